// Meeting date choices: the next five weekdays starting tomorrow, leaving out the
// US federal holidays the company closes on. These five days are the booking
// window: the server books and moves meetings only on them.
//
// "Tomorrow" is tomorrow in the business time zone (site.yaml timeZone, docs/decisions/0232), not in
// the visitor's browser zone: with New York's zone, a visitor in Singapore at 9 AM local time on a
// Tuesday is still on Monday evening there.
import { wallClockAt } from "../../lib/time-zone.ts";
import { isClosedDay } from "./closed-days.ts";

const MEETING_SLOT_COUNT = 5;

export interface MeetingSlot {
  /** 1-based number the visitor types. */
  index: number;
  /** Calendar date in the business time zone, YYYY-MM-DD. */
  isoDate: string;
  /** e.g. 'Monday, December 1' */
  label: string;
}

// Fixed English names instead of Intl formatting: the bot speaks English everywhere and labels
// must not depend on the ICU data a browser happens to ship.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const pad = (n: number): string => String(n).padStart(2, "0");

export function nextWeekdays(now: Date, timeZone: string, count = MEETING_SLOT_COUNT): MeetingSlot[] {
  const today = wallClockAt(now, timeZone);
  // Walk calendar days as UTC midnights: pure date arithmetic, no DST or zone effects.
  const cursor = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const slots: MeetingSlot[] = [];
  while (slots.length < count) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const isoDate = `${cursor.getUTCFullYear()}-${pad(cursor.getUTCMonth() + 1)}-${pad(cursor.getUTCDate())}`;
    if (isClosedDay(isoDate)) continue;
    slots.push({ index: slots.length + 1, isoDate, label: dateLabel(isoDate) });
  }
  return slots;
}

/** 'YYYY-MM-DD' -> 'Monday, December 1' (a calendar date: no time zone involved); anything else as written. */
export function dateLabel(isoDate: string): string {
  const date = calendarDate(isoDate);
  if (!date) return isoDate;
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/**
 * A real calendar date written YYYY-MM-DD, at UTC midnight; undefined for anything else. Date.UTC
 * rolls 2027-02-30 over to March 2 and 2026-13-45 into 2027, so the fields must come back unchanged.
 */
export function calendarDate(isoDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The bare number of a listed slot ('3', ' 3 '); anything else is no choice (content/chat.yaml's invalidDayChoice says so). */
export function parseDayChoice(text: string, slots: readonly MeetingSlot[]): MeetingSlot | undefined {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? slots.find((s) => s.index === Number(trimmed)) : undefined;
}
