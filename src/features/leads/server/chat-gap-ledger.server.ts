/**
 * The chat's content gaps, kept in the lead store's database beside the leads (docs/decisions/0529-content-gaps.md):
 * one row per distinct question the site did not answer, already folded and stripped of anything personal by
 * the assistant, with how often and when it was asked. Bounded: past MAX_CHAT_GAPS questions, the least asked
 * and then the longest unasked go first.
 */

/** Distinct questions kept at most. */
export const MAX_CHAT_GAPS = 2_000;

export interface ChatGap {
  question: string;
  count: number;
  /** Epoch ms. */
  firstSeen: number;
  lastSeen: number;
}

/** `since`: only questions last asked at or after this time (epoch ms). */
export type ChatGapFilter = { limit?: number; since?: number };

export interface ChatGapLedger {
  /** Counts one more asking of `question` at `at` (epoch ms, default now), and evicts past the bound. */
  record(question: string, at?: number): Promise<void>;
  /** The most asked first, then the most recently asked. */
  top(filter?: ChatGapFilter): Promise<ChatGap[]>;
}

/** A row of chat_gaps as the ledger returns it; bigints from PostgreSQL come as text. */
export function toChatGap(row: Record<string, unknown>): ChatGap {
  return {
    question: String(row.question),
    count: Number(row.count),
    firstSeen: Number(row.first_seen),
    lastSeen: Number(row.last_seen),
  };
}
