import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { Lead } from "../lead-kinds.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { SCHEMA_VERSION } from "./sqlite-schema.server.ts";

const newsletter = (email: string): Lead => ({ kind: "newsletter", fields: { email } });
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

  it("migrates a version 1 database: its leads stay, and suspect becomes possible", async () => {
    const path = tempDbPath();
    {
      mkdirSync(dirname(path), { recursive: true });
      const v1 = new DatabaseSync(path);
      v1.exec(`CREATE TABLE leads (
        id TEXT PRIMARY KEY, kind TEXT NOT NULL, fields TEXT NOT NULL, idempotency_key TEXT UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')), attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, last_error TEXT, provider_status INTEGER, provider_response TEXT,
        created_at INTEGER NOT NULL, delivered_at INTEGER) STRICT;
        INSERT INTO leads VALUES ('old-1', 'newsletter', '{"email":"old@example.com"}', 'k1', 'failed', 3, 0, 'HTTP 400', 400, '{}', 10, NULL);
        PRAGMA user_version = 1;`);
      v1.close();
    }
    const store = open(path);
    expect(await store.get("old-1")).toMatchObject({
      status: "failed",
      attempts: 3,
      idempotencyKey: "k1",
      fields: { email: "old@example.com" },
    });
    expect((await store.insert(newsletter("new@example.com"), { suspect: true })).lead.status).toBe("suspect");
    const check = new DatabaseSync(path);
    expect(check.prepare("PRAGMA user_version").get()?.user_version).toBe(SCHEMA_VERSION);
    check.close();
  });
});
