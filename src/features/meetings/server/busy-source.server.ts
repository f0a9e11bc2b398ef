import type { BusySpan } from "../meeting-free-times.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import { reportEvents } from "./caldav-client.server.ts";
import { busySpansOfIcs } from "./ics-busy.server.ts";
import type { MeetingSettings } from "../../../platform/settings.server.ts";

export interface BusyAnswer {
  spans: BusySpan[];
  /** False when the calendar could not be read: the chat then offers every time within the opening hours (docs/decisions/0470). */
  reachable: boolean;
}

export interface BusySource {
  /** The calendar's busy spans from now to two weeks ahead (the five weekdays offered fit in it). */
  busy(): Promise<BusyAnswer>;
}

export interface BusySourceOptions {
  settings: MeetingSettings;
  /** The business zone: floating and all-day times are in it. */
  timeZone: string;
  log: { warn(line: string): void };
  alerts?: Pick<Alerter, "send">;
  /** At most a minute. */
  ttlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const WINDOW_MS = 14 * 86_400_000;
/** A booking may wait this long for the calendar; then the cached or fallback answer is used. */
const READ_TIMEOUT_MS = 4_000;
/** A failed read is kept this long: visitors do not each wait out the time-out, and a passing hiccup heals soon. */
const FAILURE_TTL_MS = 10_000;

/**
 * Reads the busy times of MEETING_CALENDAR_URL (CalDAV REPORT) or MEETING_BUSY_ICS_URL (a published
 * calendar), kept for at most a minute. A calendar that cannot be read is a warning in the log, a
 * `calendar_unreachable` alert, and an empty answer marked unreachable: the chat never fails for it.
 */
export function createBusySource(options: BusySourceOptions): BusySource {
  const ttlMs = Math.min(options.ttlMs ?? 60_000, 60_000);
  const now = options.now ?? Date.now;
  let cached: { at: number; answer: BusyAnswer } | undefined;
  let reading: Promise<BusyAnswer> | undefined;

  async function read(from: number): Promise<BusySpan[]> {
    const to = from + WINDOW_MS;
    const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
    const { settings } = options;
    if (settings.calendarUrl) {
      const texts = await reportEvents(
        {
          url: settings.calendarUrl,
          user: settings.calendarUser,
          password: settings.calendarPassword,
          timeoutMs,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        },
        from,
        to,
      );
      return texts.flatMap((text) => busySpansOfIcs(text, from, to, options.timeZone));
    }
    const response = await (options.fetch ?? fetch)(settings.busyIcsUrl ?? "", { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok) throw new Error(`the calendar address answered HTTP ${response.status}`);
    return busySpansOfIcs(text, from, to, options.timeZone);
  }

  async function refresh(): Promise<BusyAnswer> {
    const at = now();
    try {
      const answer = { spans: await read(at), reachable: true };
      cached = { at, answer };
      return answer;
    } catch (error) {
      const which = options.settings.calendarUrl ? "MEETING_CALENDAR_URL" : "MEETING_BUSY_ICS_URL";
      options.log.warn(`The meeting calendar (${which}) could not be read: ${describeError(error)}; meetings are offered without it.`);
      options.alerts?.send({
        kind: "calendar_unreachable",
        severity: "warning",
        summary: `The meeting calendar (${which}) could not be read (${describeError(error)}); the chat offers every time within the opening hours.`,
        action: `Check that ${which} and its credentials are right and that the calendar server answers.`,
      });
      const answer = { spans: [], reachable: false };
      cached = { at: at - ttlMs + Math.min(FAILURE_TTL_MS, ttlMs), answer };
      return answer;
    }
  }

  return {
    async busy() {
      if (cached && now() - cached.at < ttlMs) return cached.answer;
      reading ??= refresh().finally(() => {
        reading = undefined;
      });
      return reading;
    },
  };
}
