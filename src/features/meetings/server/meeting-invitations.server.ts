// The invitations of a booked, moved or cancelled meeting: the calendar event
// written to MEETING_CALENDAR_URL (when set), and an iMIP email (RFC 6047: the .ics attached, METHOD
// REQUEST or CANCEL, SEQUENCE raised by every change) to the visitor and to the company's booking
// address. Words come from content/chat.yaml, like the chat's.
import { createEvent, type EventAttributes } from "ics";
import type { BusinessHours } from "../../../content/chat-data-shape.ts";
import { meetingHourValues } from "../business-hours.ts";
import { fillText, type ChatLabels } from "../../../lib/chat-labels.ts";
import type { MeetingLabels } from "../meeting-labels.ts";
import { visitorTimeText } from "../meeting-calendar-words.ts";
import { dateLabel } from "../meeting-slots.ts";
import { formatTimeLabel } from "../meeting-time.ts";
import { foldLines, paramText } from "../icalendar-text.ts";
import { wallClockAt } from "../../../lib/time-zone.ts";
import type { MeetingMessagePayload, MeetingRecord } from "./meeting-ledger.server.ts";
import { signMeetingLink } from "./meeting-link.server.ts";

export interface InvitationContext {
  labels: ChatLabels & MeetingLabels;
  business: BusinessHours;
  companyName: string;
  /** The organizer of every meeting and the company's copy of each invitation. */
  bookingAddress: string;
  /** The CalDAV collection to write the event to; unset with a read-only calendar. */
  calendarUrl?: string | undefined;
  linkSecret?: string | undefined;
  siteUrl: string;
  now: () => number;
}

type Meeting = Pick<MeetingRecord, "id" | "start" | "end" | "sequence" | "details">;

const pad = (n: number) => String(n).padStart(2, "0");

/** The meeting's date and time in the business zone, as the chat names them. */
export function businessLabels(start: number, timeZone: string): { isoDate: string; date: string; time: string } {
  const wall = wallClockAt(new Date(start), timeZone);
  const isoDate = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  return { isoDate, date: dateLabel(isoDate), time: formatTimeLabel(wall.hour, wall.minute) };
}

/** The calendar event resource of a meeting in the collection. */
export function eventUrl(calendarUrl: string, meetingId: string): string {
  return `${calendarUrl}${encodeURIComponent(meetingId)}.ics`;
}

/** The link to move or cancel, valid until the meeting ends and only at its current sequence. */
function manageLink(ctx: InvitationContext, meeting: Meeting): string | undefined {
  if (!ctx.linkSecret) return undefined;
  const token = signMeetingLink({ meetingId: meeting.id, sequence: meeting.sequence, expiresAt: meeting.end }, ctx.linkSecret);
  return `${ctx.siteUrl}/meeting?t=${token}`;
}

function buildIcs(
  ctx: InvitationContext,
  meeting: Meeting,
  method: "REQUEST" | "CANCEL",
): { ics: string; title: string; description: string } {
  const { date, time } = businessLabels(meeting.start, ctx.business.timeZone);
  const minutes = Math.round((meeting.end - meeting.start) / 60_000);
  const values = {
    ...meetingHourValues(ctx.business),
    company: ctx.companyName,
    minutes: String(minutes),
    name: meeting.details.name,
    email: meeting.details.email,
    date,
    time,
  };
  const title = fillText(ctx.labels.meetingIcsTitle, values);
  const description = fillText(ctx.labels.meetingIcsDescription, values);
  const event: EventAttributes & { timestamp: number } = {
    uid: `meeting-${meeting.id}@${new URL(ctx.siteUrl).hostname}`,
    timestamp: ctx.now(),
    start: meeting.start,
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes },
    title,
    description,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    sequence: meeting.sequence,
    // Names are parameter values (CN=): RFC 6868's escapes, whatever they hold (docs/decisions/0476).
    organizer: { name: paramText(ctx.companyName), email: ctx.bookingAddress },
    attendees: [
      {
        name: paramText(meeting.details.name),
        email: meeting.details.email,
        rsvp: true,
        role: "REQ-PARTICIPANT",
        partstat: "NEEDS-ACTION",
      },
    ],
    productId: `-//${ctx.companyName}//Website meetings//EN`,
    method,
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("Could not build the invitation");
  return { ics: foldLines(value), title, description };
}

/** Everything to send for a meeting just booked or moved (REQUEST), or cancelled (CANCEL). */
export function invitationMessages(ctx: InvitationContext, meeting: Meeting, method: "REQUEST" | "CANCEL"): MeetingMessagePayload[] {
  const { ics, title, description } = buildIcs(ctx, meeting, method);
  const messages: MeetingMessagePayload[] = [];
  if (ctx.calendarUrl) {
    const url = eventUrl(ctx.calendarUrl, meeting.id);
    // A calendar collection stores objects without METHOD (RFC 4791 4.1); the email keeps it (RFC 6047).
    messages.push(
      method === "CANCEL" ? { kind: "caldav-delete", url } : { kind: "caldav-put", url, ics: ics.replace(/^METHOD:.*\r?\n/m, "") },
    );
  }
  const subject = method === "CANCEL" ? fillText(ctx.labels.meetingCancelledTitle, { title }) : title;
  const theirTime = visitorTimeText(ctx.labels, ctx.business, meeting.start, meeting.details.visitorTimeZone);
  const link = method === "REQUEST" ? manageLink(ctx, meeting) : undefined;
  const visitorText = [description, theirTime, link && fillText(ctx.labels.meetingInviteLink, { link })].filter(Boolean).join("\n\n");
  messages.push({
    kind: "email",
    to: [{ email: meeting.details.email, name: meeting.details.name }],
    subject,
    text: visitorText,
    ics,
    method,
  });
  messages.push({
    kind: "email",
    to: [{ email: ctx.bookingAddress, name: ctx.companyName }],
    subject,
    text: [description, theirTime].filter(Boolean).join("\n\n"),
    ics,
    method,
  });
  return messages;
}
