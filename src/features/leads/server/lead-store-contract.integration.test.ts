/**
 * One contract for every lead store: the embedded SQLite file and the shared PostgreSQL database keep
 * the same promises, so the pipeline, the forwarder and the operator command work on either.
 */
import { describe, expect, it } from "vitest";
import type { Lead } from "../lead-kinds.ts";
import { storeDatabases } from "../../../../tests/fixtures/store-databases.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { openPostgresLeadStore } from "./postgres-lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { CAMPAIGN_ATTRIBUTION } from "./lead-submission.fixture.ts";

const newsletter = (email: string): Lead => ({ kind: "newsletter", fields: { email } });
const meeting: Lead = {
  kind: "meeting",
  fields: { name: "Kay", email: "kay@example.com", meetingDate: "Monday", meetingTime: "10 AM" },
};

const { database, afterTest } = storeDatabases("contract");

type Opener = (now?: () => number) => Promise<LeadStore>;

const stores: [string, Opener][] = [
  ["SQLite", async (now) => openSqliteLeadStore(":memory:", now ? { now } : {})],
  ["PostgreSQL", async (now) => openPostgresLeadStore(await database(), now ? { now } : {})],
];

describe.each(stores)("%s lead store", (_name, opener) => {
  async function open(now?: () => number): Promise<LeadStore> {
    const store = await opener(now);
    afterTest(() => store.close());
    return store;
  }

  it("inserts a pending lead with its fields and reads it back", async () => {
    const store = await open(() => 1_000);
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

  it("keeps each lead's attribution, and lists only leads stored since a time", async () => {
    let clock = 1_000;
    const store = await open(() => clock);
    const attribution = { ...CAMPAIGN_ATTRIBUTION, clickIds: ["fbclid" as const] };
    const tagged = await store.insert(meeting, { attribution });
    expect(tagged.lead.attribution).toEqual(attribution);
    expect((await store.get(tagged.lead.id))?.attribution).toEqual(attribution);
    clock = 5_000;
    const plain = await store.insert(newsletter("plain@example.com"));
    expect(plain.lead.attribution).toBeNull();
    expect((await store.list({ since: 5_000 })).map((lead) => lead.id)).toEqual([plain.lead.id]);
    expect(await store.list({ since: 1_000 })).toHaveLength(2);
  });

  it("an idempotency key makes a repeated submission one lead", async () => {
    const store = await open();
    const first = await store.insert(newsletter("a@example.com"), { idempotencyKey: "k-1" });
    const again = await store.insert(newsletter("other@example.com"), { idempotencyKey: "k-1" });
    expect(again).toEqual({ lead: first.lead, created: false });
    await store.insert(newsletter("b@example.com"));
    await store.insert(newsletter("c@example.com"));
    expect(await store.list()).toHaveLength(3);
  });

  it("lists newest first, filtered by status, with a limit", async () => {
    let clock = 0;
    const store = await open(() => ++clock);
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
    const store = await open(() => 100);
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
    const store = await open(() => 100);
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
    const store = await open(() => clock);
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
    const store = await open(() => clock);
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
    const store = await open();
    for (const email of ["a@example.com", "b@example.com"]) await store.insert(newsletter(email), { suspect: true });
    await store.insert(newsletter("c@example.com"));
    expect(await store.releaseAllSuspect()).toBe(2);
    expect(await store.list({ status: "suspect" })).toEqual([]);
    expect(await store.list({ status: "pending" })).toHaveLength(3);
  });

  it("purges only suspect leads older than the cut-off", async () => {
    let clock = 1_000;
    const store = await open(() => clock);
    const old = (await store.insert(newsletter("old@example.com"), { suspect: true })).lead;
    const oldPending = (await store.insert(newsletter("keep@example.com"))).lead;
    clock = 5_000;
    const recent = (await store.insert(newsletter("new@example.com"), { suspect: true })).lead;
    expect(await store.purgeSuspects(2_000)).toBe(1);
    expect(await store.get(old.id)).toBeUndefined();
    expect(await store.get(recent.id)).toMatchObject({ status: "suspect" });
    expect(await store.get(oldPending.id)).toMatchObject({ status: "pending" });
  });

  it("two connections racing for due leads never get the same one", async () => {
    const store = await open();
    for (let index = 0; index < 40; index++) await store.insert(newsletter(`n${index}@example.com`));
    const claimed = await Promise.all(Array.from({ length: 8 }, () => store.claimDue(Date.now(), 10, Date.now() + 60_000)));
    const ids = claimed.flat().map((lead) => lead.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it("the same idempotency key sent at once from many places is stored once", async () => {
    const store = await open();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => store.insert(newsletter(`k${index}@example.com`), { idempotencyKey: "same-key" })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
    expect(await store.list()).toHaveLength(1);
  });

  it("summarises the outbox: counts by status, the oldest pending lead, the latest failure", async () => {
    let clock = 1_000;
    const store = await open(() => clock);
    const empty = { pending: 0, failed: 0, suspect: 0, oldestPendingAt: null, lastFailedAt: null, refused: 0, lastRefusedAt: null };
    expect(await store.summary()).toEqual(empty);
    const a = (await store.insert(newsletter("a@example.com"))).lead;
    clock = 2_000;
    const b = (await store.insert(newsletter("b@example.com"))).lead;
    await store.insert(newsletter("c@example.com"), { suspect: true });
    clock = 5_000;
    await store.markFailed(a.id, { attempts: 1, reason: "unauthorized", providerStatus: 401, providerResponse: null });
    clock = 6_000;
    await store.markDelivered(b.id, { attempts: 1, deliveredAt: 6_000, providerStatus: 201, providerResponse: null });
    await store.insert(newsletter("d@example.com"));
    const counts = { pending: 1, failed: 1, suspect: 1, oldestPendingAt: 6_000 };
    expect(await store.summary()).toEqual({ ...counts, lastFailedAt: 5_000, refused: 0, lastRefusedAt: null });
    // A lead refused for what was sent (HTTP 400) is counted apart: a visitor's doing, not the site's (docs/leads.md, "Returning contacts").
    clock = 7_000;
    const e = (await store.insert(newsletter("e@example.com"))).lead;
    await store.markFailed(e.id, { attempts: 1, reason: "invalid_parameter", providerStatus: 400, providerResponse: null });
    expect(await store.summary()).toEqual({ ...counts, failed: 2, lastFailedAt: 5_000, refused: 1, lastRefusedAt: 7_000 });
  });
});
