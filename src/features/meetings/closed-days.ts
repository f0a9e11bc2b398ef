// The days the company takes no meetings (docs/decisions/0476): Saturdays, Sundays and the US federal
// holidays as they are observed (content/pages/contact.yaml: "Closed on weekends and US public
// holidays"). Pure calendar arithmetic on UTC midnights: a date has no zone.

const pad = (n: number): string => String(n).padStart(2, "0");
const iso = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The n-th (1-based) given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return last;
  }
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return first;
}

/** A fixed-date holiday on a weekend is observed on the Friday before or the Monday after (5 U.S.C. 6103). */
function observed(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDay() === 6) date.setUTCDate(day - 1);
  if (date.getUTCDay() === 0) date.setUTCDate(day + 1);
  return date;
}

/** The eleven US federal holidays of a year, as observed, YYYY-MM-DD (New Year's Day may fall on the year before's December 31). */
export function federalHolidays(year: number): string[] {
  return [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19), // Juneteenth National Independence Day
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ].map(iso);
}

const byYear = new Map<number, ReadonlySet<string>>();

function holidaysAround(year: number): ReadonlySet<string> {
  let found = byYear.get(year);
  if (!found) {
    // Next year's New Year's Day may be observed on this year's December 31.
    found = new Set([...federalHolidays(year), ...federalHolidays(year + 1)]);
    byYear.set(year, found);
  }
  return found;
}

/** True on a Saturday, a Sunday or an observed US federal holiday. `isoDate` must be a real YYYY-MM-DD date. */
export function isClosedDay(isoDate: string): boolean {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6 || holidaysAround(year).has(isoDate);
}
