import { randomUUID } from "node:crypto";
import type { BusinessHours } from "../../../content/chat-data-shape.ts";
import { takenErrors } from "../meeting-calendar-words.ts";
import { freeRanges, isStartFree, type BusySpan, type MeetingAvailability } from "../meeting-free-times.ts";
import { bookableDays, checkBooking, checkMove, type SlotErrors } from "../meeting-offer.ts";
import type { MeetingSlot } from "../meeting-slots.ts";
import type { MeetingFields } from "../../leads/index.ts";
import type { BusySource } from "./busy-source.server.ts";
import { invitationMessages, type InvitationContext } from "./meeting-invitations.server.ts";
import type { HeldSpan, MeetingBooking, MeetingLedger, MeetingRecord } from "./meeting-ledger.server.ts";
import { readMeetingLink } from "./meeting-link.server.ts";

/** content/site.yaml `meetings:`. */
export interface MeetingRules {
  minutes: number;
  bufferMinutes: number;
  noticeHours: number;
}

export interface MeetingServiceOptions {
  ledger: MeetingLedger;
  busy: BusySource;
  rules: MeetingRules;
  invitations: InvitationContext;
  /** Told after a booking, move or cancellation queued messages, so they go out at once. */
  onQueued?: () => void;
  now?: () => number;
}

export type Preparation = { ok: true; booking: MeetingBooking | undefined } | { ok: false; errors: SlotErrors };

/** A meeting opened by a genuine, current link, with the free times it can move to. */
export interface ManagedMeeting {
  meeting: MeetingRecord;
  days: { slot: MeetingSlot; free: string[] }[];
}

/** `not-offered`: the new time is no slot the site offers (docs/decisions/0476); `taken`: it is, but not free. */
export type ChangeOutcome = "cancelled" | "moved" | "invalid" | "taken" | "not-offered";

export interface MeetingService {
  /** The calendar's busy spans and the held meetings, with the rules: what the chat checks times with. */
  availability(): Promise<MeetingAvailability & { reachable: boolean }>;
  /** Before a meeting lead is stored: its hold and invitations, or why the slot cannot be booked. */
  prepare(fields: MeetingFields, visitorTimeZone: string | undefined): Promise<Preparation>;
  /** The refusal for a time another booking took a moment ago, naming that day's free times (or the day full). */
  refusal(fields: MeetingFields): Promise<SlotErrors>;
  open(token: string): Promise<ManagedMeeting | undefined>;
  cancel(token: string): Promise<ChangeOutcome>;
  move(token: string, isoDate: string, time: string): Promise<ChangeOutcome>;
}

const MINUTE = 60_000;
const WINDOW_MS = 14 * 86_400_000;
/** The move page offers start times on this grid; a typed time in the chat may be any minute. */
const MOVE_STEP_MINUTES = 30;

/**
 * Meetings booked against the company's calendar (0471, 0473). The calendar says
 * what is busy; the held meetings in the lead store say what this site booked (its own events in the
 * calendar are recognised by their exact span and counted once); the store's transaction decides.
 */
