import { afterEach, describe, expect, it } from "vitest";
import { startFakeWebhook, type FakeWebhook } from "../../tests/fixtures/fake-webhook.ts";
import { createAlerter, type Alert, type AlerterOptions } from "./alerts.server.ts";
import type { OpsLogger } from "../server/ops/logger.server.ts";

const lines: string[] = [];
const log: OpsLogger = {
  info: (message) => lines.push(`info ${message}`),
  warn: (message) => lines.push(`warn ${message}`),
  error: (message) => lines.push(`error ${message}`),
  child: () => log,
};

const failed: Alert = {
  kind: "lead_failed",
  severity: "critical",
  summary: "Lead 1234 (contact) failed for good.",
  action: "Retry it.",
  details: { leadId: "1234" },
};

let webhook: FakeWebhook;
const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  lines.length = 0;
  await webhook?.close();
});

function alerter(options: Partial<AlerterOptions> = {}) {
  const alerts = createAlerter({ webhookUrl: webhook.url, site: "https://dallas-it.example", log, retryDelaysMs: [20, 20], ...options });
  stops.push(() => alerts.stop());
  return alerts;
}

describe("alerts", () => {
  it("posts a Slack-compatible text with the structured facts and what to do", async () => {
    webhook = await startFakeWebhook();
    const alerts = alerter();
    alerts.send(failed);
    await alerts.settle();
    expect(webhook.received).toHaveLength(1);
    const [alert] = webhook.received;
    expect(alert).toMatchObject({ kind: "lead_failed", severity: "critical", site: "https://dallas-it.example", action: "Retry it." });
    expect(alert?.text).toContain("Lead 1234 (contact) failed for good.");
    expect(alert?.text).toContain("What to do: Retry it.");
    expect(alert?.details).toEqual({ leadId: "1234" });
  });

  it("sends at most one alert of a kind per quiet period, and each kind has its own", async () => {
    webhook = await startFakeWebhook();
    let clock = 0;
    const outcomes: string[] = [];
    const alerts = alerter({ now: () => clock, quietMs: 15 * 60_000, onResult: (kind, outcome) => outcomes.push(`${kind} ${outcome}`) });
    alerts.send(failed);
    alerts.send(failed);
    clock = 14 * 60_000;
    alerts.send(failed);
    alerts.send({ ...failed, kind: "backlog_stale", severity: "warning" });
    await alerts.settle();
    expect(webhook.received.map((alert) => alert.kind)).toEqual(["lead_failed", "backlog_stale"]);
    clock = 15 * 60_000;
    alerts.send(failed);
    await alerts.settle();
    expect(webhook.received.map((alert) => alert.kind)).toEqual(["lead_failed", "backlog_stale", "lead_failed"]);
    expect(outcomes.filter((outcome) => outcome === "lead_failed quiet")).toHaveLength(2);
  });

  it("never waits for the webhook, and tries again while it is down", async () => {
    webhook = await startFakeWebhook();
    // Down for the first two posts, whatever the time they take on a loaded machine; up for the third.
    webhook.answerWith(503, 2);
    const alerts = alerter({ retryDelaysMs: [50, 50, 50] });
    alerts.send(failed);
    // send() returned before the webhook could even receive the request: nothing waits for it.
    expect(webhook.attempts()).toBe(0);
    await alerts.settle();
    expect(webhook.attempts()).toBe(3);
    expect(webhook.received.map((alert) => alert.kind)).toEqual(["lead_failed"]);
    expect(lines.some((line) => line.startsWith("warn Alert lead_failed not sent yet"))).toBe(true);
  });

  it("gives up after its tries and says so in the log", async () => {
    webhook = await startFakeWebhook();
    webhook.answerWith(500);
    const outcomes: string[] = [];
    const alerts = alerter({ onResult: (kind, outcome) => outcomes.push(`${kind} ${outcome}`) });
    alerts.send(failed);
    await alerts.settle();
    expect(webhook.attempts()).toBe(3);
    expect(outcomes).toEqual(["lead_failed failed"]);
    expect(lines.some((line) => line.startsWith("error Alert lead_failed could not be sent"))).toBe(true);
  });

  it("without a webhook, alerts are logged only", async () => {
    webhook = await startFakeWebhook();
    const alerts = alerter({ webhookUrl: undefined });
    alerts.send(failed);
    await alerts.settle();
    expect(webhook.attempts()).toBe(0);
    expect(lines).toEqual(["error Alert lead_failed: Lead 1234 (contact) failed for good. What to do: Retry it."]);
  });
});
