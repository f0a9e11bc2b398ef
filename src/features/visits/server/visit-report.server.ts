import { sourceOf, type Attribution } from "../../leads/index.ts";
import { summariseBuckets, VITAL_NAMES, type VitalName } from "../vital-scale.ts";
import type { DayCount, Dimension, VitalRow } from "./visit-ledger.server.ts";

/**
 * The figures marketing reads (docs/marketing-insights.md), from the stored day rows and the leads of
 * the same days: pure, so the CLI report and /admin/insights show the same numbers and a fixture checks
 * them exactly. Visitors over several days are the sum of each day's visitors: with a salt that changes
 * daily, the same person on two days cannot be recognised (as in Plausible).
 */

export interface Conversion {
  name: string;
  visitors: number;
  leads: number;
  /** Leads per visitor, 0 when there were no visitors. */
  rate: number;
}

export interface VitalSummary {
  template: string;
  metrics: Partial<Record<VitalName, { count: number; p75: number; good: number }>>;
}

export interface VisitReport {
  from: string;
  to: string;
  totals: { visitors: number; views: number; leads: number; rate: number };
  days: { day: string; visitors: number; views: number; leads: number }[];
  pages: { name: string; views: number; visitors: number }[];
  referrers: { name: string; visitors: number }[];
  devices: { name: string; visitors: number }[];
  sources: Conversion[];
  campaigns: Conversion[];
  landings: Conversion[];
  vitals: VitalSummary[];
}

/** What the report reads of a lead: a stored lead record has these (the outbox itself is opened only by the server entry). */
export interface CountedLead {
  status: string;
  /** Epoch ms. */
  createdAt: number;
  attribution: Attribution | null;
}

export interface VisitReportInput {
  from: string;
  to: string;
  counts: readonly DayCount[];
  vitals: readonly VitalRow[];
  /** Leads stored in the window; suspected bots are left out here. */
  leads: readonly CountedLead[];
  /** The day (site time zone) of an epoch ms, the same the visits are counted in. */
  dayOf: (at: number) => string;
}

/** A landing path as visits store it: lower case, no trailing slash. */
function pagePath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, "$1");
}

function sumBy(counts: readonly DayCount[], dimension: Dimension) {
  const totals = new Map<string, { views: number; visitors: number }>();
  for (const row of counts) {
    if (row.dimension !== dimension) continue;
    const total = totals.get(row.value) ?? { views: 0, visitors: 0 };
    total.views += row.views;
    total.visitors += row.visitors;
    totals.set(row.value, total);
  }
  return totals;
}

function tally<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = key(item);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const byCountThenName =
  <T extends { name: string }>(count: (row: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || a.name.localeCompare(b.name);

/** Visitors and leads per name, every name that has either; most visitors first. */
function conversions(visits: Map<string, { visitors: number }>, leads: Map<string, number>): Conversion[] {
  const names = new Set([...visits.keys(), ...leads.keys()]);
  return [...names]
    .map((name) => {
      const visitors = visits.get(name)?.visitors ?? 0;
      const leadCount = leads.get(name) ?? 0;
      return { name, visitors, leads: leadCount, rate: visitors ? leadCount / visitors : 0 };
    })
    .sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || a.name.localeCompare(b.name));
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export function visitReport(input: VisitReportInput): VisitReport {
  const leads = input.leads.filter((lead) => lead.status !== "suspect");
  const siteDays = new Map(input.counts.filter((row) => row.dimension === "site").map((row) => [row.day, row]));
  const leadsPerDay = tally(leads, (lead) => input.dayOf(lead.createdAt));
  const days = everyDay(input.from, input.to).map((day) => ({
    day,
    visitors: siteDays.get(day)?.visitors ?? 0,
    views: siteDays.get(day)?.views ?? 0,
    leads: leadsPerDay.get(day) ?? 0,
  }));
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const simple = (dimension: Dimension) => [...sumBy(input.counts, dimension)].map(([name, total]) => ({ name, ...total }));
  return {
    from: input.from,
    to: input.to,
    totals: {
      visitors,
      views: days.reduce((sum, day) => sum + day.views, 0),
      leads: leads.length,
      rate: visitors ? leads.length / visitors : 0,
    },
    days,
    pages: simple("page").sort(byCountThenName((row) => row.views)),
    referrers: simple("referrer")
      .map(({ name, visitors: count }) => ({ name, visitors: count }))
      .sort(byCountThenName((row) => row.visitors)),
    devices: simple("device")
      .map(({ name, visitors: count }) => ({ name, visitors: count }))
      .sort(byCountThenName((row) => row.visitors)),
    sources: conversions(
      sumBy(input.counts, "source"),
      tally(leads, (lead) => sourceOf(lead.attribution)),
    ),
    campaigns: conversions(
      sumBy(input.counts, "campaign"),
      tally(leads, (lead) => lead.attribution?.campaign ?? ""),
    ),
    landings: conversions(
      sumBy(input.counts, "landing"),
      tally(leads, (lead) => pagePath(lead.attribution?.landing ?? "")),
    ),
    vitals: vitalSummaries(input.vitals),
  };
}

/** p75 and the share of good values per route template, every device class together. */
function vitalSummaries(rows: readonly VitalRow[]): VitalSummary[] {
  const templates = new Map<string, Map<VitalName, Map<number, number>>>();
  for (const row of rows) {
    const metrics = templates.get(row.template) ?? new Map<VitalName, Map<number, number>>();
    const buckets = metrics.get(row.metric) ?? new Map<number, number>();
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.count);
    metrics.set(row.metric, buckets);
    templates.set(row.template, metrics);
  }
  return [...templates]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([template, metrics]) => ({
      template,
      metrics: Object.fromEntries(
        VITAL_NAMES.filter((name) => metrics.has(name)).map((name) => [name, summariseBuckets(name, metrics.get(name) ?? new Map())]),
      ),
    }));
}
