import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { MeetingHoldInput, MeetingLedger, MeetingMessagePayload } from "./meeting-ledger.server.ts";
import { SlotTakenError } from "./meeting-ledger.server.ts";
import { toHeldSpan, toMeeting, toMessage } from "./sqlite-meeting-ledger.server.ts";
import { inPostgresTransaction } from "../../../platform/postgres-transaction.server.ts";

/** PostgreSQL's answer when the exclusion constraint or the unique index refuses a hold. */
const CLASH_CODES = new Set(["23P01", "23505"]);

function isClash(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && CLASH_CODES.has(String(error.code));
}

type Queryable = Pick<pg.PoolClient, "query">;

async function queue(client: Queryable, meetingId: string, messages: readonly MeetingMessagePayload[], at: number): Promise<void> {
  for (const payload of messages) {
    await client.query(
      "INSERT INTO meeting_messages (id, meeting_id, payload, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4)",
      [randomUUID(), meetingId, JSON.stringify(payload), at],
    );
  }
}

/**
 * Inside the lead's transaction: holds the span and queues the messages. The constraint, not a prior
 * SELECT, decides, so two instances booking one slot at once end with one hold.
 */
export async function holdInTransaction(
  client: Queryable,
  leadId: string,
  input: MeetingHoldInput,
  messages: readonly MeetingMessagePayload[],
  at: number,
): Promise<void> {
  try {
    await client.query(
      `INSERT INTO meeting_holds (id, lead_id, start_at, end_at, held_until, sequence, status, details, created_at)
       VALUES ($1, $2, $3, $4, $5, 0, 'held', $6, $7)`,
      [input.id, leadId, input.start, input.end, input.heldUntil, JSON.stringify(input.details), at],
    );
  } catch (error) {
    if (isClash(error)) throw new SlotTakenError();
    throw error;
  }
  await queue(client, input.id, messages, at);
}

/** The meetings of the PostgreSQL lead store. */
export function postgresMeetingLedger(pool: pg.Pool, now: () => number): MeetingLedger {
  const inTransaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => inPostgresTransaction(pool, work);

  return {
    async heldBetween(from, to) {
      const { rows } = await pool.query(
        "SELECT id, start_at, end_at, held_until FROM meeting_holds WHERE status = 'held' AND start_at < $1 AND held_until > $2",
        [to, from],
      );
      return rows.map((row) => toHeldSpan(row as Record<string, unknown>));
    },
    async get(id) {
      const { rows } = await pool.query("SELECT * FROM meeting_holds WHERE id = $1", [id]);
      return rows[0] ? toMeeting(rows[0] as Record<string, unknown>) : undefined;
    },
    cancel: (id, sequence, messages) =>
      inTransaction(async (client) => {
        const result = await client.query(
          "UPDATE meeting_holds SET status = 'cancelled', sequence = sequence + 1 WHERE id = $1 AND sequence = $2 AND status = 'held'",
          [id, sequence],
        );
        if (!result.rowCount) return false;
        await queue(client, id, messages, now());
        return true;
      }),
    async move(id, sequence, span, messages) {
      try {
        return await inTransaction(async (client) => {
          const result = await client.query(
            `UPDATE meeting_holds SET start_at = $1, end_at = $2, held_until = $3, sequence = sequence + 1
             WHERE id = $4 AND sequence = $5 AND status = 'held'`,
            [span.start, span.end, span.heldUntil, id, sequence],
          );
          if (!result.rowCount) return "stale" as const;
          await queue(client, id, messages, now());
          return "moved" as const;
        });
      } catch (error) {
        if (isClash(error)) return "taken";
        throw error;
      }
    },
    async claimDueMessages(at, limit, leaseUntil) {
      const { rows } = await pool.query(
        `UPDATE meeting_messages SET next_attempt_at = $1 WHERE id IN (
           SELECT id FROM meeting_messages WHERE status = 'pending' AND next_attempt_at <= $2
           ORDER BY next_attempt_at, seq LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING *`,
        [leaseUntil, at, limit],
      );
      return rows.map((row) => toMessage(row as Record<string, unknown>));
    },
    async markMessageSent(id, attempts) {
      await pool.query("UPDATE meeting_messages SET status = 'sent', attempts = $1, last_error = NULL WHERE id = $2", [attempts, id]);
    },
    async markMessageRetry(id, attempts, nextAttemptAt, error) {
      await pool.query(
        "UPDATE meeting_messages SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4 AND status = 'pending'",
        [attempts, nextAttemptAt, error, id],
      );
    },
    async markMessageFailed(id, attempts, error) {
      await pool.query("UPDATE meeting_messages SET status = 'failed', attempts = $1, last_error = $2 WHERE id = $3", [
        attempts,
        error,
        id,
      ]);
    },
  };
}
