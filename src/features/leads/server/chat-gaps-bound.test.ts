import { describe, expect, it } from "vitest";
import { MAX_CHAT_GAPS } from "./chat-gap-ledger.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";

describe("the SQLite lead store's content gaps", () => {
  it(`keep at most ${MAX_CHAT_GAPS} distinct questions`, async () => {
    let clock = 0;
    const store = openSqliteLeadStore(":memory:", { now: () => ++clock });
    try {
      await store.chatGaps?.record("asked twice");
      await store.chatGaps?.record("asked twice");
      for (let n = 0; n < MAX_CHAT_GAPS + 5; n++) await store.chatGaps?.record(`question ${n}`);
      const kept = (await store.chatGaps?.top()) ?? [];
      expect(kept).toHaveLength(MAX_CHAT_GAPS);
      expect(kept[0]).toMatchObject({ question: "asked twice", count: 2 });
      // The oldest of the questions asked once went first.
      expect(kept.map((gap) => gap.question)).not.toContain("question 5");
      expect(kept.map((gap) => gap.question)).toContain("question 6");
    } finally {
      await store.close();
    }
  });
});
