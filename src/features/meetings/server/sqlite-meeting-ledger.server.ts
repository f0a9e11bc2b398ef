import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type {
  HeldSpan,
  MeetingHoldInput,
  MeetingLedger,
  MeetingMessage,
  MeetingMessagePayload,
  MeetingRecord,
} from "./meeting-ledger.server.ts";
import { SlotTakenError } from "./meeting-ledger.server.ts";

/** The meetings of the SQLite lead store; `transaction` is the store's own BEGIN IMMEDIATE wrapper. */
export function sqliteMeetingLedger(db: DatabaseSync, transaction: <T>(work: () => T) => T, now: () => number) {
  const touching = db.prepare("SELECT 1 FROM meeting_holds WHERE status = 'held' AND start_at < ? AND held_until > ? AND id <> ? LIMIT 1");
  const insertHold = db.prepare(
    `INSERT INTO meeting_holds (id, lead_id, start_at, end_at, held_until, sequence, status, details, created_at)
     VALUES (?, ?, ?, ?, ?, 0, 'held', ?, ?)`,
  );
  const insertMessage = db.prepare(
    "INSERT INTO meeting_messages (id, meeting_id, payload, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', 0, ?, ?)",
  );
  const selectHold = db.prepare("SELECT * FROM meeting_holds WHERE id = ?");

  function queue(meetingId: string, messages: readonly MeetingMessagePayload[]): void {
    for (const payload of messages) insertMessage.run(randomUUID(), meetingId, JSON.stringify(payload), now(), now());
  }

  /** Inside the lead's transaction: refuses a span another hold touches, then holds it and queues its messages. */
  function hold(leadId: string, input: MeetingHoldInput, messages: readonly MeetingMessagePayload[]): void {
    if (touching.get(input.heldUntil, input.start, input.id)) throw new SlotTakenError();
    insertHold.run(input.id, leadId, input.start, input.end, input.heldUntil, JSON.stringify(input.details), now());
    queue(input.id, messages);
  }

  const ledger: MeetingLedger = {
    async heldBetween(from, to) {
      const rows = db
        .prepare("SELECT id, start_at, end_at, held_until FROM meeting_holds WHERE status = 'held' AND start_at < ? AND held_until > ?")
        .all(to, from);
      return rows.map(toHeldSpan);
    },
    async get(id) {
      const row = selectHold.get(id);
      return row ? toMeeting(row) : undefined;
    },
    async cancel(id, sequence, messages) {
      return transaction(() => {
        const { changes } = db
          .prepare(
            "UPDATE meeting_holds SET status = 'cancelled', sequence = sequence + 1 WHERE id = ? AND sequence = ? AND status = 'held'",
          )
          .run(id, sequence);
        if (Number(changes) === 0) return false;
        queue(id, messages);
        return true;
      });
    },
    async move(id, sequence, span, messages) {
      return transaction(() => {
        const current = selectHold.get(id);
        if (!current || current.status !== "held" || Number(current.sequence) !== sequence) return "stale";
        if (touching.get(span.heldUntil, span.start, id)) return "taken";
        db.prepare("UPDATE meeting_holds SET start_at = ?, end_at = ?, held_until = ?, sequence = sequence + 1 WHERE id = ?").run(
          span.start,
          span.end,
          span.heldUntil,
          id,
        );
        queue(id, messages);
        return "moved";
      });
    },
    async claimDueMessages(at, limit, leaseUntil) {
      const rows = db
        .prepare(
          `UPDATE meeting_messages SET next_attempt_at = ? WHERE id IN (
             SELECT id FROM meeting_messages WHERE status = 'pending' AND next_attempt_at <= ?
             ORDER BY next_attempt_at, created_at, rowid LIMIT ?) RETURNING *`,
        )
        .all(leaseUntil, at, limit);
      return rows.map(toMessage);
    },
    async markMessageSent(id, attempts) {
      db.prepare("UPDATE meeting_messages SET status = 'sent', attempts = ?, last_error = NULL WHERE id = ?").run(attempts, id);
    },
    async markMessageRetry(id, attempts, nextAttemptAt, error) {
      db.prepare("UPDATE meeting_messages SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'").run(
        attempts,
        nextAttemptAt,
        error,
        id,
      );
    },
    async markMessageFailed(id, attempts, error) {
      db.prepare("UPDATE meeting_messages SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?").run(attempts, error, id);
    },
  };
  return { ledger, hold };
}

export function toMeeting(row: Record<string, unknown>): MeetingRecord {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    start: Number(row.start_at),
    end: Number(row.end_at),
    heldUntil: Number(row.held_until),
    sequence: Number(row.sequence),
    status: row.status === "cancelled" ? "cancelled" : "held",
    details: JSON.parse(String(row.details)) as MeetingRecord["details"],
  };
}

export function toMessage(row: Record<string, unknown>): MeetingMessage {
  return {
    id: String(row.id),
    meetingId: String(row.meeting_id),
    payload: JSON.parse(String(row.payload)) as MeetingMessagePayload,
    attempts: Number(row.attempts),
  };
}

export function toHeldSpan(row: Record<string, unknown>): HeldSpan {
  return { id: String(row.id), start: Number(row.start_at), end: Number(row.end_at), heldUntil: Number(row.held_until) };
}
