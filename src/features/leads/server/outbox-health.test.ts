import { describe, expect, it } from "vitest";
import type { Lead } from "../lead-kinds.ts";
import { openResilientLeadStore } from "./resilient-lead-store.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { silentLeadLogger } from "./lead-log.server.ts";
import type { Alert, Alerter } from "../../../platform/alerts.server.ts";
import { createHealthMonitor } from "./outbox-health.server.ts";

const lead: Lead = { kind: "newsletter", fields: { email: "kay@example.com" } };
const MINUTE = 60_000;

function recordingAlerts(): Alerter & { sent: Alert[] } {
  const sent: Alert[] = [];
  return { sent, send: (alert) => void sent.push(alert), settle: async () => {}, stop() {} };
}

async function setup(start = 10 * 24 * 60 * MINUTE) {
  const clock = { now: start };
  const inner = openSqliteLeadStore(":memory:", { now: () => clock.now });
  const store = await openResilientLeadStore({ open: async () => inner, location: ":memory:", log: silentLeadLogger });
  const alerts = recordingAlerts();
  const monitor = createHealthMonitor({ store, alerts, forwarding: true, cacheMs: 0, now: () => clock.now });
  return { clock, store, alerts, monitor };
}

describe("outbox health", () => {
  it("is ok with the counts when nothing waits or failed", async () => {
    const { store, monitor } = await setup();
    await store.insert(lead, { suspect: true });
    const report = await monitor.report();
    expect(report).toMatchObject({ status: "ok", leads: { pending: 0, failed: 0, suspect: 1, oldestPendingSeconds: 0 }, reasons: [] });
  });

  it("is degraded, with an alert, when the oldest pending lead is older than 15 minutes", async () => {
    const { clock, store, monitor, alerts } = await setup();
    await store.insert(lead);
    clock.now += 15 * MINUTE;
    expect((await monitor.report()).status).toBe("ok");
    expect(alerts.sent).toEqual([]);
    clock.now += 1_000;
    const report = await monitor.report();
    expect(report.status).toBe("degraded");
    expect(report.leads).toMatchObject({ pending: 1, oldestPendingSeconds: 15 * 60 + 1 });
    expect(alerts.sent.map((alert) => alert.kind)).toEqual(["backlog_stale"]);
  });

  it("is degraded for 24 hours after a lead failed for good, and no longer counts it failed once retried", async () => {
    const { clock, store, monitor } = await setup();
    const { lead: stored } = await store.insert(lead);
    await store.markFailed(stored.id, { attempts: 1, reason: "unauthorized", providerStatus: 401, providerResponse: "{}" });
    expect(await monitor.report()).toMatchObject({ status: "degraded", leads: { failed: 1 } });
    clock.now += 24 * 60 * MINUTE - 1;
    expect((await monitor.report()).status).toBe("degraded");
    clock.now += 1;
    expect(await monitor.report()).toMatchObject({ status: "ok", leads: { failed: 1 } });
    await store.requeue(stored.id);
    // Retried, it waits again: no longer a failure, but still a day-old lead not delivered.
    const retried = await monitor.report();
    expect(retried.leads).toMatchObject({ failed: 0, pending: 1 });
    expect(retried.reasons).toEqual(["a lead has waited 1440 minutes"]);
  });

  it("a lead the provider refused for what was sent (HTTP 400) leaves the status ok; the operator's notes say it", async () => {
    const { clock, store, monitor, alerts } = await setup();
    for (const email of ["a@example.com", "b@example.com"]) {
      const { lead: stored } = await store.insert({ kind: "newsletter", fields: { email } });
      await store.markFailed(stored.id, { attempts: 1, reason: "invalid_parameter", providerStatus: 400, providerResponse: "{}" });
    }
    const report = await monitor.report();
    expect(report).toMatchObject({ status: "ok", reasons: [], leads: { failed: 2 } });
    expect(report.notes).toEqual([expect.stringContaining("2 lead(s) refused by the email provider")]);
    expect(alerts.sent).toEqual([]);
    clock.now += 24 * 60 * MINUTE;
    expect(await monitor.report()).toMatchObject({ status: "ok", notes: [] });
  });

  it("is degraded when the provider refused the key or lacks an attribute", async () => {
    const { monitor } = await setup();
    monitor.setProvider({ key: "refused", status: 401 });
    expect(await monitor.report()).toMatchObject({ status: "degraded", provider: "refused" });
    monitor.setProvider({ key: "accepted", missingAttributes: ["MEETING_DATE"] });
    const report = await monitor.report();
    expect(report.status).toBe("degraded");
    expect(report.reasons.join()).toContain("MEETING_DATE");
    monitor.setProvider({ key: "accepted", missingAttributes: [] });
    expect((await monitor.report()).status).toBe("ok");
  });

  it("is down while the store cannot be read, alerts once, and alerts when it is back", async () => {
    const { store, monitor, alerts } = await setup();
    const summary = store.summary.bind(store);
    store.summary = () => Promise.reject(new Error("connection refused"));
    expect(await monitor.report()).toMatchObject({ status: "down", leads: null });
    expect(alerts.sent.map((alert) => alert.kind)).toEqual(["store_down"]);
    store.summary = summary;
    expect((await monitor.report()).status).toBe("ok");
    expect(alerts.sent.map((alert) => alert.kind)).toEqual(["store_down", "store_recovered"]);
  });

  it("reuses one check for the cache period: a busy load balancer costs one query", async () => {
    const { store } = await setup();
    let queries = 0;
    const summary = store.summary.bind(store);
    store.summary = () => (queries++, summary());
    let now = 0;
    const monitor = createHealthMonitor({ store, alerts: recordingAlerts(), forwarding: true, cacheMs: 5_000, now: () => now });
    await Promise.all(Array.from({ length: 20 }, () => monitor.report()));
    now = 4_999;
    await monitor.report();
    expect(queries).toBe(1);
    now = 5_000;
    await monitor.report();
    expect(queries).toBe(2);
  });
});
