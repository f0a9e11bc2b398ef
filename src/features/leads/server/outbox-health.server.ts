import type { OutboxSummary } from "./outbox-summary.server.ts";
import type { ResilientLeadStore, StoreState } from "./resilient-lead-store.server.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import type { ProviderCheck } from "../../../platform/provider-check.server.ts";

/** A pending lead older than this means leads are not reaching the provider. */
const BACKLOG_LIMIT_SECONDS = 15 * 60;
/** A lead that failed for good within this long keeps the site `degraded`. */
const RECENT_FAILURE_MS = 24 * 60 * 60_000;

export type HealthReport = {
  /** ok; degraded: leads stopped reaching the provider (still ready for traffic); down: leads cannot be stored (503). */
  status: "ok" | "degraded" | "down";
  uptime: number;
  leads: { pending: number; failed: number; suspect: number; oldestPendingSeconds: number } | null;
  provider: ProviderCheck["key"] | "not configured" | "checking";
  /** Why it is not ok, each with what to do; empty when ok. */
  reasons: string[];
  /**
   * What the operator should look at that leaves the status as it is: leads the provider refused for
   * what a visitor sent, which anyone can cause.
   */
  notes: string[];
};

export type HealthInput = {
  summary: OutboxSummary | undefined;
  store: StoreState;
  provider: HealthReport["provider"];
  missingAttributes: readonly string[];
  now: number;
};

/** The rules of docs/decisions/0270-outbox-health.md, as a pure function. */
function assessHealth({ summary, store, provider, missingAttributes, now }: HealthInput): HealthReport {
  const uptime = Math.round(process.uptime());
  if (!summary || !store.writable) {
    const reasons = [`the lead store cannot be ${store.open ? "written" : "opened"}`];
    return { status: "down", uptime, leads: null, provider, reasons, notes: [] };
  }
  const oldestPendingSeconds = summary.oldestPendingAt === null ? 0 : Math.max(0, Math.round((now - summary.oldestPendingAt) / 1000));
  const reasons: string[] = [];
  if (summary.lastFailedAt !== null && now - summary.lastFailedAt < RECENT_FAILURE_MS) {
    reasons.push("a lead failed for good in the last 24 hours (npm run leads -- list --status failed)");
  }
  if (oldestPendingSeconds > BACKLOG_LIMIT_SECONDS) reasons.push(`a lead has waited ${Math.round(oldestPendingSeconds / 60)} minutes`);
  if (provider === "refused") reasons.push("the email provider refused BREVO_API_KEY at start");
  if (missingAttributes.length > 0) reasons.push(`the email provider has no contact attribute ${missingAttributes.join(", ")}`);
  const notes: string[] = [];
  if (summary.lastRefusedAt !== null && now - summary.lastRefusedAt < RECENT_FAILURE_MS) {
    notes.push(
      `${summary.refused} lead(s) refused by the email provider for what was sent, the latest in the last 24 hours (npm run leads -- list --status failed)`,
    );
  }
  const { pending, failed, suspect } = summary;
  return {
    status: reasons.length ? "degraded" : "ok",
    uptime,
    leads: { pending, failed, suspect, oldestPendingSeconds },
    provider,
    reasons,
    notes,
  };
}

export type HealthMonitorOptions = {
  store: Pick<ResilientLeadStore, "state" | "summary" | "probeWrite">;
  alerts: Alerter;
  /** Told about every fresh check (metrics gauges). */
  onCheck?: (summary: OutboxSummary | undefined, now: number) => void;
  /** Whether a provider key is set: without one, nothing is forwarded and the provider is "not configured". */
  forwarding: boolean;
  cacheMs?: number;
  intervalMs?: number;
  now?: () => number;
};

/**
 * Checks the outbox on a timer and on request: one grouped query, reused for `cacheMs`, so a load
 * balancer probing every second costs the database nothing more. Each fresh check raises the alerts
 * its state calls for: the store down or back, a backlog older than 15 minutes.
 */
export function createHealthMonitor(options: HealthMonitorOptions) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 5_000;
  let provider: HealthReport["provider"] = options.forwarding ? "checking" : "not configured";
  let missingAttributes: readonly string[] = [];
  let cached: { at: number; report: Promise<HealthReport> } | undefined;
  let wasDown = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function check(): Promise<HealthReport> {
    const at = now();
    if (!options.store.state().writable) await options.store.probeWrite();
    const summary = await options.store.summary().catch(() => undefined);
    options.onCheck?.(summary, at);
    const report = assessHealth({ summary, store: options.store.state(), provider, missingAttributes, now: at });
    raiseAlerts(report);
    return report;
  }

  function raiseAlerts(report: HealthReport): void {
    const down = report.status === "down";
    if (down) {
      options.alerts.send({
        kind: "store_down",
        severity: "critical",
        summary:
          "The lead store cannot be reached: new submissions are refused with a 'please try again' message and /healthz answers 503.",
        action:
          "Check the database LEADS_DB names: is it running and reachable, is its disk full, may the server's user write the file? The site recovers by itself once it can.",
      });
    } else if (wasDown) {
      options.alerts.send({
        kind: "store_recovered",
        severity: "info",
        summary: "The lead store is back: submissions are stored again.",
        action: "Nothing; check that no other alert is open.",
      });
    }
    wasDown = down;
    const leads = report.leads;
    if (leads && leads.oldestPendingSeconds > BACKLOG_LIMIT_SECONDS) {
      options.alerts.send({
        kind: "backlog_stale",
        severity: "warning",
        summary: `${leads.pending} lead(s) are waiting for the email provider; the oldest for ${Math.round(leads.oldestPendingSeconds / 60)} minutes.`,
        action:
          "Look at the server log's 'not delivered' lines and the provider's status page. Waiting leads are sent by themselves once it answers; nothing is lost.",
        details: { pending: leads.pending, oldestPendingSeconds: leads.oldestPendingSeconds },
      });
    }
  }

  const monitor = {
    /** The latest report, at most `cacheMs` old. */
    report(): Promise<HealthReport> {
      const at = now();
      if (!cached || at - cached.at >= cacheMs) cached = { at, report: check() };
      return cached.report;
    },
    /** Records the start-up check; the next report says it. */
    setProvider(result: ProviderCheck) {
      provider = result.key;
      missingAttributes = result.key === "accepted" ? result.missingAttributes : [];
      cached = undefined;
    },
    start(intervalMs = options.intervalMs ?? 30_000) {
      timer ??= setInterval(() => void monitor.report(), intervalMs);
      timer.unref();
      void monitor.report();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return monitor;
}
