// Meeting date choices: the next five weekdays starting tomorrow (docs/decisions/0151).
//
// "Tomorrow" is tomorrow in the business time zone (site.yaml timeZone, docs/decisions/0232), not in
// the visitor's browser zone: with New York's zone, a visitor in Singapore at 9 AM local time on a
// Tuesday is still on Monday evening there.
import { wallClockAt } from "../../lib/time-zone.ts";

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
    const weekday = cursor.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const isoDate = `${cursor.getUTCFullYear()}-${pad(cursor.getUTCMonth() + 1)}-${pad(cursor.getUTCDate())}`;
    slots.push({ index: slots.length + 1, isoDate, label: dateLabel(isoDate) });
  }
  return slots;
}

/** 'YYYY-MM-DD' -> 'Monday, December 1' (a calendar date: no time zone involved). */
export function dateLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN));
  if (Number.isNaN(date.getTime())) return isoDate;
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** The bare number of a listed slot ('3', ' 3 '); anything else is no choice (content/chat.yaml's invalidDayChoice says so). */
export function parseDayChoice(text: string, slots: readonly MeetingSlot[]): MeetingSlot | undefined {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? slots.find((s) => s.index === Number(trimmed)) : undefined;
}
