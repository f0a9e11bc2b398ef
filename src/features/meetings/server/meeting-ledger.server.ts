/**
 * The meetings half of the lead store: one hold per booked meeting, written in
 * the same transaction as its lead, and the invitations waiting to go out (an outbox of their own with
 * the leads' retry policy). SQLite and PostgreSQL keep the same promises: two holds whose spans touch
 * never both exist, whatever the number of server instances.
 */

/** Who and what, kept with the hold so a move or a cancellation can write the invitations again. */
export interface MeetingDetails {
  name: string;
  email: string;
  /** The visitor's IANA time zone, when the browser sent one. */
  visitorTimeZone: string | null;
}

export interface MeetingHoldInput {
  id: string;
  /** The meeting, epoch ms, end exclusive. */
  start: number;
  end: number;
  /** The end plus the buffer: the span no other hold may touch. */
  heldUntil: number;
  details: MeetingDetails;
}

/** A held meeting's span: the meeting itself, and with its buffer. */
export type HeldSpan = Pick<MeetingHoldInput, "id" | "start" | "end" | "heldUntil">;

export interface MeetingRecord extends MeetingHoldInput {
  leadId: string;
  /** Raised by every move and cancellation: the invitation's SEQUENCE, and what a link must carry to count. */
  sequence: number;
  status: "held" | "cancelled";
}

/** One thing to send for a meeting: a calendar write or an invitation email. */
export type MeetingMessagePayload =
  | { kind: "caldav-put"; url: string; ics: string }
  | { kind: "caldav-delete"; url: string }
  | { kind: "email"; to: { email: string; name: string }[]; subject: string; text: string; ics: string; method: "REQUEST" | "CANCEL" };

export interface MeetingMessage {
  id: string;
  meetingId: string;
  payload: MeetingMessagePayload;
  attempts: number;
}

/** A meeting lead's hold and invitations, stored in the lead's own transaction. */
export type MeetingBooking = { hold: MeetingHoldInput; messages: MeetingMessagePayload[] };

export type MoveOutcome = "moved" | "stale" | "taken";

export interface MeetingLedger {
  /** Held meetings overlapping [from, to). */
  heldBetween(from: number, to: number): Promise<HeldSpan[]>;
  get(id: string): Promise<MeetingRecord | undefined>;
  /** Cancels a held meeting still at `sequence`, and queues `messages` in the same transaction; false when stale. */
  cancel(id: string, sequence: number, messages: MeetingMessagePayload[]): Promise<boolean>;
  /** Moves a held meeting still at `sequence` to a span no other hold touches, queuing `messages` with it. */
  move(
    id: string,
    sequence: number,
    span: Pick<MeetingHoldInput, "start" | "end" | "heldUntil">,
    messages: MeetingMessagePayload[],
  ): Promise<MoveOutcome>;
  /** Takes up to `limit` messages due at `now`, leased until `leaseUntil` (as the leads' claimDue). */
  claimDueMessages(now: number, limit: number, leaseUntil: number): Promise<MeetingMessage[]>;
  markMessageSent(id: string, attempts: number): Promise<void>;
  markMessageRetry(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  markMessageFailed(id: string, attempts: number, error: string): Promise<void>;
}

/** Thrown inside the lead's transaction when the hold would touch another: nothing of the lead is stored. */
export class SlotTakenError extends Error {
  constructor() {
    super("The meeting time is already held");
    this.name = "SlotTakenError";
  }
}
