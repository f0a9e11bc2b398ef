// Busy spans from iCalendar text: a published calendar (MEETING_BUSY_ICS_URL) or the events a CalDAV
// time-range REPORT returns. Only when an event happens is read, never its title or attendees
// (docs/decisions/0470). Repeating events are expanded here (DAILY, WEEKLY, MONTHLY by month day,
// YEARLY, with INTERVAL, COUNT, UNTIL, BYDAY of a week and EXDATE); a moved occurrence
// (RECURRENCE-ID) replaces the one it moves. Rules beyond that count their first occurrence only
// (docs/decisions/0472 says why this reader is ours).
import type { BusySpan } from "../meeting-free-times.ts";
import { zonedTimeToUtc } from "../../../lib/time-zone.ts";

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface EventTimes {
  uid: string;
  start: Stamp;
  /** Length in ms. */
  length: number;
  rrule: Record<string, string> | undefined;
  exdates: number[];
  recurrenceId: number | undefined;
}

/** A date-time as written: wall-clock fields and the zone they are in ('UTC' for a Z time). */
interface Stamp {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  zone: string;
  allDay: boolean;
}

const DAY = 86_400_000;
const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
/** A repeating event is walked at most this many days from its first occurrence (about 60 years). */
const MAX_DAYS = 22_000;

/** Unfolds the lines (RFC 5545 3.1) and splits each into name, parameters and value. */
function properties(text: string): Property[] {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const found: Property[] = [];
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon < 0) continue;
    const [name = "", ...rawParams] = line.slice(0, colon).split(";");
    const params: Record<string, string> = {};
    for (const param of rawParams) {
      const [key = "", value = ""] = param.split("=");
      params[key.toUpperCase()] = value.replace(/^"|"$/g, "");
    }
    found.push({ name: name.toUpperCase(), params, value: line.slice(colon + 1).trim() });
  }
  return found;
}

function parseStamp(property: Property, fallbackZone: string): Stamp | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(property.value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, z] = match;
  const allDay = h === undefined || property.params.VALUE === "DATE";
  const zone = z ? "UTC" : (property.params.TZID ?? fallbackZone);
  return { year: +y!, month: +mo!, day: +d!, hour: +(h ?? 0), minute: +(mi ?? 0), second: +(s ?? 0), zone, allDay };
}

/** The instant of a stamp; a zone this machine does not know (a Windows name) counts as the fallback zone. */
function instantOf(stamp: Stamp, fallbackZone: string): number {
  const wall = { year: stamp.year, month: stamp.month, day: stamp.day, hour: stamp.hour, minute: stamp.minute };
  if (stamp.zone === "UTC") return Date.UTC(stamp.year, stamp.month - 1, stamp.day, stamp.hour, stamp.minute, stamp.second);
  try {
    return zonedTimeToUtc(wall, stamp.zone).getTime() + stamp.second * 1000;
  } catch {
    return zonedTimeToUtc(wall, fallbackZone).getTime() + stamp.second * 1000;
  }
}

/** 'PT1H30M', 'P1D', '-PT15M' in ms. */
function durationMs(value: string): number {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  if (!match) return 0;
  const [, sign, w, d, h, m, s] = match;
  const ms = (+(w ?? 0) * 7 + +(d ?? 0)) * DAY + (+(h ?? 0) * 3600 + +(m ?? 0) * 60 + +(s ?? 0)) * 1000;
  return sign === "-" ? -ms : ms;
}

/** The events of the text that make time busy: not transparent, not cancelled. */
function events(text: string, fallbackZone: string): EventTimes[] {
  const found: EventTimes[] = [];
  let current: Property[] | undefined;
  let depth = 0;
  for (const property of properties(text)) {
    if (property.name === "BEGIN" && property.value.toUpperCase() === "VEVENT") {
      current = [];
      depth = 0;
    } else if (current && property.name === "BEGIN") depth++;
    else if (current && property.name === "END" && depth > 0) depth--;
    else if (current && property.name === "END" && property.value.toUpperCase() === "VEVENT") {
      const event = readEvent(current, fallbackZone);
      if (event) found.push(event);
      current = undefined;
    } else if (current && depth === 0) current.push(property);
  }
  return found;
}

function readEvent(props: Property[], fallbackZone: string): EventTimes | undefined {
  const get = (name: string) => props.find((p) => p.name === name);
  if (get("TRANSP")?.value.toUpperCase() === "TRANSPARENT" || get("STATUS")?.value.toUpperCase() === "CANCELLED") return undefined;
  const startProp = get("DTSTART");
  const start = startProp && parseStamp(startProp, fallbackZone);
  if (!start) return undefined;
  const endProp = get("DTEND");
  const end = endProp && parseStamp(endProp, fallbackZone);
  const duration = get("DURATION");
  const startAt = instantOf(start, fallbackZone);
  const length = end ? instantOf(end, fallbackZone) - startAt : duration ? durationMs(duration.value) : start.allDay ? DAY : 0;
  const rruleProp = get("RRULE");
  const rrule = rruleProp ? Object.fromEntries(rruleProp.value.split(";").map((part) => part.split("=") as [string, string])) : undefined;
  const exdates = props
    .filter((p) => p.name === "EXDATE")
    .flatMap((p) => p.value.split(",").map((value) => parseStamp({ ...p, value }, fallbackZone)))
    .filter((stamp): stamp is Stamp => stamp !== undefined)
    .map((stamp) => instantOf(stamp, fallbackZone));
  const recurrence = get("RECURRENCE-ID");
  const recurrenceStamp = recurrence && parseStamp(recurrence, fallbackZone);
  return {
    uid: get("UID")?.value ?? "",
    start,
    length: Math.max(length, 0),
    rrule,
    exdates,
    recurrenceId: recurrenceStamp ? instantOf(recurrenceStamp, fallbackZone) : undefined,
  };
}

