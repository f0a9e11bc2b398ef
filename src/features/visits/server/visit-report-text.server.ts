import { displaySafe, table } from "../../../platform/operator-text.server.ts";
import { VITAL_NAMES, VITALS } from "../vital-scale.ts";
import type { Conversion, VisitReport } from "./visit-report.server.ts";

/** Rows shown per table of the text report. */
const TOP = 10;

/** A share as a percentage with one decimal, e.g. 12.5%. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

const clean = (text: string) => displaySafe(text).replace(/\s+/g, " ");

function conversionTable(title: string, rows: readonly Conversion[]): string {
  if (!rows.length) return `${title}: none.`;
  return table(
    [title, "VISITORS", "LEADS", "CONVERSION"],
    rows.slice(0, TOP).map((row) => [clean(row.name), String(row.visitors), String(row.leads), row.visitors ? percent(row.rate) : "-"]),
  );
}

/** A vital's p75 in its unit: 2500 ms, 0.1. */
export function vitalValue(name: keyof typeof VITALS, value: number): string {
  return VITALS[name].unit ? `${value} ${VITALS[name].unit}` : String(value);
}

/** The traffic sections of `npm run leads -- report`: totals, top pages, sources, referrers, campaigns and landing pages with conversion, vitals. */
export function formatVisitReport(report: VisitReport): string {
  const { totals } = report;
  const heading = `Visits ${report.from} to ${report.to}: ${totals.visitors} visitors, ${totals.views} page views, ${totals.leads} leads (${percent(totals.rate)} of visitors)`;
  const pages = report.pages.length
    ? table(
        ["PAGE", "VIEWS", "VISITORS"],
        report.pages.slice(0, TOP).map((row) => [clean(row.name), String(row.views), String(row.visitors)]),
      )
    : "PAGE: no visits.";
  const referrers = report.referrers.length
    ? table(
        ["REFERRER", "VISITORS"],
        report.referrers.slice(0, TOP).map((row) => [clean(row.name), String(row.visitors)]),
      )
    : "REFERRER: none.";
  const vitals = report.vitals.length
    ? table(
        ["TEMPLATE", ...VITAL_NAMES.map((name) => `${name} P75 (GOOD)`)],
        report.vitals.map((row) => [
          clean(row.template),
          ...VITAL_NAMES.map((name) => {
            const metric = row.metrics[name];
            return metric ? `${vitalValue(name, metric.p75)} (${percent(metric.good)})` : "-";
          }),
        ]),
      )
    : "VITALS: none received.";
  return [
    heading,
    pages,
    conversionTable("SOURCE", report.sources),
    referrers,
    conversionTable("CAMPAIGN", report.campaigns),
    conversionTable("LANDING PAGE", report.landings),
    vitals,
  ].join("\n\n");
}
