import { describe, expect, it } from "vitest";
import type { ProviderOutcome } from "../../platform/provider-client.server.ts";
import type { Alert, Alerter } from "../../platform/alerts.server.ts";
import { REFUSAL_ALERT_THRESHOLD, chatSignals, leadSignals } from "./lead-signals.server.ts";
import { createMetrics } from "./metrics.server.ts";

function setup() {
  const sent: Alert[] = [];
  const alerts: Alerter = { send: (alert) => void sent.push(alert), settle: async () => {}, stop() {} };
  const clock = { now: 0 };
  const events = leadSignals(createMetrics({ processMetrics: false }), alerts, () => clock.now);
  const fail = (status: number, reason: string): ProviderOutcome => ({ kind: "failed", status, body: "{}", reason });
  const attempt = (outcome: ProviderOutcome) => events.attempted?.({ id: `lead-${clock.now}`, kind: "contact" }, outcome, 0.01);
  return { sent, clock, fail, attempt };
}

describe("lead signals (docs/decisions/0521)", () => {
  it("a lead refused for what was sent (HTTP 400) alerts only from the threshold within an hour", () => {
    const { sent, clock, fail, attempt } = setup();
    for (let index = 1; index < REFUSAL_ALERT_THRESHOLD; index++) {
      attempt(fail(400, "invalid_parameter"));
      clock.now += 10 * 60_000;
    }
    expect(sent).toEqual([]);
    // The first refusal is now more than an hour old: the window holds one fewer than the threshold.
    clock.now += 20 * 60_000;
    attempt(fail(400, "invalid_parameter"));
    expect(sent).toEqual([]);
    attempt(fail(400, "invalid_parameter"));
    expect(sent.map((alert) => [alert.kind, alert.details?.refusedWithinHour])).toEqual([["leads_refused", REFUSAL_ALERT_THRESHOLD]]);
  });

  it("any other refusal (the key, the account) alerts at once", () => {
    const { sent, fail, attempt } = setup();
    attempt(fail(401, "unauthorized"));
    attempt(fail(402, "not_enough_credits"));
    expect(sent.map((alert) => alert.kind)).toEqual(["lead_failed", "lead_failed"]);
  });

  it("a delivered lead, a returning contact's included, alerts nothing", () => {
    const { sent, attempt } = setup();
    attempt({ kind: "delivered", status: 201, body: "{}" });
    expect(sent).toEqual([]);
  });
});

describe("chat signals", () => {
  it("rate_limit_refusals_total{limit='ai'} counts the AI budget's refusals only, not every local answer", async () => {
    const metrics = createMetrics({ processMetrics: false });
    const observe = chatSignals(metrics);
    for (let n = 0; n < 3; n++) observe({ source: "local" });
    observe({ source: "ai" });
    observe({ source: "local", aiRefused: true });
    const text = await metrics.registry.metrics();
    expect(text).toContain('rate_limit_refusals_total{limit="ai"} 1');
    expect(text).toContain('chat_answers_total{source="local"} 4');
  });
});
