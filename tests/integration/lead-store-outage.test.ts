/**
 * The lead store going away under a running production server:
 * /healthz answers 503 "down" while it is gone and 200 once it is back, an alert says both, a
 * submission meanwhile is refused rather than falsely acknowledged, and every acknowledged lead is
 * delivered in the end.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY, startFakeProvider, type FakeProvider } from "../fixtures/fake-provider.ts";
import { startFakeWebhook, type FakeWebhook } from "../fixtures/fake-webhook.ts";
import { postNewsletterLead } from "../fixtures/post-newsletter-lead.ts";
import { startPostgres, type PostgresServer } from "../fixtures/postgres-server.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";

let fake: FakeProvider;
let dir: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "store-outage-"));
  fake = await startFakeProvider([REPLY.created]);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(leadsDb: string): Promise<{ server: ProductionServer; webhook: FakeWebhook }> {
  const webhook = await startFakeWebhook();
  const server = await startProductionServer({
    env: {
      LEADS_DB: leadsDb,
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: fake.url,
      LEAD_SENDER: "hello@dallas-it.example",
      LEAD_RETRY_BASE_MS: "100",
      ALERT_WEBHOOK_URL: webhook.url,
    },
  });
  cleanups.push(
    () => webhook.close(),
    () => server.stop(),
  );
  return { server, webhook };
}

/** Polls /healthz until it answers `status` (the check is cached for a few seconds). */
async function healthBecomes(base: string, status: number): Promise<{ status: string }> {
  await expect.poll(async () => (await fetch(`${base}/healthz`)).status, { timeout: 20_000, interval: 250 }).toBe(status);
  return (await (await fetch(`${base}/healthz`)).json()) as { status: string };
}

const delivered = (email: string) => fake.deliveredEmails().get(email) ?? 0;

describe("the lead store goes down and comes back", () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    cleanups.push(() => postgres.stop());
  }, 60_000);

  it("PostgreSQL stopped: 503 down and refused submissions; started again: 200, and no acknowledged lead lost", async () => {
    const { server, webhook } = await start(await postgres.createDatabase("outage"));
    const before = await postNewsletterLead(server.base, "before.outage@example.com");
    expect(before).toBeDefined();
    await expect.poll(() => delivered("before.outage@example.com"), { timeout: 10_000 }).toBe(1);

    postgres.pause();
    expect(await healthBecomes(server.base, 503)).toMatchObject({ status: "down" });
    expect((await webhook.waitFor("store_down")).severity).toBe("critical");
    // Not stored, so not acknowledged: the visitor is told to try again.
    const during = await fetch(`${server.base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "newsletter", fields: { email: "during.outage@example.com" } }),
    });
    expect(during.status).toBe(503);
    expect((await fetch(`${server.base}/`)).status).toBe(200);

    postgres.resume();
    expect(await healthBecomes(server.base, 200)).toMatchObject({ status: "ok" });
    await webhook.waitFor("store_recovered");
    const after = await postNewsletterLead(server.base, "after.outage@example.com");
    expect(after).toBeDefined();
    await expect.poll(() => delivered("after.outage@example.com"), { timeout: 15_000 }).toBe(1);
    expect(delivered("before.outage@example.com")).toBe(1);
    expect(delivered("during.outage@example.com")).toBe(0);
  }, 90_000);

  it("an SQLite file that cannot be opened: the site serves pages, /healthz is 503, and it recovers when the file can be made", async () => {
    // A folder where the database file should be: SQLite cannot open it.
    const path = join(dir, "leads.db");
    mkdirSync(path);
    const { server, webhook } = await start(path);
    expect((await fetch(`${server.base}/livez`)).status).toBe(200);
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect(await healthBecomes(server.base, 503)).toMatchObject({ status: "down" });
    await webhook.waitFor("store_down");
    expect(await postNewsletterLead(server.base, "refused@example.com")).toBeUndefined();
    expect(server.output()).toContain("The lead store cannot be opened");
    // It names the setting to fix.
    expect(server.output()).toContain("The lead store cannot be opened (LEADS_DB=");

    rmSync(path, { recursive: true });
    expect(await healthBecomes(server.base, 200)).toMatchObject({ status: "ok" });
    await webhook.waitFor("store_recovered");
    expect(await postNewsletterLead(server.base, "stored@example.com")).toBeDefined();
  }, 60_000);
});
