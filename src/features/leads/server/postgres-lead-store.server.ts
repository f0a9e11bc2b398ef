import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Lead } from "../lead-kinds.ts";
import type { LeadRecord, LeadStore } from "./lead-store.server.ts";
import type { MeetingBooking } from "../../meetings/server/index.server.ts";
import { migratePostgres } from "./postgres-schema.server.ts";
import { inPostgresTransaction } from "../../../platform/postgres-transaction.server.ts";
import { postgresChatGapLedger } from "./postgres-chat-gaps.server.ts";
import { postgresVisitLedger } from "../../visits/server/index.server.ts";
import { postgresApplicationLedger } from "../../applications/server/index.server.ts";
import { rowToRecord } from "./sqlite-schema.server.ts";
import { SUMMARY_SQL, summarise } from "./outbox-summary.server.ts";
import { holdInTransaction, postgresMeetingLedger } from "../../meetings/server/index.server.ts";

export type PostgresLeadStoreOptions = {
  /** Clock for createdAt and requeue times; tests pass a fake one. */
  now?: () => number;
  /** Connections this instance keeps open at most. */
  maxConnections?: number;
};

const BIGINT_COLUMNS = ["next_attempt_at", "created_at", "delivered_at", "seq"];

/** pg returns bigint columns as text; epoch milliseconds are safe integers, so they become numbers. */
function toRecord(row: Record<string, unknown>): LeadRecord {
  const normalised: Record<string, string | number | null> = {};
  for (const [column, value] of Object.entries(row)) {
    normalised[column] = BIGINT_COLUMNS.includes(column) && value !== null ? Number(value) : (value as string | number | null);
  }
  return rowToRecord(normalised);
}

/** The URL without its password, for logs. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparsable URL)";
  }
}

/**
 * The lead outbox in a shared PostgreSQL database, for several server instances at once
 * (docs/decisions/0020-postgresql-outbox.md). It keeps the SQLite store's promises: an insert resolves
 * after its commit, an idempotency key is unique across instances, and `claimDue` leases leads with
 * `FOR UPDATE SKIP LOCKED`, so two instances never hold the same lead and a crashed instance's lead
 * comes back when its lease runs out. Migrations run when the store opens.
 */
export async function openPostgresLeadStore(url: string, options: PostgresLeadStoreOptions = {}): Promise<LeadStore> {
  const now = options.now ?? Date.now;
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 5 });
  // An idle connection that the server drops must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    await migratePostgres(client);
  } finally {
    client.release();
  }

  const query = async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Record<string, unknown>[];
  const one = async (text: string, values: unknown[]) => {
    const [row] = await query(text, values);
    return row ? toRecord(row) : undefined;
  };

  async function insertWithHold(sql: string, values: unknown[], meeting: MeetingBooking, at: number) {
    return inPostgresTransaction(pool, async (client) => {
      const [row] = (await client.query(sql, values)).rows as Record<string, unknown>[];
      const record = row ? toRecord(row) : undefined;
      if (record) await holdInTransaction(client, record.id, meeting.hold, meeting.messages, at);
      return record;
    });
  }

  let closed = false;
  return {
    location: describePostgresUrl(url),
    meetings: postgresMeetingLedger(pool, now),
    chatGaps: postgresChatGapLedger(pool, now),
    visits: postgresVisitLedger(pool),
    applications: postgresApplicationLedger(pool, now),
    async insert(lead: Lead, { idempotencyKey = null, suspect = false, attribution = null, meeting } = {}) {
      const at = now();
      const values = [
        randomUUID(),
        lead.kind,
        JSON.stringify(lead.fields),
        idempotencyKey,
        suspect ? "suspect" : "pending",
        at,
        attribution ? JSON.stringify(attribution) : null,
      ];
      const insertSql = `INSERT INTO leads (id, kind, fields, idempotency_key, status, attempts, next_attempt_at, created_at, attribution)
         VALUES ($1, $2, $3, $4, $5, 0, $6, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`;
      // One statement is one transaction: the row is committed when the promise resolves. A meeting's
      // hold and invitations join the lead in one explicit transaction.
      const inserted = meeting ? await insertWithHold(insertSql, values, meeting, at) : await one(insertSql, values);
      if (inserted) return { lead: inserted, created: true };
      // No row means the key was taken (possibly by another instance a moment ago): answer with that lead.
      const existing = await one("SELECT * FROM leads WHERE idempotency_key = $1", [idempotencyKey]);
      if (!existing) throw new Error("Lead insert did not persist");
      return { lead: existing, created: false };
    },
    get: (id) => one("SELECT * FROM leads WHERE id = $1", [id]),
    async list({ status, limit, since } = {}) {
      const rows = await query(
        `SELECT * FROM leads WHERE ($1::text IS NULL OR status = $1) AND ($3::bigint IS NULL OR created_at >= $3)
         ORDER BY created_at DESC, seq DESC LIMIT $2`,
        [status ?? null, limit === undefined ? null : Math.max(0, Math.floor(limit)), since ?? null],
      );
      return rows.map(toRecord);
    },
    async claimDue(at, limit, leaseUntil) {
      const rows = await query(
        `UPDATE leads SET next_attempt_at = $1 WHERE id IN (
           SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= $2
           ORDER BY next_attempt_at, created_at LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING *`,
        [leaseUntil, at, limit],
      );
      return rows.map(toRecord).sort((a, b) => a.createdAt - b.createdAt);
    },
    async markDelivered(id, u) {
      await query(
        `UPDATE leads SET status = 'delivered', attempts = $1, delivered_at = $2, last_error = NULL,
           provider_status = $3, provider_response = $4 WHERE id = $5`,
        [u.attempts, u.deliveredAt, u.providerStatus, u.providerResponse, id],
      );
    },
    async markRetry(id, u) {
      await query(
        `UPDATE leads SET attempts = $1, next_attempt_at = $2, last_error = $3, provider_status = $4,
           provider_response = $5 WHERE id = $6 AND status = 'pending'`,
        [u.attempts, u.nextAttemptAt, u.lastError, u.providerStatus, u.providerResponse, id],
      );
    },
    async markFailed(id, u) {
      await query(
        `UPDATE leads SET status = 'failed', attempts = $1, last_error = $2, provider_status = $3,
           provider_response = $4, failed_at = $5 WHERE id = $6`,
        [u.attempts, u.reason, u.providerStatus, u.providerResponse, now(), id],
      );
    },
    requeue: (id) =>
      one("UPDATE leads SET status = 'pending', next_attempt_at = $1 WHERE id = $2 AND status IN ('pending', 'failed') RETURNING *", [
        now(),
        id,
      ]),
    async requeueAllFailed() {
      const result = await pool.query("UPDATE leads SET status = 'pending', next_attempt_at = $1 WHERE status = 'failed'", [now()]);
      return result.rowCount ?? 0;
    },
    release: (id) =>
      one("UPDATE leads SET status = 'pending', next_attempt_at = $1 WHERE id = $2 AND status = 'suspect' RETURNING *", [now(), id]),
    async releaseAllSuspect() {
      const result = await pool.query("UPDATE leads SET status = 'pending', next_attempt_at = $1 WHERE status = 'suspect'", [now()]);
      return result.rowCount ?? 0;
    },
    async purgeSuspects(before) {
      const result = await pool.query("DELETE FROM leads WHERE status = 'suspect' AND created_at < $1", [before]);
      return result.rowCount ?? 0;
    },
    summary: async () => summarise(await query(SUMMARY_SQL)),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
