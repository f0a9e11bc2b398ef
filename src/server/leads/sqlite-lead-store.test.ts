import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { Lead } from "../../lib/lead-kinds.ts";
import type { LeadStore } from "./lead-store.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.ts";
import { SCHEMA_VERSION } from "./sqlite-schema.ts";

const meeting: Lead = {
  kind: "meeting",
  fields: { name: "Kay", email: "kay@example.com", meetingDate: "Monday", meetingTime: "10 AM" },
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "leads-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "nested", "leads.db");
}

function open(path = ":memory:", now?: () => number): LeadStore {
  const store = openSqliteLeadStore(path, now ? { now } : {});
  cleanups.push(() => store.close());
  return store;
}

/** What only the SQLite file does; what every store does is in lead-store-contract.test.ts. */
describe("SQLite lead store", () => {
  it("survives a reopen of the file, and creates its parent folder", async () => {
    const path = tempDbPath();
    const first = openSqliteLeadStore(path);
    const { lead } = await first.insert(meeting, { idempotencyKey: "k" });
    await first.close();
    const second = open(path);
    expect(await second.get(lead.id)).toEqual(lead);
    expect((await second.insert(meeting, { idempotencyKey: "k" })).created).toBe(false);
  });

  it("a stored lead is committed: another connection sees it at once", async () => {
    const path = tempDbPath();
    const writer = open(path);
    const reader = open(path);
    const { lead } = await writer.insert(meeting);
    expect(await reader.get(lead.id)).toEqual(lead);
  });

  it("a failing insert rolls back and leaves nothing behind", async () => {
    const path = tempDbPath();
    const store = open(path);
    // A trigger stands in for any failure after the row is written (disk full, constraint, ...).
    const db = new DatabaseSync(path);
    db.exec("CREATE TRIGGER fail AFTER INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END;");
    db.close();
    await expect(store.insert(meeting)).rejects.toThrow(/disk full/);
    expect(await store.list()).toEqual([]);
  });

  it("sets WAL, FULL sync and the schema version", () => {
    const path = tempDbPath();
    open(path);
    const db = new DatabaseSync(path);
    cleanups.push(() => db.close());
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: SCHEMA_VERSION });
  });

  it("refuses a database from a newer version of the code", () => {
    const path = tempDbPath();
    open(path);
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openSqliteLeadStore(path)).toThrow(/newer/);
  });
});
