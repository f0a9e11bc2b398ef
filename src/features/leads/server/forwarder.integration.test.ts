import { afterEach, describe, expect, it } from "vitest";
import { createForwarder } from "./forwarder.server.ts";
import type { ForwarderOptions } from "./forwarder.server.ts";
import type { LeadLogger } from "./lead-log.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { validateLead } from "../lead-validation.ts";
import { LEAD_LABELS } from "../lead-labels.fixture.ts";
import { REPLY, closedPortUrl, contactBook, startFakeProvider } from "../../../../tests/fixtures/fake-provider.ts";
import type { FakeReply, ReplyPlan } from "../../../../tests/fixtures/fake-provider.ts";
import { CAMPAIGN_ATTRIBUTION, VALID_FIELDS, contactProviderBody } from "./lead-submission.fixture.ts";

const SENDER = "hello@dallas-it.example";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A store, a fake clock and a recording logger; the forwarder under test talks to `apiUrl`. */
async function setup(apiUrl: string, overrides: Partial<ForwarderOptions> = {}) {
  const clock = { now: Date.now() };
  const store: LeadStore = openSqliteLeadStore(":memory:", { now: () => clock.now });
  const lines: string[] = [];
  const logger: LeadLogger = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  const forwarder = createForwarder({
    store,
    apiKey: "test-key",
    apiUrl,
    senderAddress: SENDER,
    // Generous: a busy two-core machine can take a second to answer the first request (time-outs are tested with their own).
    timeoutMs: 4_000,
    backoff: { baseMs: 1_000, capMs: 60_000, minMs: 0, random: () => 0.5 },
    now: () => clock.now,
    logger,
    ...overrides,
  });
  cleanups.push(async () => {
    await forwarder.stop();
    await store.close();
  });
  const add = async (kind: "contact" | "newsletter" = "contact") => {
    const checked = validateLead(kind, VALID_FIELDS[kind], LEAD_LABELS);
    if (!checked.ok) throw new Error("fixture must be valid");
    return (await store.insert(checked.lead)).lead;
  };
  return { clock, store, forwarder, lines, add };
}

async function provider(replies: ReplyPlan) {
  const fake = await startFakeProvider(replies);
  cleanups.push(() => fake.close());
  return fake;
}

/** One contact lead and one forwarding pass against a provider giving `replies`; the lead as stored then. */
async function afterOnePass(replies: FakeReply[], overrides: Partial<ForwarderOptions> = {}) {
  const fake = await provider(replies);
  const run = await setup(fake.url, overrides);
  const start = run.clock.now;
  const lead = await run.add();
  await run.forwarder.runOnce();
  return { ...run, fake, lead, start, stored: await run.store.get(lead.id) };
}

