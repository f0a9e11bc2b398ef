import type { DatabaseSync } from "node:sqlite";
import { MAX_CHAT_GAPS, toChatGap, type ChatGapLedger } from "./chat-gap-ledger.server.ts";

/** The content gaps of the SQLite lead store; `transaction` is the store's own BEGIN IMMEDIATE wrapper. */
export function sqliteChatGapLedger(
  db: DatabaseSync,
  transaction: <T>(work: () => T) => T,
  now: () => number,
  max = MAX_CHAT_GAPS,
): ChatGapLedger {
  const upsert = db.prepare(
    `INSERT INTO chat_gaps (question, count, first_seen, last_seen) VALUES (?, 1, ?, ?)
     ON CONFLICT (question) DO UPDATE SET count = count + 1, last_seen = max(last_seen, excluded.last_seen)`,
  );
  // The question just counted stays: it is the newest, and a full table must still take new ones.
  const evict = db.prepare(
    `DELETE FROM chat_gaps WHERE question IN (
       SELECT question FROM chat_gaps WHERE question <> ? ORDER BY count DESC, last_seen DESC LIMIT -1 OFFSET ?)`,
  );
  return {
    async record(question, at = now()) {
      transaction(() => {
        upsert.run(question, at, at);
        evict.run(question, max - 1);
      });
    },
    async top({ limit, since } = {}) {
      const rows = db
        .prepare(
          `SELECT * FROM chat_gaps WHERE last_seen >= ? ORDER BY count DESC, last_seen DESC
           LIMIT ${limit === undefined ? -1 : Math.max(0, Math.floor(limit))}`,
        )
        .all(since ?? 0);
      return rows.map((row) => toChatGap(row));
    },
  };
}