export function createMeetingService(options: MeetingServiceOptions): MeetingService {
  const now = options.now ?? Date.now;
  const { rules, ledger } = options;
  const business: BusinessHours = options.invitations.business;

  /** Calendar spans without the site's own held meetings, plus those meetings, minus `except`. */
  async function busySpans(except?: string): Promise<{ spans: BusySpan[]; calendar: BusySpan[]; reachable: boolean }> {
    const at = now();
    const [answer, held] = await Promise.all([options.busy.busy(), ledger.heldBetween(at - WINDOW_MS, at + WINDOW_MS)]);
    const ours = (span: BusySpan) => held.some((h: HeldSpan) => h.start === span.start && h.end === span.end);
    const calendar = answer.spans.filter((span) => !ours(span));
    const holds = held.filter((h) => h.id !== except).map((h) => ({ start: h.start, end: h.end }));
    return { spans: [...calendar, ...holds], calendar, reachable: answer.reachable };
  }

  const availabilityOf = (busy: readonly BusySpan[]): MeetingAvailability => ({
    minutes: rules.minutes,
    bufferMinutes: rules.bufferMinutes,
    noticeMinutes: rules.noticeHours * 60,
    busy,
  });

  function span(start: number) {
    const end = start + rules.minutes * MINUTE;
    return { start, end, heldUntil: end + rules.bufferMinutes * MINUTE };
  }

  async function current(token: string): Promise<MeetingRecord | undefined> {
    const secret = options.invitations.linkSecret;
    const claims = secret ? readMeetingLink(token, secret, now()) : undefined;
    if (!claims) return undefined;
    const meeting = await ledger.get(claims.meetingId);
    // A link issued before the last change carries a spent sequence: it changes nothing.
    return meeting && meeting.status === "held" && meeting.sequence === claims.sequence ? meeting : undefined;
  }

  async function refusal(fields: MeetingFields): Promise<SlotErrors> {
    const { spans } = await busySpans();
    return takenErrors(options.invitations.labels, business, availabilityOf(spans), fields.meetingDate, fields.meetingTime, now());
  }

  return {
    async availability() {
      const { spans, reachable } = await busySpans();
      return { ...availabilityOf(spans), reachable };
    },
    async prepare(fields, visitorTimeZone) {
      // Only a slot the site offers is held; the lead service has refused any other already.
      const offered = checkBooking(fields, business, options.invitations.labels, now());
      if (!offered.ok) return offered;
      const { start } = offered;
      // Only the calendar is checked here: holds are the transaction's to refuse, so a resend of a
      // booked lead still finds its own lead (docs/decisions/0471).
      const { calendar } = await busySpans();
      if (!isStartFree(start, availabilityOf(calendar), now())) return { ok: false, errors: await refusal(fields) };
      const id = randomUUID();
      const details = { name: fields.name, email: fields.email, visitorTimeZone: visitorTimeZone ?? null };
      const hold = { id, ...span(start), details };
      const messages = invitationMessages(options.invitations, { ...hold, sequence: 0 }, "REQUEST");
      return { ok: true, booking: { hold, messages } };
    },
    refusal,
    async open(token) {
      const meeting = await current(token);
      if (!meeting) return undefined;
      const { spans } = await busySpans(meeting.id);
      const availability = availabilityOf(spans);
      const days = bookableDays(now(), business.timeZone).map((slot) => {
        const free: string[] = [];
        for (const range of freeRanges(slot.isoDate, availability, business, now())) {
          for (
            let minute = Math.ceil(range.from / MOVE_STEP_MINUTES) * MOVE_STEP_MINUTES;
            minute <= range.to;
            minute += MOVE_STEP_MINUTES
          ) {
            free.push(`${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, "0")}`);
          }
        }
        return { slot, free };
      });
      return { meeting, days };
    },
    async cancel(token) {
      const meeting = await current(token);
      if (!meeting) return "invalid";
      const next = { ...meeting, sequence: meeting.sequence + 1 };
      const done = await ledger.cancel(meeting.id, meeting.sequence, invitationMessages(options.invitations, next, "CANCEL"));
      if (done) options.onQueued?.();
      return done ? "cancelled" : "invalid";
    },
    async move(token, isoDate, clock) {
      const meeting = await current(token);
      if (!meeting) return "invalid";
      const start = checkMove(isoDate, clock, business, now());
      if (start === undefined) return "not-offered";
      const { spans } = await busySpans(meeting.id);
      if (!isStartFree(start, availabilityOf(spans), now())) return "taken";
      const moved = { ...meeting, ...span(start), sequence: meeting.sequence + 1 };
      const outcome = await ledger.move(meeting.id, meeting.sequence, moved, invitationMessages(options.invitations, moved, "REQUEST"));
      if (outcome === "moved") options.onQueued?.();
      return outcome === "stale" ? "invalid" : outcome;
    },
  };
}
