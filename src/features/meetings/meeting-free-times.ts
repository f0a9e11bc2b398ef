// Which meeting times the company's calendar leaves free. Pure: the chat checks a
// typed time with it, and the server checks the same time again with the same function before it
// holds the slot, so what the chat offers is what the server books.
//
// A meeting starting at s clashes with a busy span [b0, b1) when it would touch it, buffer included:
// s < b1 + buffer and s + minutes + buffer > b0. A start must also be at least the notice ahead of now.
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import { zonedTimeToUtc } from "../../lib/time-zone.ts";
import { formatTimeLabel } from "./meeting-time.ts";

/** A busy span in epoch milliseconds, end exclusive; no title, no attendees. */
export interface BusySpan {
  start: number;
  end: number;
}

/** What the server says about the calendar: the meeting rules of content/site.yaml and the busy spans. */
export interface MeetingAvailability {
  minutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  busy: readonly BusySpan[];
}

/** Start times a meeting may take, as minutes after midnight in the business zone, both ends included. */
export interface FreeRange {
  from: number;
  to: number;
}

const MINUTE = 60_000;

/** True when a meeting starting at `start` (epoch ms) clashes with nothing and respects the notice. */
export function isStartFree(start: number, availability: MeetingAvailability, now: number): boolean {
  if (start < now + availability.noticeMinutes * MINUTE) return false;
  const end = start + availability.minutes * MINUTE;
  const buffer = availability.bufferMinutes * MINUTE;
  return availability.busy.every((span) => !(start < span.end + buffer && end + buffer > span.start));
}

/** The instant of a wall-clock time of a business-zone date. */
export function businessInstant(isoDate: string, minuteOfDay: number, timeZone: string): number {
  const [year, month, day] = isoDate.split("-").map(Number);
  return zonedTimeToUtc(
    { year: year ?? NaN, month: month ?? NaN, day: day ?? NaN, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 },
    timeZone,
  ).getTime();
}

/** The free start times of one business day, within the opening hours (both ends bookable, as the chat has always taken them). */
export function freeRanges(
  isoDate: string,
  availability: MeetingAvailability,
  business: Pick<BusinessHours, "timeZone" | "opens" | "closes">,
  now: number,
): FreeRange[] {
  const opens = minutesOf(business.opens);
  const closes = minutesOf(business.closes);
  const midnight = businessInstant(isoDate, opens, business.timeZone) - opens * MINUTE;
  const ranges: FreeRange[] = [];
  let open: FreeRange | undefined;
  for (let minute = opens; minute <= closes; minute++) {
    if (isStartFree(midnight + minute * MINUTE, availability, now)) {
      if (open && open.to === minute - 1) open.to = minute;
      else ranges.push((open = { from: minute, to: minute }));
    }
  }
  return ranges;
}

/** "9:00 AM–10:00 AM, 11:30 AM–6:00 PM" (figures and a dash: no words of the code's own); a single free minute alone. */
export function describeFreeRanges(ranges: readonly FreeRange[]): string {
  const label = (minute: number) => formatTimeLabel(Math.floor(minute / 60), minute % 60);
  return ranges.map((range) => (range.from === range.to ? label(range.from) : `${label(range.from)}–${label(range.to)}`)).join(", ");
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