describe("forwarder", { timeout: 15_000 }, () => {
  it("201: sends the exact payload with the api-key header and marks the lead delivered", async () => {
    const fake = await provider([{ status: 201, body: { id: 42 } }]);
    const { store, forwarder, add, clock } = await setup(fake.url);
    const lead = await add("contact");
    await forwarder.runOnce();

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v3/contacts");
    expect(request?.headers).toMatchObject({ "api-key": "test-key", accept: "application/json", "content-type": "application/json" });
    expect(JSON.parse(request?.body ?? "")).toStrictEqual(contactProviderBody(SENDER));
    expect(await store.get(lead.id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      deliveredAt: clock.now,
      providerStatus: 201,
      providerResponse: '{"id":42}',
    });
  });

  it("500 then 201: backs off with jitter, then delivers", async () => {
    const { store, forwarder, fake, lead, clock, start, stored } = await afterOnePass([{ status: 500, body: "oops" }, { status: 201 }]);
    // attempt 1: ceiling 1 s, random 0.5 -> 500 ms
    expect(stored).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 500",
      providerStatus: 500,
      nextAttemptAt: start + 500,
    });
    await forwarder.runOnce();
    expect(fake.requests).toHaveLength(1); // not due yet
    clock.now += 500;
    await forwarder.runOnce();
    expect(await store.get(lead.id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("429: honours x-sib-ratelimit-reset and holds every lead until then", async () => {
    const fake = await provider([{ status: 429, headers: { "x-sib-ratelimit-reset": "7" } }, { status: 201 }]);
    const { store, forwarder, add, clock } = await setup(fake.url);
    const first = await add();
    const second = await add("newsletter");
    const start = clock.now;
    await forwarder.runOnce();
    expect(fake.requests).toHaveLength(1);
    expect(await store.get(first.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "rate limited (HTTP 429)",
      nextAttemptAt: start + 7_000,
    });
    expect(await store.get(second.id)).toMatchObject({ status: "pending", attempts: 0 });
    clock.now += 7_000;
    await forwarder.runOnce();
    expect((await store.list({ status: "delivered" })).map((l) => l.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("time-out: a provider that never answers is retried", async () => {
    const { stored } = await afterOnePass(["hang"], { timeoutMs: 100 });
    expect(stored).toMatchObject({ status: "pending", attempts: 1, lastError: "timeout", providerStatus: null });
  });

  it("network error: a closed port is retried", async () => {
    const { store, forwarder, add } = await setup(await closedPortUrl());
    const lead = await add();
    await forwarder.runOnce();
    expect(await store.get(lead.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "network error (ECONNREFUSED)" });
  });

  describe("a returning contact (docs/decisions/0521)", () => {
    const INBOX = { to: { email: "office@dallas-it.example", name: "Meridian" }, sender: { email: SENDER, name: "Meridian" } };

    it.each([
      ["duplicate_parameter, 'Contact already exist'", REPLY.duplicate],
      ["duplicate_parameter with duplicate_identifiers ['email']", REPLY.duplicateAssociated],
      ["invalid_parameter, 'Contact already exist'", REPLY.duplicateInvalid],
    ])("%s: updates the contact and emails the company; delivered, never failed", async (_title, duplicate) => {
      const fake = await provider(contactBook(["ADA@example.com"], duplicate));
      const { store, forwarder, add, lines } = await setup(fake.url, { companyInbox: INBOX });
      const lead = await add();
      await forwarder.runOnce();

      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        "POST /v3/contacts",
        "PUT /v3/contacts/ada%40example.com?identifierType=email_id",
        "POST /v3/smtp/email",
      ]);
      const [create, update, notice] = fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>);
      // The first send is the specified payload, updateEnabled false included.
      expect(create).toStrictEqual(contactProviderBody(SENDER));
      // The update carries the same attributes and list, and leaves the blacklist flags as the contact has them.
      const { attributes, listIds, smtpBlacklistSender } = contactProviderBody(SENDER);
      expect(update).toStrictEqual({ attributes, listIds, smtpBlacklistSender });
      expect(notice).toMatchObject({ sender: INBOX.sender, to: [INBOX.to], replyTo: { email: "ada@example.com", name: "Ada Lovelace" } });
      expect(notice?.textContent).toContain("Message: We need a security review.\nThanks!");
      expect(notice?.textContent).toContain(lead.id);
      expect(await store.get(lead.id)).toMatchObject({ status: "delivered", attempts: 1, providerStatus: 201 });
      expect(await store.list({ status: "failed" })).toEqual([]);
      expect(lines.join("\n")).toContain("from an existing contact delivered");
    });

    it("metrics and alerts hear 'delivered', not 'failed'", async () => {
      const fake = await provider(contactBook(["ada@example.com"]));
      const outcomes: string[] = [];
      const { forwarder, add } = await setup(fake.url, {
        companyInbox: INBOX,
        events: { attempted: (_lead, outcome) => outcomes.push(outcome.kind) },
      });
      await add();
      await forwarder.runOnce();
      expect(outcomes).toEqual(["delivered"]);
    });

    it("a newsletter sign-up updates the list only: no message to email", async () => {
      const fake = await provider(contactBook(["reader@example.com"]));
      const { store, forwarder, add } = await setup(fake.url, { companyInbox: INBOX });
      const lead = await add("newsletter");
      await forwarder.runOnce();
      expect(fake.requests.map((r) => r.method)).toEqual(["POST", "PUT"]);
      expect(JSON.parse(fake.requests[1]?.body ?? "")).toStrictEqual({ listIds: [21], smtpBlacklistSender: [SENDER] });
      expect(await store.get(lead.id)).toMatchObject({ status: "delivered" });
    });

    it("the update or the email answering 5xx is retried from the start, not failed", async () => {
      const book = contactBook(["ada@example.com"]);
      let notices = 0;
      const fake = await provider((request) => (request.path === "/v3/smtp/email" && notices++ === 0 ? REPLY.serverError : book(request)));
      const { store, forwarder, add, clock } = await setup(fake.url, { companyInbox: INBOX });
      const lead = await add();
      await forwarder.runOnce();
      expect(await store.get(lead.id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500" });
      clock.now += 60_000;
      await forwarder.runOnce();
      expect(await store.get(lead.id)).toMatchObject({ status: "delivered", attempts: 2 });
      expect(fake.requests.filter((r) => r.path === "/v3/smtp/email")).toHaveLength(2);
    });

    it("a duplicate of another identifier (an SMS number) stays a refusal", async () => {
      const sms = {
        code: "duplicate_parameter",
        message: "SMS is already associated with another Contact",
        metadata: { duplicate_identifiers: ["SMS"] },
      };
      const { fake, stored } = await afterOnePass([{ status: 400, body: sms }]);
      expect(fake.requests).toHaveLength(1);
      expect(stored).toMatchObject({
        status: "failed",
        lastError: "duplicate_parameter",
        providerStatus: 400,
        providerResponse: JSON.stringify(sms),
      });
    });
  });

  it("other 4xx: failed with the status and the answer recorded", async () => {
    const { stored } = await afterOnePass([{ status: 401, body: "Key not found" }]);
    expect(stored).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "HTTP 401",
      providerStatus: 401,
      providerResponse: "Key not found",
    });
  });

  it("start() polls on its own: retries with a short backoff until delivered", async () => {
    const fake = await provider([{ status: 503 }, { status: 502 }, { status: 201 }]);
    const { store, forwarder, add } = await setup(fake.url, {
      now: Date.now,
      pollIntervalMs: 10,
      backoff: { baseMs: 20, capMs: 50, minMs: 0, random: Math.random },
    });
    const lead = await add();
    forwarder.start();
    await expect.poll(async () => (await store.get(lead.id))?.status, { timeout: 3_000, interval: 10 }).toBe("delivered");
    expect((await store.get(lead.id))?.attempts).toBe(3);
  });

  it("stop() waits for the attempt in flight", async () => {
    const fake = await provider(["hang"]);
    const { store, forwarder, add } = await setup(fake.url, { timeoutMs: 200 });
    const lead = await add();
    forwarder.start();
    await expect.poll(() => fake.requests.length, { timeout: 2_000, interval: 5 }).toBe(1);
    await forwarder.stop();
    expect(await store.get(lead.id)).toMatchObject({ attempts: 1, lastError: "timeout" });
  });

  it("logs carry ids, kinds and statuses, never personal data", async () => {
    const fake = await provider([{ status: 500 }, { status: 201 }, { status: 400, body: { code: "duplicate_parameter" } }]);
    const { forwarder, add, clock, lines } = await setup(fake.url);
    await add();
    await forwarder.runOnce();
    clock.now += 60_000;
    await forwarder.runOnce();
    await add("newsletter");
    await forwarder.runOnce();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const text = lines.join("\n");
    // The phone is searched whole, and as its bare digits: a short fragment such as "555" also turns up in a random lead id.
    for (const secret of ["Ada", "ada@example.com", "reader@example.com", "555-0100", "5550100", "security review", "test-key"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("reserves a lead in flight for six attempt time-outs, so a shorter time-out shortens the lease", async () => {
    for (const timeoutMs of [1_000, 10_000]) {
      const fake = await provider(["hang"]);
      const run = await setup(fake.url, { timeoutMs });
      const lead = await run.add();
      const claimedAt = run.clock.now;
      const pass = run.forwarder.runOnce();
      await expect.poll(() => fake.requests.length).toBe(1);
      expect((await run.store.get(lead.id))?.nextAttemptAt).toBe(claimedAt + 6 * timeoutMs);
      await fake.close();
      await pass;
    }
  }, 30_000);
});

describe("attribution attributes (docs/decisions/0253)", () => {
  const attribution = CAMPAIGN_ATTRIBUTION;

  it.each([
    ["off: the specified payload, though the lead carries its attribution", false, {}],
    [
      "on: the five attribution attributes follow",
      true,
      {
        UTM_SOURCE: "linkedin",
        UTM_MEDIUM: "social",
        UTM_CAMPAIGN: "q4-cloud",
        LANDING_PAGE: CAMPAIGN_ATTRIBUTION.landing,
        REFERRER: "www.linkedin.com",
      },
    ],
  ] as const)("%s", async (_title, on, added) => {
    const fake = await provider([{ status: 201, body: { id: 1 } }]);
    const { store, forwarder } = await setup(fake.url, { attributionAttributes: on });
    const checked = validateLead("contact", VALID_FIELDS.contact, LEAD_LABELS);
    if (!checked.ok) throw new Error("fixture must be valid");
    await store.insert(checked.lead, { attribution });
    await forwarder.runOnce();
    const expected = contactProviderBody(SENDER);
    expect(fake.requests[0]?.body).toBe(JSON.stringify({ ...expected, attributes: { ...expected.attributes, ...added } }));
  });
});
