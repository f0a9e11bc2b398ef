// The two CalDAV requests the site makes: a calendar-query REPORT with a
// time-range filter to read what is busy, and PUT or DELETE of one event resource. Plain fetch: a
// client library would bring far more than these two requests need.

export interface CalendarAccess {
  url: string;
  user?: string | undefined;
  password?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function headers(access: CalendarAccess, extra: Record<string, string>): Record<string, string> {
  if (access.user === undefined) return extra;
  return { authorization: `Basic ${Buffer.from(`${access.user}:${access.password ?? ""}`).toString("base64")}`, ...extra };
}

/** CalDAV wants UTC times as 20261201T090000Z. */
function caldavTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The calendar data of every event overlapping [from, to): one iCalendar text per event. */
export async function reportEvents(access: CalendarAccess, from: number, to: number): Promise<string[]> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="${caldavTime(from)}" end="${caldavTime(to)}"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`;
  const response = await (access.fetch ?? fetch)(access.url, {
    method: "REPORT",
    headers: headers(access, { depth: "1", "content-type": "application/xml; charset=utf-8" }),
    body,
    signal: AbortSignal.timeout(access.timeoutMs ?? 5_000),
  });
  const text = await response.text();
  if (response.status !== 207) throw new Error(`the calendar answered the REPORT with HTTP ${response.status}`);
  // Each <calendar-data> element holds one escaped iCalendar text, whatever the namespace prefix.
  return [...text.matchAll(/<(?:[\w-]+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?calendar-data>/g)].map((match) =>
    unescapeXml(match[1] ?? ""),
  );
}

function unescapeXml(text: string): string {
  return text
    .replace(/^<!\[CDATA\[|\]\]>$/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#13;/g, "\r")
    .replace(/&amp;/g, "&");
}

/** The answer of a write: ok, or why not, and whether trying again may help. */
export type WriteOutcome = { ok: true } | { ok: false; retry: boolean; error: string };

/** PUT (an event's iCalendar text) or DELETE of the resource at `url`. A DELETE of what is gone is done. */
export async function writeEvent(access: Omit<CalendarAccess, "url">, url: string, ics: string | null): Promise<WriteOutcome> {
  let response: Response;
  try {
    response = await (access.fetch ?? fetch)(url, {
      method: ics === null ? "DELETE" : "PUT",
      headers: headers({ ...access, url }, ics === null ? {} : { "content-type": "text/calendar; charset=utf-8" }),
      ...(ics === null ? {} : { body: ics }),
      signal: AbortSignal.timeout(access.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
  } catch (error) {
    return { ok: false, retry: true, error: error instanceof DOMException && error.name === "TimeoutError" ? "timeout" : "network error" };
  }
  if (response.ok || (ics === null && (response.status === 404 || response.status === 410))) return { ok: true };
  const retry = response.status >= 500 || response.status === 408 || response.status === 429;
  return { ok: false, retry, error: `HTTP ${response.status}` };
}
