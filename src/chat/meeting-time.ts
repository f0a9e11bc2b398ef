// Meeting time parsing (docs/decisions/0151): an hour 9-12 or 1-6, optional minutes
// :00-:59, then AM or PM. Hours 7 and 8 are not part of that grammar, so '8 AM' gets the
// format message (which itself names the 9 AM - 6 PM window), exactly as the original bot did.
// Well-formed times outside 9:00 AM - 6:00 PM (9 PM, 1 AM, 12 AM, 6:01 PM) get the range message.

export const INVALID_TIME_FORMAT = "Valid time please (9 AM - 6 PM, e.g. '10 AM', '2 PM'):";
export const TIME_OUT_OF_RANGE = "Time must be 9 AM - 6 PM only:";

/** Business window in minutes after midnight, both ends included (6:00 PM is bookable). */
export const EARLIEST_MINUTE = 9 * 60;
export const LATEST_MINUTE = 18 * 60;

export type MeetingTime = { ok: true; hour24: number; minute: number; label: string } | { ok: false; error: string };

// 'a.m.'/'p.m.' and 'am'/'pm' in any case, with or without a space before them.
const TIME_PATTERN = /^(9|10|11|12|[1-6])(?::([0-5]\d))?\s*([ap])\.?\s?m\.?$/i;

export function parseMeetingTime(text: string): MeetingTime {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return { ok: false, error: INVALID_TIME_FORMAT };
  const hour12 = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const pm = (match[3] ?? "").toLowerCase() === "p";
  // 12 AM is midnight and 12 PM is noon.
  const hour24 = (hour12 % 12) + (pm ? 12 : 0);
  const total = hour24 * 60 + minute;
  if (total < EARLIEST_MINUTE || total > LATEST_MINUTE) {
    return { ok: false, error: TIME_OUT_OF_RANGE };
  }
  return { ok: true, hour24, minute, label: formatTimeLabel(hour24, minute) };
}

/** '10:00 AM', '12:30 PM', '6:00 PM'. */
export function formatTimeLabel(hour24: number, minute: number): string {
  const suffix = hour24 >= 12 ? "PM" : "AM";
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${suffix}`;
}
