/**
 * The visits feature's server front door: the app
 * wires what startVisits returns, the lead CLI calls buildVisitReport.
 */
import type { Registry } from "prom-client";
import { insightsRoutes } from "./insights-page.server.ts";
import { countVisits } from "./visit-counter.server.ts";
import type { VisitLedger } from "./visit-ledger.server.ts";
import { createVisitMetrics } from "./visit-metrics.server.ts";
import { visitReport, type CountedLead, type VisitReport } from "./visit-report.server.ts";
import { createVisitTally, dayIn } from "./visit-tally.server.ts";
import { vitalsEndpoint } from "./vitals-endpoint.server.ts";

export { formatVisitReport } from "./visit-report-text.server.ts";

/** The leads of a window, for conversions: the lead store's `list`. */
interface LeadsReader {
  list(filter: { since: number }): Promise<readonly CountedLead[]>;
}

export interface VisitsOptions {
  ledger: VisitLedger;
  /** Leads of a window, for conversions. */
  leads: LeadsReader;
  siteUrl: string;
  timeZone: string;
  retentionMonths: number;
  /** A request path's page (content path, or a rendered route's template); undefined when it is not a page. */
  pageOf: (pathname: string) => string | undefined;
  /** A page path's route template, for vitals. */
  templateOf: (pathname: string) => string | undefined;
  /** METRICS_TOKEN: opens /admin/insights; without it the page does not exist. */
  token?: string | undefined;
  registry?: Registry;
  log?: (line: string) => void;
}

/** The report of the `days` days up to today, visits and leads together. */
export async function buildVisitReport(
  options: { ledger: VisitLedger; leads: LeadsReader; timeZone: string },
  days: number,
  now = Date.now(),
): Promise<VisitReport> {
  const dayOf = dayIn(options.timeZone);
  const to = dayOf(now);
  const from = dayOf(now - (days - 1) * 86_400_000);
  const since = Date.parse(`${from}T00:00:00Z`) - 86_400_000;
  const [counts, vitals, leads] = await Promise.all([
    options.ledger.counts(from, to),
    options.ledger.vitals(from, to),
    options.leads.list({ since }),
  ]);
  return visitReport({ from, to, counts, vitals, leads: leads.filter((lead) => dayOf(lead.createdAt) >= from), dayOf });
}

/** Counting, the vitals endpoint and the insights page, over one tally that flushes in the background. */
export function startVisits(options: VisitsOptions) {
  const metrics = options.registry ? createVisitMetrics(options.registry) : undefined;
  const tally = createVisitTally({
    ledger: options.ledger,
    site: options.siteUrl,
    timeZone: options.timeZone,
    retentionMonths: options.retentionMonths,
    ...(metrics && {
      onFlush: (outcome: "stored" | "failed") => metrics.flushes.inc({ outcome }),
      onDrop: (views: number) => metrics.dropped.inc(views),
    }),
    ...(options.log && { log: options.log }),
  });
  tally.start();
  const ownHost = URL.parse(options.siteUrl)?.host ?? "";
  return {
    counter: countVisits({ tally, pageOf: options.pageOf, ownHost, ...(metrics && { metrics }) }),
    vitals: vitalsEndpoint({ tally, templateOf: options.templateOf, ...(metrics && { metrics }) }),
    insights: options.token ? insightsRoutes({ token: options.token, report: (days) => buildVisitReport(options, days) }) : undefined,
    /** Writes what is held in memory; for shutdown, and for tests. */
    flush: () => tally.flush(),
    stop: () => tally.stop(),
  };
}

export type Visits = ReturnType<typeof startVisits>;
