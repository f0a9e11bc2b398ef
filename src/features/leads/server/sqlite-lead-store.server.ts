import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import type { Lead } from "../lead-kinds.ts";
import type { LeadStore, LeadRecord } from "./lead-store.server.ts";
import { SUMMARY_SQL, summarise } from "./outbox-summary.server.ts";
import { preparePrivateFiles } from "./private-files.server.ts";
import { migrate, rowToRecord } from "./sqlite-schema.server.ts";
import { sqliteMeetingLedger } from "../../meetings/server/index.server.ts";
import { sqliteChatGapLedger } from "./sqlite-chat-gaps.server.ts";
import { sqliteVisitLedger } from "../../visits/server/index.server.ts";
import { sqliteApplicationLedger } from "../../applications/server/index.server.ts";

export type SqliteLeadStoreOptions = {
  /** Clock for createdAt and requeue times; tests pass a fake one. */
  now?: () => number;
  /** How long a writer waits for another process's lock before failing (ms). */
  busyTimeoutMs?: number;
};

/**
 * Opens (and creates if needed) the SQLite lead outbox at `path`; ':memory:' works for tests.
 * WAL with synchronous=FULL: a committed lead survives a power cut, and readers (the operator CLI)
 * never block the server's writes.
 */
export function openSqliteLeadStore(path: string, options: SqliteLeadStoreOptions = {}): LeadStore {
  const now = options.now ?? Date.now;
  if (path !== ":memory:") for (const warning of preparePrivateFiles(path)) console.warn(`[leads] Warning: ${warning}`);
  const db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? 5000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  migrate(db);

  // BEGIN IMMEDIATE takes the write lock up front, so two processes cannot both pass the key check.
  function transaction<T>(work: () => T): T {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  const selectById = db.prepare("SELECT * FROM leads WHERE id = ?");
  const selectByKey = db.prepare("SELECT * FROM leads WHERE idempotency_key = ?");
  const insertLead = db.prepare(
    `INSERT INTO leads (id, kind, fields, idempotency_key, status, attempts, next_attempt_at, created_at, attribution)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );

  const selectSummary = db.prepare(SUMMARY_SQL);
  const meetings = sqliteMeetingLedger(db, transaction, now);

  function get(id: string): LeadRecord | undefined {
    const row = selectById.get(id);
    return row ? rowToRecord(row) : undefined;
  }

  /** Puts one lead matching `statusIs` back in the queue, due now; the lead then, or undefined. */
  function requeueOne(id: string, statusIs: string): LeadRecord | undefined {
    const sql = `UPDATE leads SET status = 'pending', next_attempt_at = ? WHERE id = ? AND ${statusIs}`;
    return Number(db.prepare(sql).run(now(), id).changes) > 0 ? get(id) : undefined;
  }

  /** Puts every lead of `status` back in the queue, due now; how many. */
  function requeueEvery(status: "failed" | "suspect"): number {
    return Number(db.prepare("UPDATE leads SET status = 'pending', next_attempt_at = ? WHERE status = ?").run(now(), status).changes);
  }

  return {
    location: path,
    meetings: meetings.ledger,
    chatGaps: sqliteChatGapLedger(db, transaction, now),
    visits: sqliteVisitLedger(db, transaction),
    applications: sqliteApplicationLedger(db, transaction, now),
    async insert(lead: Lead, { idempotencyKey = null, suspect = false, attribution = null, meeting } = {}) {
      return transaction(() => {
        const id = randomUUID();
        const at = now();
        const status = suspect ? "suspect" : "pending";
        const { changes } = insertLead.run(
          id,
          lead.kind,
          JSON.stringify(lead.fields),
          idempotencyKey,
          status,
          at,
          at,
          attribution ? JSON.stringify(attribution) : null,
        );
        // No row inserted means the UNIQUE idempotency key was already used: answer with that lead.
        const row = Number(changes) > 0 ? selectById.get(id) : selectByKey.get(idempotencyKey);
        if (!row) throw new Error("Lead insert did not persist");
        // The hold is written with its lead or not at all: a clash throws and rolls the lead back (docs/decisions/0471).
        if (meeting && Number(changes) > 0) meetings.hold(id, meeting.hold, meeting.messages);
        return { lead: rowToRecord(row), created: Number(changes) > 0 };
      });
    },
    async get(id) {
      return get(id);
    },
    async list({ status, limit, since } = {}) {
      const conditions = [...(status ? ["status = ?"] : []), ...(since !== undefined ? ["created_at >= ?"] : [])];
      const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
      const params = [...(status ? [status] : []), ...(since !== undefined ? [since] : [])];
      const bounded = limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(limit))}` : "";
      const rows = db.prepare(`SELECT * FROM leads ${where} ORDER BY created_at DESC, rowid DESC${bounded}`).all(...params);
      return rows.map(rowToRecord);
    },
    async claimDue(at, limit, leaseUntil) {
      const rows = db
        .prepare(
          `UPDATE leads SET next_attempt_at = ? WHERE id IN (
             SELECT id FROM leads WHERE status = 'pending' AND next_attempt_at <= ?
             ORDER BY next_attempt_at, created_at LIMIT ?) RETURNING *`,
        )
        .all(leaseUntil, at, limit);
      // RETURNING gives no order guarantee; oldest first keeps forwarding fair.
      return rows.map(rowToRecord).sort((a, b) => a.createdAt - b.createdAt);
    },
    async markDelivered(id, u) {
      db.prepare(
        `UPDATE leads SET status = 'delivered', attempts = ?, delivered_at = ?, last_error = NULL,
           provider_status = ?, provider_response = ? WHERE id = ?`,
      ).run(u.attempts, u.deliveredAt, u.providerStatus, u.providerResponse, id);
    },
    async markRetry(id, u) {
      db.prepare(
        `UPDATE leads SET attempts = ?, next_attempt_at = ?, last_error = ?, provider_status = ?,
           provider_response = ? WHERE id = ? AND status = 'pending'`,
      ).run(u.attempts, u.nextAttemptAt, u.lastError, u.providerStatus, u.providerResponse, id);
    },
    async markFailed(id, u) {
      db.prepare(
        `UPDATE leads SET status = 'failed', attempts = ?, last_error = ?, provider_status = ?,
           provider_response = ?, failed_at = ? WHERE id = ?`,
      ).run(u.attempts, u.reason, u.providerStatus, u.providerResponse, now(), id);
    },
    async requeue(id) {
      return requeueOne(id, "status IN ('pending', 'failed')");
    },
    async requeueAllFailed() {
      return requeueEvery("failed");
    },
    async release(id) {
      return requeueOne(id, "status = 'suspect'");
    },
    async releaseAllSuspect() {
      return requeueEvery("suspect");
    },
    async purgeSuspects(before) {
      const result = db.prepare("DELETE FROM leads WHERE status = 'suspect' AND created_at < ?").run(before);
      return Number(result.changes);
    },
    async summary() {
      return summarise(selectSummary.all());
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
