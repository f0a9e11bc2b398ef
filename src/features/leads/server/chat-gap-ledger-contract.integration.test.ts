/**
 * The content gaps keep the same promises in the SQLite file and in a shared PostgreSQL database
 * (docs/decisions/0529-content-gaps.md): counted per question, listed most asked first, bounded.
 */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { storeDatabases } from "../../../../tests/fixtures/store-databases.ts";
import type { ChatGapLedger } from "./chat-gap-ledger.server.ts";
import { openPostgresLeadStore } from "./postgres-lead-store.server.ts";
import { postgresChatGapLedger } from "./postgres-chat-gaps.server.ts";
import { sqliteChatGapLedger } from "./sqlite-chat-gaps.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { migrate } from "./sqlite-schema.server.ts";

const { database, afterTest } = storeDatabases("gaps");

type Opener = (max: number) => Promise<ChatGapLedger>;

const ledgers: [string, Opener][] = [
  [
    "SQLite",
    async (max) => {
      const db = new DatabaseSync(":memory:");
      migrate(db);
      afterTest(() => db.close());
      return sqliteChatGapLedger(db, (work) => work(), Date.now, max);
    },
  ],
  [
    "PostgreSQL",
    async (max) => {
      const url = await database();
      // Opening the store runs the migrations.
      await (await openPostgresLeadStore(url)).close();
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      afterTest(() => pool.end());
      return postgresChatGapLedger(pool, Date.now, max);
    },
  ],
];

describe.each(ledgers)("%s content gaps", (_name, open) => {
  it("counts each question, keeps when it was first and last asked, and lists the most asked first", async () => {
    const gaps = await open(10);
    await gaps.record("do you repair pizza ovens", 1_000);
    await gaps.record("do you have an office in berlin", 2_000);
    await gaps.record("do you repair pizza ovens", 3_000);
    await gaps.record("what is your sla for [name]", 4_000);
    expect(await gaps.top()).toEqual([
      { question: "do you repair pizza ovens", count: 2, firstSeen: 1_000, lastSeen: 3_000 },
      { question: "what is your sla for [name]", count: 1, firstSeen: 4_000, lastSeen: 4_000 },
      { question: "do you have an office in berlin", count: 1, firstSeen: 2_000, lastSeen: 2_000 },
    ]);
    expect((await gaps.top({ limit: 1 })).map((gap) => gap.question)).toEqual(["do you repair pizza ovens"]);
    expect((await gaps.top({ since: 3_500 })).map((gap) => gap.question)).toEqual(["what is your sla for [name]"]);
  });

  it("keeps at most its bound of questions, evicting the least asked and then the longest unasked", async () => {
    const gaps = await open(3);
    await gaps.record("asked twice long ago", 1_000);
    await gaps.record("asked twice long ago", 1_500);
    await gaps.record("once, oldest", 2_000);
    await gaps.record("once, newer", 3_000);
    await gaps.record("new one", 4_000);
    expect((await gaps.top()).map((gap) => gap.question)).toEqual(["asked twice long ago", "new one", "once, newer"]);
    // A full ledger still takes a new question: the newest is never the one evicted.
    await gaps.record("newest", 5_000);
    expect((await gaps.top()).map((gap) => gap.question)).toEqual(["asked twice long ago", "newest", "new one"]);
  });
});

describe("the lead stores' content gaps", () => {
  it("are kept in the lead database, through each store", async () => {
    const sqlite = openSqliteLeadStore(":memory:", { now: () => 7_000 });
    const postgresStore = await openPostgresLeadStore(await database(), { now: () => 7_000 });
    afterTest(() => sqlite.close());
    afterTest(() => postgresStore.close());
    for (const store of [sqlite, postgresStore]) {
      await store.chatGaps?.record("do you repair pizza ovens");
      expect(await store.chatGaps?.top()).toEqual([{ question: "do you repair pizza ovens", count: 1, firstSeen: 7_000, lastSeen: 7_000 }]);
    }
  });
});
