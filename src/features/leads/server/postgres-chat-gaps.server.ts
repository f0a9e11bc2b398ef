import type pg from "pg";
import { MAX_CHAT_GAPS, toChatGap, type ChatGapLedger } from "./chat-gap-ledger.server.ts";

/**
 * The content gaps of the PostgreSQL lead store. Two instances counting at once each add one; the bound
 * may be passed by a row for a moment, until the next question is counted.
 */
export function postgresChatGapLedger(pool: pg.Pool, now: () => number, max = MAX_CHAT_GAPS): ChatGapLedger {
  return {
    async record(question, at = now()) {
      await pool.query(
        `INSERT INTO chat_gaps (question, count, first_seen, last_seen) VALUES ($1, 1, $2, $2)
         ON CONFLICT (question) DO UPDATE SET count = chat_gaps.count + 1, last_seen = greatest(chat_gaps.last_seen, excluded.last_seen)`,
        [question, at],
      );
      await pool.query(
        `DELETE FROM chat_gaps WHERE question IN (
           SELECT question FROM chat_gaps WHERE question <> $1 ORDER BY count DESC, last_seen DESC OFFSET $2)`,
        [question, max - 1],
      );
    },
    async top({ limit, since } = {}) {
      const { rows } = await pool.query("SELECT * FROM chat_gaps WHERE last_seen >= $1 ORDER BY count DESC, last_seen DESC LIMIT $2", [
        since ?? 0,
        limit === undefined ? null : Math.max(0, Math.floor(limit)),
      ]);
      return rows.map((row) => toChatGap(row as Record<string, unknown>));
    },
  };
}
