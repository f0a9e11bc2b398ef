import type { RequestHandler } from "express";
import { hasBearerToken } from "./bearer-token.server.ts";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { OutboxSummary } from "../../features/leads/server/index.server.ts";

/**
 * The server's Prometheus metrics, in a registry of their own so a
 * test can make a fresh set. Labels are route patterns, kinds and outcomes: a bounded set, never a
 * raw path or anything a visitor typed.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route pattern, method and status class.",
      labelNames: ["route", "method", "status_class"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    leadsStored: new Counter({
      name: "leads_stored_total",
      help: "Lead submissions by kind and outcome: stored, suspect, duplicate, invalid, error (not stored).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    applications: new Counter({
      name: "applications_total",
      help: "Job application posts by job and outcome: stored, suspect, duplicate, invalid, error (not stored) (docs/decisions/0540).",
      labelNames: ["job", "outcome"] as const,
      registers,
    }),
    leadsForwarded: new Counter({
      name: "leads_forwarded_total",
      help: "Attempts to hand a lead to the email provider, by kind and outcome: delivered, retry, failed (for good).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    providerDuration: new Histogram({
      name: "provider_request_duration_seconds",
      help: "Time of one call to the email provider, by outcome.",
      labelNames: ["outcome"] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outbox: new Gauge({
      name: "leads_outbox",
      help: "Leads in the outbox by status (pending, failed, suspect), as of the last health check.",
      labelNames: ["status"] as const,
      registers,
    }),
    oldestPending: new Gauge({
      name: "leads_oldest_pending_seconds",
      help: "Age of the oldest lead still waiting to be delivered; 0 when none waits.",
      registers,
    }),
    storeUp: new Gauge({ name: "lead_store_up", help: "1 when the lead store reads and writes, else 0.", registers }),
    chatAnswers: new Counter({
      name: "chat_answers_total",
      help: "Questions that reached the server's chat endpoint, by who answered: ai, local (the site's own passages), none (the AI failed; the site answered).",
      labelNames: ["source"] as const,
      registers,
    }),
    aiCalls: new Counter({
      name: "ai_calls_total",
      help: "Calls to the AI provider by outcome: answered, failed.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by a limit: forms and chat (per visitor, 429), ai (the site-wide AI budget).",
      labelNames: ["limit"] as const,
      registers,
    }),
    alerts: new Counter({
      name: "alerts_total",
      help: "Alerts by kind and outcome: sent, failed (webhook unreachable after retries), quiet (held back by the 15-minute limit).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Sets the outbox gauges from a health check's summary; undefined when the store could not be read. */
export function recordOutbox(metrics: Metrics, summary: OutboxSummary | undefined, now: number): void {
  metrics.storeUp.set(summary ? 1 : 0);
  if (!summary) return;
  for (const status of ["pending", "failed", "suspect"] as const) metrics.outbox.set({ status }, summary[status]);
  metrics.oldestPending.set(summary.oldestPendingAt === null ? 0 : Math.max(0, (now - summary.oldestPendingAt) / 1000));
}

/**
 * GET /metrics: only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). `beforeScrape`
 * refreshes the outbox gauges from the cached health check.
 */
export function metricsEndpoint(metrics: Metrics, token: string, beforeScrape?: () => Promise<unknown>): RequestHandler {
  return (request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    if (!hasBearerToken(request, token)) {
      response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return void response.status(401).type("text/plain").send("Unauthorized\n");
    }
    Promise.resolve(beforeScrape?.())
      .then(() => metrics.registry.metrics())
      .then((text) => void response.type(metrics.registry.contentType).send(text), next);
  };
}
