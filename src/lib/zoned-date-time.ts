import { zonedTimeToUtc, zoneOffsetMinutes } from "./time-zone.ts";

/**
 * A calendar day as a full ISO 8601 date-time at noon in the business's time zone, with its offset,
 * e.g. 2024-06-18T12:00:00-04:00: structured data and feeds want a time and a zone, content has days.
 * Noon keeps the day the same in every time zone a reader is likely to be in.
 */
export function noonOn(isoDate: string, timeZone: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const instant = zonedTimeToUtc({ year: year ?? NaN, month: month ?? NaN, day: day ?? NaN, hour: 12, minute: 0 }, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${isoDate}T12:00:00${sign}${hours}:${minutes}`;
}
