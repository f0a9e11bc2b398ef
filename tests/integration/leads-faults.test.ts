/**
 * The lead pipeline against a misbehaving provider, end to end in one process: a visitor's request
 * through handleLeadApi, the SQLite outbox, the running forwarder (real clock, shortened backoff)
 * and the fake provider on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from "vitest";
import { handleLeadApi } from "../../src/features/leads/server/lead-endpoint.server.ts";
import { silentLeadLogger } from "../../src/features/leads/server/lead-log.server.ts";
import { createLeadService } from "../../src/features/leads/server/lead-service.server.ts";
import type { LeadService } from "../../src/features/leads/server/lead-service.server.ts";
import { openSqliteLeadStore } from "../../src/features/leads/server/sqlite-lead-store.server.ts";
import { REPLY, startFakeProvider } from "../fixtures/fake-provider.ts";
import type { FakeProvider, ReplyPlan } from "../fixtures/fake-provider.ts";
import { LEAD_LABELS } from "../../src/features/leads/lead-labels.fixture.ts";
import { readLeadSettings } from "../../src/platform/settings.server.ts";

const SITE = "https://dallas-it.example";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function provider(plan: ReplyPlan): Promise<FakeProvider> {
  const fake = await startFakeProvider(plan);
  cleanups.push(() => fake.close());
  return fake;
}

/** A started lead service forwarding to `fake`, its backoff shortened through LEAD_RETRY_BASE_MS. */
function service(fake: FakeProvider, timeoutMs = 1_000): LeadService {
  const store = openSqliteLeadStore(":memory:");
  const leads = createLeadService({
    leadLabels: LEAD_LABELS,
    store,
    settings: readLeadSettings({
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: fake.url,
      LEAD_SENDER: "hello@dallas-it.example",
      LEAD_RETRY_BASE_MS: "40",
    }),
    forwarder: { pollIntervalMs: 20, timeoutMs },
    logger: silentLeadLogger,
  });
  leads.start();
  // Registered after the provider, so it runs first: stop() waits for the attempt in flight.
  cleanups.push(async () => {
    await fake.close();
    await leads.stop();
    await store.close();
  });
  return leads;
}

/** POSTs one newsletter lead the way the site does; resolves to the acknowledged id. */
async function submit(leads: LeadService, email: string): Promise<string> {
  const request = new Request(`${SITE}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE },
    body: JSON.stringify({ kind: "newsletter", fields: { email } }),
  });
  const response = await handleLeadApi(request, { service: leads, siteOrigin: SITE });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const statusOf = async (leads: LeadService, id: string) => (await leads.store.get(id))?.status;

describe("lead delivery through provider faults", { timeout: 15_000 }, () => {
  it("500s and a dropped connection are retried with backoff, then the lead is delivered once", async () => {
    const fake = await provider([REPLY.serverError, REPLY.serverError, REPLY.destroy, REPLY.created]);
    const leads = service(fake);
    const id = await submit(leads, "retry@example.com");

    await expect.poll(() => statusOf(leads, id), { timeout: 5_000, interval: 20 }).toBe("delivered");
    expect(await leads.store.get(id)).toMatchObject({ attempts: 4, providerStatus: 201, lastError: null });
    expect(fake.requests.map((r) => r.reply)).toEqual([REPLY.serverError, REPLY.serverError, REPLY.destroy, REPLY.created]);
    expect(fake.deliveredEmails()).toEqual(new Map([["retry@example.com", 1]]));
    // Backoff, not a tight loop: every retry waited at least the floor (40 ms).
    for (let i = 1; i < fake.requests.length; i++) {
      expect((fake.requests[i]?.at ?? 0) - (fake.requests[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(35);
    }
  });

  it("a 429 holds every send until x-sib-ratelimit-reset has passed, then both leads are delivered", async () => {
    const fake = await provider([REPLY.rateLimited(1), REPLY.created]);
    const leads = service(fake);
    const first = await submit(leads, "first@example.com");
    await expect.poll(() => fake.requests.length, { timeout: 2_000, interval: 10 }).toBe(1);
    const second = await submit(leads, "second@example.com");

    await expect
      .poll(async () => [await statusOf(leads, first), await statusOf(leads, second)], { timeout: 5_000, interval: 20 })
      .toEqual(["delivered", "delivered"]);
    const [limited, ...rest] = fake.requests;
    expect(limited?.reply).toEqual(REPLY.rateLimited(1));
    expect(rest).toHaveLength(2);
    // Nothing was sent during the one-second window, not even the lead that arrived inside it.
    for (const request of rest) expect(request.at - (limited?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect([...fake.deliveredEmails().keys()].sort()).toEqual(["first@example.com", "second@example.com"]);
  });

  it("a hanging provider never delays the visitor's answer", async () => {
    const fake = await provider([REPLY.hang]);
    const leads = service(fake, 10_000);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      ids.push(await submit(leads, `patient-${i}@example.com`));
      expect(performance.now() - started).toBeLessThan(500);
      // From the first answer on, an attempt is hanging at the provider while visitors are answered.
      if (i === 0) await expect.poll(() => fake.requests.length, { timeout: 2_000, interval: 10 }).toBe(1);
    }
    expect(fake.requests).toHaveLength(1);
    for (const id of ids) expect(await statusOf(leads, id)).toBe("pending");
  });

  it("refused connections for a while, then recovery: the whole backlog is delivered, each lead once", async () => {
    const fake = await provider([REPLY.created]);
    await fake.down();
    const leads = service(fake);
    const emails = Array.from({ length: 25 }, (_, i) => `backlog-${i}@example.com`);
    const ids: string[] = [];
    for (const email of emails) ids.push(await submit(leads, email));

    // Every lead has been tried and refused at least twice while the provider was away.
    await expect
      .poll(
        async () =>
          (await Promise.all(ids.map((id) => leads.store.get(id)))).every((lead) => lead?.status === "pending" && lead.attempts >= 2),
        { timeout: 8_000, interval: 50 },
      )
      .toBe(true);
    expect((await leads.store.get(ids[0] ?? ""))?.lastError).toBe("network error (ECONNREFUSED)");
    expect(fake.requests).toHaveLength(0);

    await fake.up();
    await expect.poll(async () => (await leads.store.list({ status: "delivered" })).length, { timeout: 8_000, interval: 50 }).toBe(25);
    expect(fake.requests).toHaveLength(25);
    expect(fake.deliveredEmails()).toEqual(new Map(emails.map((email) => [email, 1])));
  });
});
