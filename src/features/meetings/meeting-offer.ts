// The meeting slots the site offers, and nothing else (docs/decisions/0476): a day of the chat's list of
// five (weekdays from tomorrow in the business zone, US federal holidays left out), a time within the
// opening hours of site.yaml. The server checks every booking (POST /api/leads, the chat's steps) and
// every move with this before it stores or holds anything, calendar or not. Since the first listed
// day is tomorrow, an offered slot is never in the past; the last one is the booking horizon.
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import { fillText, type ChatLabels } from "../../lib/chat-labels.ts";
import { meetingHourValues } from "./business-hours.ts";
import { businessInstant } from "./meeting-free-times.ts";
import type { MeetingLabels } from "./meeting-labels.ts";
import { dateLabel, nextWeekdays, type MeetingSlot } from "./meeting-slots.ts";
import { minutesOf, parseMeetingTime } from "./meeting-time.ts";

/** The words of a refused slot: the chat's own time messages, and the date one of content/chat.yaml. */
export type OfferLabels = Pick<ChatLabels, "invalidTimeFormat" | "timeOutOfRange"> & Pick<MeetingLabels, "meetingDateNotOffered">;

/** Why a slot is refused, by the lead field the visitor fixes (the chat asks that step again). */
export type SlotErrors = Partial<Record<"meetingDate" | "meetingTime", string>>;

type Business = Pick<BusinessHours, "timeZone" | "opens" | "closes" | "zoneName">;

/** The days a meeting may be booked on or moved to at `now`: the chat's list of five. */
export function bookableDays(now: number, timeZone: string): MeetingSlot[] {
  return nextWeekdays(new Date(now), timeZone);
}

/** The answer to a date that is not one of the bookable days, naming the days that are. */
export function dateNotOfferedText(labels: Pick<MeetingLabels, "meetingDateNotOffered">, business: Business, isoDate: string, now: number) {
  const days = bookableDays(now, business.timeZone)
    .map((slot) => slot.label)
    .join("; ");
  return fillText(labels.meetingDateNotOffered, { ...meetingHourValues(business), date: dateLabel(isoDate), days });
}

/**
 * A booking's date and time as the chat sends them ('2026-12-01', '10:30 AM'): its start, or why it is
 * not offered. Both fields are checked, so a program that sent two wrong ones hears of both.
 */
export function checkBooking(
  fields: { meetingDate: string; meetingTime: string },
  business: Business,
  labels: OfferLabels,
  now: number,
): { ok: true; start: number } | { ok: false; errors: SlotErrors } {
  const errors: SlotErrors = {};
  if (!bookableDays(now, business.timeZone).some((slot) => slot.isoDate === fields.meetingDate)) {
    errors.meetingDate = dateNotOfferedText(labels, business, fields.meetingDate, now);
  }
  const time = parseMeetingTime(fields.meetingTime, business);
  if (!time.ok) {
    errors.meetingTime = fillText(time.problem === "range" ? labels.timeOutOfRange : labels.invalidTimeFormat, meetingHourValues(business));
  }
  if (errors.meetingDate || !time.ok) return { ok: false, errors };
  return { ok: true, start: businessInstant(fields.meetingDate, time.hour24 * 60 + time.minute, business.timeZone) };
}

/**
 * A move's date and 24-hour clock as the meeting page sends them ('2026-12-01', '16:00'): its start,
 * or undefined when it is no slot the site offers ('25:00', '-1:00', '10:99', '10:00:00', a Saturday).
 */
export function checkMove(isoDate: string, clock: string, business: Business, now: number): number | undefined {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(clock);
  if (!match || !bookableDays(now, business.timeZone).some((slot) => slot.isoDate === isoDate)) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute < minutesOf(business.opens) || minute > minutesOf(business.closes)) return undefined;
  return businessInstant(isoDate, minute, business.timeZone);
}
