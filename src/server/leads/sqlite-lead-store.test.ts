import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { Lead } from "../../lib/lead-kinds.ts";
import type { LeadStore } from "./lead-store.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.ts";
import { SCHEMA_VERSION } from "./sqlite-schema.ts";

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

describe("SQLite lead store", () => {
  it("inserts a pending lead with its fields and reads it back", async () => {
    const store = open(":memory:", () => 1_000);
    const { lead, created } = await store.insert(meeting);
    expect(created).toBe(true);
    expect(lead).toMatchObject({
      ...meeting,
      status: "pending",
      attempts: 0,
      nextAttemptAt: 1_000,
      createdAt: 1_000,
      deliveredAt: null,
      idempotencyKey: null,
    });
    expect(lead.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.get(lead.id)).toEqual(lead);
    expect(await store.get("missing")).toBeUndefined();
  });

  it("an idempotency key makes a repeated submission one lead", async () => {
    const store = open();
    const first = await store.insert(newsletter("a@example.com"), { idempotencyKey: "k-1" });
    const again = await store.insert(newsletter("other@example.com"), { idempotencyKey: "k-1" });
    expect(again).toEqual({ lead: first.lead, created: false });
    await store.insert(newsletter("b@example.com"));
    await store.insert(newsletter("c@example.com"));
    expect(await store.list()).toHaveLength(3);
  });

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

  it("lists newest first, filtered by status, with a limit", async () => {
    let clock = 0;
    const store = open(":memory:", () => ++clock);
    const a = (await store.insert(newsletter("a@example.com"))).lead;
    const b = (await store.insert(newsletter("b@example.com"))).lead;
    const c = (await store.insert(newsletter("c@example.com"))).lead;
    await store.markFailed(b.id, { attempts: 1, reason: "HTTP 400", providerStatus: 400, providerResponse: "{}" });
    expect((await store.list()).map((l) => l.id)).toEqual([c.id, b.id, a.id]);
    expect((await store.list({ limit: 2 })).map((l) => l.id)).toEqual([c.id, b.id]);
    expect((await store.list({ status: "pending" })).map((l) => l.id)).toEqual([c.id, a.id]);
    expect((await store.list({ status: "failed" })).map((l) => l.id)).toEqual([b.id]);
  });

  it("claims only due pending leads, and leases them", async () => {
    const store = open(":memory:", () => 100);
    const due = (await store.insert(newsletter("due@example.com"))).lead;
    const later = (await store.insert(newsletter("later@example.com"))).lead;
    await store.markRetry(later.id, { attempts: 1, nextAttemptAt: 500, lastError: "HTTP 503", providerStatus: 503, providerResponse: "" });
    const claimed = await store.claimDue(200, 10, 10_000);
    expect(claimed.map((l) => l.id)).toEqual([due.id]);
    expect(claimed[0]?.nextAttemptAt).toBe(10_000);
    // Leased: not handed out twice.
    expect(await store.claimDue(200, 10, 10_000)).toEqual([]);
    expect((await store.claimDue(600, 10, 20_000)).map((l) => l.id)).toEqual([later.id]);
  });

  it("records delivery, retry and failure details", async () => {
    const store = open(":memory:", () => 100);
    const { lead } = await store.insert(meeting);
    await store.markRetry(lead.id, { attempts: 1, nextAttemptAt: 900, lastError: "timeout", providerStatus: null, providerResponse: null });
    expect(await store.get(lead.id)).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: 900, lastError: "timeout" });
    await store.markDelivered(lead.id, { attempts: 2, deliveredAt: 1_000, providerStatus: 201, providerResponse: '{"id":7}' });
    expect(await store.get(lead.id)).toMatchObject({
      status: "delivered",
      attempts: 2,
      deliveredAt: 1_000,
      lastError: null,
      providerStatus: 201,
      providerResponse: '{"id":7}',
    });
  });

  it("requeues one failed lead or all of them, never a delivered one", async () => {
    let clock = 100;
    const store = open(":memory:", () => clock);
    const ids: string[] = [];
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) ids.push((await store.insert(newsletter(email))).lead.id);
    const [a = "", b = "", c = ""] = ids;
    for (const id of [a, b])
      await store.markFailed(id, { attempts: 1, reason: "duplicate_parameter", providerStatus: 400, providerResponse: "{}" });
    await store.markDelivered(c, { attempts: 1, deliveredAt: 150, providerStatus: 201, providerResponse: "" });
    clock = 200;
    expect(await store.requeue(a)).toMatchObject({ status: "pending", nextAttemptAt: 200, attempts: 1 });
    expect(await store.requeue(c)).toBeUndefined();
    expect(await store.requeue("missing")).toBeUndefined();
    expect(await store.requeueAllFailed()).toBe(1);
    expect((await store.list({ status: "pending" })).map((l) => l.id).sort()).toEqual([a, b].sort());
  });

  it("keeps a suspect lead out of forwarding until it is released", async () => {
    let clock = 100;
    const store = open(":memory:", () => clock);
    const suspect = (await store.insert(newsletter("bot@example.com"), { suspect: true })).lead;
    const person = (await store.insert(newsletter("person@example.com"))).lead;
    expect(suspect.status).toBe("suspect");
    expect((await store.claimDue(10_000, 10, 20_000)).map((l) => l.id)).toEqual([person.id]);
    expect(await store.requeue(suspect.id)).toBeUndefined();
    expect(await store.release(person.id)).toBeUndefined();
    clock = 500;
    expect(await store.release(suspect.id)).toMatchObject({ status: "pending", nextAttemptAt: 500 });
    expect((await store.claimDue(10_000, 10, 20_000)).map((l) => l.id)).toEqual([suspect.id]);
  });

  it("releases every suspect lead at once", async () => {
    const store = open();
    for (const email of ["a@example.com", "b@example.com"]) await store.insert(newsletter(email), { suspect: true });
    await store.insert(newsletter("c@example.com"));
    expect(await store.releaseAllSuspect()).toBe(2);
    expect(await store.list({ status: "suspect" })).toEqual([]);
    expect(await store.list({ status: "pending" })).toHaveLength(3);
  });

  it("purges only suspect leads older than the cut-off", async () => {
    let clock = 1_000;
    const store = open(":memory:", () => clock);
    const old = (await store.insert(newsletter("old@example.com"), { suspect: true })).lead;
    const oldPending = (await store.insert(newsletter("keep@example.com"))).lead;
    clock = 5_000;
    const recent = (await store.insert(newsletter("new@example.com"), { suspect: true })).lead;
    expect(await store.purgeSuspects(2_000)).toBe(1);
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.get(recent.id)).toMatchObject({ status: "suspect" });
    expect(await store.get(oldPending.id)).toMatchObject({ status: "pending" });
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
