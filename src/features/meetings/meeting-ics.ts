// Calendar file for a booked meeting, so the visitor can add it at once (the meeting success
// text promises a calendar invite). The chosen time is wall-clock time in the business zone
// (site.yaml timeZone); it is converted to UTC for that very date, so summer
// and winter meetings land at the right instant in every calendar app, wherever the visitor is.
// Its title and description are content/chat.yaml's meetingIcsTitle and meetingIcsDescription.
import { createEvent } from "ics";
import type { EventAttributes } from "ics";
import { meetingHourValues } from "./business-hours.ts";
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import { zonedTimeToUtc } from "../../lib/time-zone.ts";
import { fillText, type ChatLabels } from "../../lib/chat-labels.ts";
import { calendarDate, dateLabel } from "./meeting-slots.ts";
import { formatTimeLabel } from "./meeting-time.ts";
import { foldLines, paramText } from "./icalendar-text.ts";

const DEFAULT_MEETING_MINUTES = 30;

export interface MeetingIcsInput {
  name: string;
  email: string;
  /** YYYY-MM-DD in the business time zone. */
  isoDate: string;
  hour24: number;
  minute: number;
  durationMinutes?: number;
  organizer: { name: string; email: string };
  /** Used for DTSTAMP; injected so that the output is reproducible. */
  now: Date;
  /** The {company} of the title and description; defaults to the organizer's name. */
  companyName?: string;
  business: BusinessHours;
  labels: Pick<ChatLabels, "meetingIcsTitle" | "meetingIcsDescription">;
}

/** Start of the meeting as an instant. */
export function meetingStartUtc(isoDate: string, hour24: number, minute: number, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  // 2027-02-30 is no date: never rolled over to March 2.
  if (!match || !calendarDate(isoDate)) throw new Error(`Invalid meeting date: ${isoDate}`);
  const [, year, month, day] = match.map(Number);
  return zonedTimeToUtc({ year: year ?? NaN, month: month ?? NaN, day: day ?? NaN, hour: hour24, minute }, timeZone);
}

export function buildMeetingIcs(input: MeetingIcsInput): string {
  const company = input.companyName ?? input.organizer.name;
  const minutes = input.durationMinutes ?? DEFAULT_MEETING_MINUTES;
  const start = meetingStartUtc(input.isoDate, input.hour24, input.minute, input.business.timeZone);
  const values = {
    ...meetingHourValues(input.business),
    company,
    minutes: String(minutes),
    name: input.name,
    email: input.email,
    date: dateLabel(input.isoDate),
    time: formatTimeLabel(input.hour24, input.minute),
  };
  const event: EventAttributes & { timestamp: number } = {
    // A stable UID: downloading the same booking twice updates one calendar entry, not two.
    uid: `meeting-${input.isoDate}-${input.hour24}-${input.minute}-${input.email.toLowerCase()}`,
    // 'timestamp' (DTSTAMP) is accepted by ics but missing from its types; without it ics uses Date.now().
    timestamp: input.now.getTime(),
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes },
    title: fillText(input.labels.meetingIcsTitle, values),
    description: fillText(input.labels.meetingIcsDescription, values),
    status: "CONFIRMED",
    busyStatus: "BUSY",
    // Names are parameter values (CN=): RFC 6868's escapes, whatever they hold (docs/decisions/0476).
    organizer: { name: paramText(input.organizer.name), email: input.organizer.email },
    attendees: [{ name: paramText(input.name), email: input.email, rsvp: true, role: "REQ-PARTICIPANT" }],
    productId: `-//${company}//Website chat//EN`,
    method: "PUBLISH",
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("Could not build the calendar file");
  return foldLines(value);
}
