// Wall-clock <-> instant conversion for a named IANA time zone using only Intl, so it works the
// same in Node and in every browser without shipping a time-zone database.

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      // h23: 'h12'/'hour12: false' may print midnight as 24 in some engines.
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a time zone. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
  };
}

/** Offset of the zone from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant at which a zone's clocks show the given wall-clock time. The offset is looked up
 * twice because the first guess may sit on the other side of a DST change; business hours never
 * fall into the skipped or repeated hour (around 2 AM), so two passes settle it.
 */
export function zonedTimeToUtc(wall: WallClock, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const first = zoneOffsetMinutes(new Date(guess), timeZone);
  let utc = guess - first * 60_000;
  const second = zoneOffsetMinutes(new Date(utc), timeZone);
  if (second !== first) utc = guess - second * 60_000;
  return new Date(utc);
}

/** A zone in English words, e.g. 'Eastern Time' for America/New_York; the IANA name if Intl has none. */
export function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date(0));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
