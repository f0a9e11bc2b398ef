/**
 * What an operator sees when the provider refuses the key, through the real production server:
 * the start-up message, alerts at the webhook, degraded health, failed counts in /metrics, and JSON
 * log lines with no visitor's address in them (docs/decisions/0270-0274).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_PAGES } from "../../src/features/leads/lead-labels.fixture.ts";
import { startFakeProvider, type FakeProvider } from "../fixtures/fake-provider.ts";
import { startFakeWebhook, type FakeWebhook } from "../fixtures/fake-webhook.ts";
import { postNewsletterLead } from "../fixtures/post-newsletter-lead.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";

const TOKEN = "metrics-token-for-tests";
const EMAIL = "refused.key.visitor@example.com";
const REFUSED = { status: 401, body: { code: "unauthorized", message: "Key not found" } };

let fake: FakeProvider;
let webhook: FakeWebhook;
let server: ProductionServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "operability-"));
  fake = await startFakeProvider([REFUSED], { checks: { account: REFUSED } });
  webhook = await startFakeWebhook();
  server = await startProductionServer({
    env: {
      LEADS_DB: join(dir, "leads.db"),
      BREVO_API_KEY: "a-rotated-key",
      BREVO_API_URL: fake.url,
      LEAD_SENDER: "hello@dallas-it.example",
      ALERT_WEBHOOK_URL: webhook.url,
      METRICS_TOKEN: TOKEN,
      LOG_FORMAT: "json",
    },
  });
}, 30_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([fake?.close(), webhook?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const asOperator = { headers: { authorization: `Bearer ${TOKEN}` } };
/** /healthz in full: the counts, reasons and provider state are the operator's. */
const fullHealth = () => fetch(`${server.base}/healthz`, asOperator);
const metrics = async () => (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

describe("a provider that refuses the key", () => {
  it("is said at start, in the log and as an alert, before any lead is sent", async () => {
    const alert = await webhook.waitFor("provider_key_refused");
    expect(alert.text).toContain("refused BREVO_API_KEY");
    expect(alert.action).toContain("npm run leads -- retry --all-failed");
    expect(fake.checks.map((request) => request.path)).toContain("/v3/account");
    await expect.poll(() => server.output()).toContain("The email provider refused BREVO_API_KEY at start (HTTP 401)");
    expect((await (await fullHealth()).json()) as unknown).toMatchObject({ status: "degraded", provider: "refused" });
  });

  it("a lead that fails for good keeps the site ready but degraded, alerts with its id only, and counts in /metrics", async () => {
    const id = await postNewsletterLead(server.base, EMAIL);
    expect(id).toBeDefined();
    const alert = await webhook.waitFor("lead_failed");
    expect(alert.details).toMatchObject({ leadId: id, kind: "newsletter", providerStatus: 401 });
    expect(JSON.stringify(alert)).not.toContain(EMAIL);

    await expect
      .poll(async () => ((await (await fullHealth()).json()) as { leads: { failed: number } }).leads.failed, {
        timeout: 15_000,
      })
      .toBe(1);
    const health = await fullHealth();
    expect(health.status).toBe(200);
    const report = (await health.json()) as { status: string; reasons: string[] };
    expect(report.status).toBe("degraded");
    expect(report.reasons.join(" ")).toContain("failed for good");

    const text = await metrics();
    expect(text).toContain('leads_forwarded_total{kind="newsletter",outcome="failed"} 1');
    expect(text).toContain('leads_stored_total{kind="newsletter",outcome="stored"} 1');
    expect(text).toContain('leads_outbox{status="failed"} 1');
    expect(text).toMatch(/provider_request_duration_seconds_count\{outcome="failed"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/api\/leads",method="POST",status_class="2xx"\} 1/);
    expect(text).toContain('alerts_total{kind="lead_failed",outcome="sent"} 1');
  });

  it("/healthz shows the public its status alone: no counts, reasons, provider state or uptime", async () => {
    for (const authorization of [undefined, "Bearer nope", TOKEN]) {
      const response = await fetch(`${server.base}/healthz`, authorization ? { headers: { authorization } } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "degraded" });
    }
  });

  it("/metrics refuses without the token", async () => {
    expect((await fetch(`${server.base}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.base}/metrics`, { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  it("every log line is one JSON object with level, time and message, a request id on request lines, and no email address", async () => {
    await fetch(`${server.base}${LEAD_PAGES.service}?utm_source=${encodeURIComponent(EMAIL)}`);
    await expect.poll(() => server.output()).toContain(`"path":${JSON.stringify(LEAD_PAGES.service)}`);
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect([typeof entry.level, typeof entry.time, typeof entry.message], line).toEqual(["string", "string", "string"]);
    }
    const requestLines = lines.map((line) => JSON.parse(line) as { req?: unknown; requestId?: string }).filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((entry) => typeof entry.requestId === "string" && entry.requestId.length > 0)).toBe(true);
    expect(server.output()).not.toContain(EMAIL);
    expect(server.output()).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)+/);
  });
});
