// What the chat, the server and the invitations say about the calendar's free times,
// in content/chat.yaml's words: one place, so the chat's refusal and the server's read the same.
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import { wallClockAt, zoneName } from "../../lib/time-zone.ts";
import { meetingHourValues } from "./business-hours.ts";
import { fillText } from "../../lib/chat-labels.ts";
import type { MeetingLabels } from "./meeting-labels.ts";
import { describeFreeRanges, freeRanges, type MeetingAvailability } from "./meeting-free-times.ts";
import { dateLabel } from "./meeting-slots.ts";
import type { SlotErrors } from "./meeting-offer.ts";
import { formatTimeLabel } from "./meeting-time.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A refused time, naming the free times of that day; the question is asked again after it. A day with
 * no free time left is said to be full instead (never "Free times that day: ."), and the visitor picks
 * another day.
 */
export function timeTakenText(
  labels: Pick<MeetingLabels, "meetingTimeTaken" | "meetingDayFullChosen">,
  business: BusinessHours,
  availability: MeetingAvailability,
  isoDate: string,
  time: string,
  now: number,
): string {
  return Object.values(takenErrors(labels, business, availability, isoDate, time, now))[0] ?? "";
}

/** The same refusal keyed by the lead field to ask again: the time, or the date when the day is full. */
export function takenErrors(
  labels: Pick<MeetingLabels, "meetingTimeTaken" | "meetingDayFullChosen">,
  business: BusinessHours,
  availability: MeetingAvailability,
  isoDate: string,
  time: string,
  now: number,
): SlotErrors {
  const ranges = freeRanges(isoDate, availability, business, now);
  const values = { ...meetingHourValues(business), date: dateLabel(isoDate), time };
  if (ranges.length === 0) return { meetingDate: fillText(labels.meetingDayFullChosen, values) };
  return { meetingTime: fillText(labels.meetingTimeTaken, { ...values, free: describeFreeRanges(ranges) }) };
}

/** True when a listed day has no free start left. */
export function dayIsFull(isoDate: string, availability: MeetingAvailability, business: BusinessHours, now: number): boolean {
  return freeRanges(isoDate, availability, business, now).length === 0;
}

/**
 * The meeting in the visitor's own time, when their zone shows another wall-clock time than the
 * company's; undefined when it is the same, or the zone is unknown.
 */
export function visitorTimeText(
  labels: Pick<MeetingLabels, "meetingVisitorTime">,
  business: BusinessHours,
  start: number,
  visitorTimeZone: string | null | undefined,
): string | undefined {
  if (!visitorTimeZone || visitorTimeZone === business.timeZone) return undefined;
  try {
    const theirs = wallClockAt(new Date(start), visitorTimeZone);
    const ours = wallClockAt(new Date(start), business.timeZone);
    if (theirs.hour === ours.hour && theirs.minute === ours.minute && theirs.day === ours.day) return undefined;
    return fillText(labels.meetingVisitorTime, {
      date: dateLabel(`${theirs.year}-${pad(theirs.month)}-${pad(theirs.day)}`),
      time: formatTimeLabel(theirs.hour, theirs.minute),
      visitorZone: zoneName(visitorTimeZone),
    });
  } catch {
    // A zone name this runtime does not know: the business time alone is said.
    return undefined;
  }
}
