// Meeting time parsing (0232): an hour of the 12-hour clock that the opening
// hours touch, optional minutes :00-:59, then AM or PM. With site.yaml's 09:00-18:00 those hours are
// 9-12 and 1-6, the original bot's grammar: hours 7 and 8 are not part of it, so '8 AM' gets the
// format message (which itself names the opening hours), exactly as the original bot did.
// Well-formed times outside the opening hours (9 PM, 1 AM, 12 AM, 6:01 PM) get the range message.
// The messages themselves are content/chat.yaml's invalidTimeFormat and timeOutOfRange.
import type { BusinessHours } from "../../content/chat-data-shape.ts";

export type MeetingTime = { ok: true; hour24: number; minute: number; label: string } | { ok: false; problem: "format" | "range" };

// 'a.m.'/'p.m.' and 'am'/'pm' in any case, with or without a space before them.
const TIME_PATTERN = /^(1[0-2]|[1-9])(?::([0-5]\d))?\s*([ap])\.?\s?m\.?$/i;

/** Both ends of the opening hours are bookable (6:00 PM is, 6:01 PM is not). */
export function parseMeetingTime(text: string, hours: Pick<BusinessHours, "opens" | "closes">): MeetingTime {
  const match = TIME_PATTERN.exec(text.trim());
  const hour12 = Number(match?.[1]);
  if (!match || !clockHours(hours).has(hour12)) return { ok: false, problem: "format" };
  const minute = Number(match[2] ?? "0");
  const pm = (match[3] ?? "").toLowerCase() === "p";
  // 12 AM is midnight and 12 PM is noon.
  const hour24 = (hour12 % 12) + (pm ? 12 : 0);
  const total = hour24 * 60 + minute;
  if (total < minutesOf(hours.opens) || total > minutesOf(hours.closes)) return { ok: false, problem: "range" };
  return { ok: true, hour24, minute, label: formatTimeLabel(hour24, minute) };
}

/** The hours of the 12-hour clock that the opening hours touch: 9, 10, 11, 12 and 1-6 for 09:00-18:00. */
function clockHours(hours: Pick<BusinessHours, "opens" | "closes">): Set<number> {
  const found = new Set<number>();
  for (let hour24 = Math.floor(minutesOf(hours.opens) / 60); hour24 <= Math.floor(minutesOf(hours.closes) / 60); hour24++) {
    found.add(hour24 % 12 === 0 ? 12 : hour24 % 12);
  }
  return found;
}

/** '10:00 AM', '12:30 PM', '6:00 PM'. */
export function formatTimeLabel(hour24: number, minute: number): string {
  const suffix = hour24 >= 12 ? "PM" : "AM";
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** '09:00' -> '9 AM', '17:30' -> '5:30 PM': how the labels name an opening hour. */
export function clockLabel(clock: string): string {
  const total = minutesOf(clock);
  return formatTimeLabel(Math.floor(total / 60), total % 60).replace(":00 ", " ");
}

/** '18:30' -> 1110 minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