/** Day number of a wall-clock date (days since 1970-01-01), for calendar arithmetic free of zones. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY;

/** Whether a repeating event happens on the wall-clock date `day` (a day number), by its rule. */
function ruleMatches(rule: Record<string, string>, start: Stamp, day: number): boolean {
  const first = dayNumber(start.year, start.month, start.day);
  const date = new Date(day * DAY);
  const interval = Math.max(1, Number(rule.INTERVAL ?? 1) || 1);
  const byDay = rule.BYDAY?.split(",").map((code) => code.trim().toUpperCase());
  const weekday = WEEKDAY_CODES[date.getUTCDay()] ?? "";
  switch (rule.FREQ) {
    case "DAILY":
      return (day - first) % interval === 0 && (!byDay || byDay.includes(weekday));
    case "WEEKLY": {
      // Weeks counted from the Monday of the first occurrence's week (WKST=MO, the default).
      const monday = (n: number) => n - ((new Date(n * DAY).getUTCDay() + 6) % 7);
      const weeks = Math.round((monday(day) - monday(first)) / 7);
      const days = byDay ?? [WEEKDAY_CODES[new Date(first * DAY).getUTCDay()] ?? ""];
      return weeks % interval === 0 && days.includes(weekday);
    }
    case "MONTHLY": {
      const months = (date.getUTCFullYear() - start.year) * 12 + date.getUTCMonth() + 1 - start.month;
      return !byDay && months % interval === 0 && date.getUTCDate() === start.day;
    }
    case "YEARLY":
      return (
        !byDay &&
        (date.getUTCFullYear() - start.year) % interval === 0 &&
        date.getUTCMonth() + 1 === start.month &&
        date.getUTCDate() === start.day
      );
    default:
      return false;
  }
}

/** The starts of an event's occurrences that reach into [from, to), COUNT and UNTIL obeyed. */
function occurrences(event: EventTimes, from: number, to: number, fallbackZone: string): number[] {
  const first = instantOf(event.start, fallbackZone);
  const rule = event.rrule;
  if (!rule) return [first];
  const until = rule.UNTIL ? parseStamp({ name: "UNTIL", params: {}, value: rule.UNTIL }, "UTC") : undefined;
  const untilAt = until ? instantOf(until, fallbackZone) + (until.allDay ? DAY - 1 : 0) : Infinity;
  const count = rule.COUNT ? Number(rule.COUNT) : Infinity;
  const starts: number[] = [];
  let found = 0;
  const firstDay = dayNumber(event.start.year, event.start.month, event.start.day);
  for (let day = firstDay; found < count && day < firstDay + MAX_DAYS; day++) {
    if (!ruleMatches(rule, event.start, day)) {
      if (day * DAY > to + DAY) break;
      continue;
    }
    const date = new Date(day * DAY);
    const at = instantOf(
      { ...event.start, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
      fallbackZone,
    );
    if (at > untilAt || at >= to) break;
    found++;
    if (at + event.length > from) starts.push(at);
  }
  // A rule this reader does not expand (BYSETPOS, '2TU', ...) still makes its first occurrence busy.
  return found > 0 ? starts : [first];
}

/**
 * Busy spans of the calendar text overlapping [from, to). `fallbackZone` is the business zone: it
 * places floating and all-day times, and zones this machine cannot name.
 */
export function busySpansOfIcs(text: string, from: number, to: number, fallbackZone: string): BusySpan[] {
  const all = events(text, fallbackZone);
  const moved = new Map<string, Set<number>>();
  for (const event of all) {
    if (event.recurrenceId !== undefined) moved.set(event.uid, (moved.get(event.uid) ?? new Set()).add(event.recurrenceId));
  }
  const spans: BusySpan[] = [];
  for (const event of all) {
    const skip = new Set([...event.exdates, ...(event.recurrenceId === undefined ? (moved.get(event.uid) ?? []) : [])]);
    const starts = event.recurrenceId === undefined ? occurrences(event, from, to, fallbackZone) : [instantOf(event.start, fallbackZone)];
    for (const start of starts) {
      const end = start + event.length;
      if (!skip.has(start) && start < to && end > from) spans.push({ start, end });
    }
  }
  return spans.concat(freeBusyPeriods(text, from, to)).sort((a, b) => a.start - b.start);
}

/** FREEBUSY periods of a VFREEBUSY (a CalDAV free-busy answer), 'start/end' or 'start/duration'. */
function freeBusyPeriods(text: string, from: number, to: number): BusySpan[] {
  const spans: BusySpan[] = [];
  for (const property of properties(text)) {
    if (property.name !== "FREEBUSY" || (property.params.FBTYPE ?? "BUSY").toUpperCase() === "FREE") continue;
    for (const period of property.value.split(",")) {
      const [startText = "", endText = ""] = period.split("/");
      const start = parseStamp({ ...property, value: startText }, "UTC");
      if (!start) continue;
      const startAt = instantOf(start, "UTC");
      const endStamp = parseStamp({ ...property, value: endText }, "UTC");
      const end = endStamp ? instantOf(endStamp, "UTC") : startAt + durationMs(endText);
      if (startAt < to && end > from) spans.push({ start: startAt, end });
    }
  }
  return spans;
}
