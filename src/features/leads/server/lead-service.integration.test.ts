import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadLogger } from "./lead-log.server.ts";
import { createLeadService } from "./lead-service.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { contactBook, startFakeProvider } from "../../../../tests/fixtures/fake-provider.ts";
import { VALID_FIELDS } from "./lead-submission.fixture.ts";
import { LEAD_LABELS, emailMessage, fieldMessage } from "../lead-labels.fixture.ts";
import { readLeadSettings } from "../../../platform/settings.server.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function recorder(): { logger: LeadLogger; lines: string[] } {
  const lines: string[] = [];
  const push = (m: string) => void lines.push(m);
  return { logger: { info: push, warn: push, error: push }, lines };
}

function memoryStore(): LeadStore {
  const store = openSqliteLeadStore(":memory:");
  cleanups.push(() => store.close());
  return store;
}

async function fakeProvider(status = 201) {
  const fake = await startFakeProvider([{ status }]);
  cleanups.push(() => fake.close());
  return fake;
}

describe("lead service", { timeout: 5_000 }, () => {
  it("stores a valid lead, answers its id, and keeps a repeat as one lead", async () => {
    const { logger } = recorder();
    const service = createLeadService({ leadLabels: LEAD_LABELS, store: memoryStore(), logger });
    const first = await service.submit("newsletter", VALID_FIELDS.newsletter, { idempotencyKey: "abc" });
    expect(first).toMatchObject({ status: "stored", duplicate: false });
    const again = await service.submit("newsletter", VALID_FIELDS.newsletter, { idempotencyKey: "abc" });
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await service.store.list()).toHaveLength(1);
  });

  it("refuses a key reused with other fields or another kind, keeps the new data nowhere, and logs none of it", async () => {
    const { logger, lines } = recorder();
    const service = createLeadService({ leadLabels: LEAD_LABELS, store: memoryStore(), logger });
    const first = await service.submit("newsletter", VALID_FIELDS.newsletter, { idempotencyKey: "key-1" });
    expect(first).toMatchObject({ status: "stored" });
    const otherEmail = { ...VALID_FIELDS.newsletter, email: "someone.else@example.test" };
    expect(await service.submit("newsletter", otherEmail, { idempotencyKey: "key-1" })).toEqual({ status: "conflict" });
    expect(await service.submit("contact", VALID_FIELDS.contact, { idempotencyKey: "key-1" })).toEqual({ status: "conflict" });
    // The same lead with its fields in another order is a resend, not another lead.
    const reordered = Object.fromEntries(Object.entries(VALID_FIELDS.newsletter).reverse());
    expect(await service.submit("newsletter", reordered, { idempotencyKey: "key-1" })).toEqual({ ...first, duplicate: true });
    expect(await service.store.list()).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("someone.else@example.test");
    expect(lines.filter((line) => line.includes("reused the idempotency key"))).toHaveLength(2);
  });

  it("answers field errors for an invalid lead and stores nothing", async () => {
    const service = createLeadService({ leadLabels: LEAD_LABELS, store: memoryStore(), logger: recorder().logger });
    const result = await service.submit("chat-contact", { name: "", email: "x" });
    expect(result).toEqual({
      status: "invalid",
      errors: {
        name: fieldMessage(LEAD_LABELS.validation.required, "name"),
        email: emailMessage("noAt"),
        phone: fieldMessage(LEAD_LABELS.validation.required, "phone"),
      },
    });
    expect(await service.store.list()).toEqual([]);
  });

  it("a store that throws gives 'error', never a false success, and logs it", async () => {
    const store = memoryStore();
    const broken: LeadStore = { ...store, insert: () => Promise.reject(new Error("SQLITE_FULL: database or disk is full")) };
    const { logger, lines } = recorder();
    const service = createLeadService({ leadLabels: LEAD_LABELS, store: broken, logger });
    expect(await service.submit("contact", VALID_FIELDS.contact)).toEqual({ status: "error" });
    expect(lines.join("\n")).toMatch(/Storing a contact lead failed: Error: SQLITE_FULL/);
    expect(lines.join("\n")).not.toContain("ada@example.com");
  });

  it("without an API key: says so once, sends nothing, keeps leads pending", async () => {
    const fake = await fakeProvider();
    const { logger, lines } = recorder();
    const store = memoryStore();
    const service = createLeadService({
      leadLabels: LEAD_LABELS,
      store,
      logger,
      settings: readLeadSettings({ BREVO_API_URL: fake.url, BREVO_API_KEY: "" }),
      senderAddress: "hello@example.com",
    });
    service.start();
    const result = await service.submit("meeting", VALID_FIELDS.meeting);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await service.stop();
    expect(service.forwarding).toBe(false);
    expect(lines.filter((l) => l.startsWith("Lead forwarding is off"))).toEqual([
      "Lead forwarding is off: BREVO_API_KEY is not set; leads are stored in :memory:.",
    ]);
    expect(fake.requests).toEqual([]);
    expect(result.status === "stored" && (await store.get(result.id))?.status).toBe("pending");
  });

  it("with a key but no valid sender address, forwarding stays off", () => {
    const { logger, lines } = recorder();
    const service = createLeadService({
      leadLabels: LEAD_LABELS,
      store: memoryStore(),
      logger,
      settings: readLeadSettings({ BREVO_API_KEY: "k", LEAD_SENDER: "not-an-address" }),
    });
    expect(service.forwarding).toBe(false);
    expect(lines[0]).toMatch(/LEAD_SENDER is not a valid email address/);
  });

  it("a new lead is forwarded right away, without waiting for the poll", async () => {
    const fake = await fakeProvider(201);
    const store = memoryStore();
    const service = createLeadService({
      leadLabels: LEAD_LABELS,
      store,
      logger: recorder().logger,
      settings: readLeadSettings({ BREVO_API_KEY: "k", BREVO_API_URL: fake.url, LEAD_SENDER: "hello@example.com" }),
      forwarder: { pollIntervalMs: 60_000 },
    });
    service.start();
    cleanups.push(() => service.stop());
    const result = await service.submit("career", VALID_FIELDS.career);
    if (result.status !== "stored") throw new Error("expected stored");
    await expect.poll(async () => (await store.get(result.id))?.status, { timeout: 2_000, interval: 10 }).toBe("delivered");
    expect(JSON.parse(fake.requests[0]?.body ?? "{}")).toMatchObject({
      smtpBlacklistSender: ["hello@example.com"],
      attributes: { RESUMELINK: "https://example.com/cv.pdf" },
    });
  });

  it("a returning contact's lead reaches the company's inbox, sent from LEAD_SENDER (docs/decisions/0521)", async () => {
    const fake = await startFakeProvider(contactBook([VALID_FIELDS.contact.email ?? ""]));
    cleanups.push(() => fake.close());
    const store = memoryStore();
    const service = createLeadService({
      leadLabels: LEAD_LABELS,
      store,
      logger: recorder().logger,
      settings: readLeadSettings({ BREVO_API_KEY: "k", BREVO_API_URL: fake.url, LEAD_SENDER: "hello@example.com" }),
      companyInbox: { email: "office@example.com", name: "Meridian" },
      forwarder: { pollIntervalMs: 60_000 },
    });
    service.start();
    cleanups.push(() => service.stop());
    const result = await service.submit("contact", VALID_FIELDS.contact);
    if (result.status !== "stored") throw new Error("expected stored");
    await expect.poll(async () => (await store.get(result.id))?.status, { timeout: 2_000, interval: 10 }).toBe("delivered");
    const notice = fake.requests.find((request) => request.path === "/v3/smtp/email");
    expect(JSON.parse(notice?.body ?? "{}")).toMatchObject({
      sender: { email: "hello@example.com", name: "Meridian" },
      to: [{ email: "office@example.com", name: "Meridian" }],
    });
  });

  it("a restart resumes the leads that were left pending", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, "leads.db");

    // First run: no key, so the lead is only stored.
    const before = openSqliteLeadStore(path);
    const offline = createLeadService({ leadLabels: LEAD_LABELS, store: before, logger: recorder().logger });
    const result = await offline.submit("contact", VALID_FIELDS.contact);
    await offline.stop();
    await before.close();
    if (result.status !== "stored") throw new Error("expected stored");

    // Second run: the forwarder picks it up on start, before any poll tick.
    const fake = await fakeProvider(201);
    const after = openSqliteLeadStore(path);
    cleanups.push(() => after.close());
    const online = createLeadService({
      leadLabels: LEAD_LABELS,
      store: after,
      logger: recorder().logger,
      settings: readLeadSettings({ BREVO_API_KEY: "k", BREVO_API_URL: fake.url, LEAD_SENDER: "hello@example.com" }),
      forwarder: { pollIntervalMs: 60_000 },
    });
    online.start();
    cleanups.push(() => online.stop());
    await expect.poll(async () => (await after.get(result.id))?.status, { timeout: 2_000, interval: 10 }).toBe("delivered");
    expect(fake.requests).toHaveLength(1);
  });
});
