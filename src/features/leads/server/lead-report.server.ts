import { LEAD_KINDS } from "../lead-kinds.ts";
import type { LeadKind } from "../lead-kinds.ts";
import { sourceOf } from "../lead-attribution.ts";
import { displaySafe, table } from "../../../platform/operator-text.server.ts";
import type { LeadRecord } from "./lead-store.server.ts";
import type { ChatGap } from "./chat-gap-ledger.server.ts";
import { gapReportSection } from "./chat-gap-report.server.ts";

/**
 * The marketing report of `npm run leads -- report`: leads per campaign, source, landing page and
 * sending page, by kind, with how many reached the provider and how many failed. Suspected bots are
 * left out and counted apart. Pure, so it is unit-tested.
 */

export const REPORT_DIMENSIONS = ["campaign", "source", "landing", "page"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

const TITLES: Record<ReportDimension, string> = {
  campaign: "CAMPAIGN",
  source: "SOURCE",
  landing: "LANDING PAGE",
  page: "SENT FROM",
};

/** Leads without any attribution: stored before it was kept, or by a program. */
const UNKNOWN = "(unknown)";

/** The group a lead falls in for one dimension. */
export function groupOf(lead: LeadRecord, dimension: ReportDimension): string {
  const a = lead.attribution;
  if (!a) return UNKNOWN;
  switch (dimension) {
    case "campaign":
      return a.campaign || "(none)";
    case "source":
      return sourceOf(a) || UNKNOWN;
    case "landing":
      return a.landing || UNKNOWN;
    case "page":
      return a.page || UNKNOWN;
  }
}

export type ReportRow = { group: string; leads: number; byKind: Record<LeadKind, number>; delivered: number; failed: number };

/** One dimension's rows, most leads first, then by name. */
export function reportRows(leads: readonly LeadRecord[], dimension: ReportDimension): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const lead of leads) {
    if (lead.status === "suspect") continue;
    const group = groupOf(lead, dimension);
    let row = rows.get(group);
    if (!row) {
      row = {
        group,
        leads: 0,
        byKind: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>,
        delivered: 0,
        failed: 0,
      };
      rows.set(group, row);
    }
    row.leads++;
    row.byKind[lead.kind]++;
    if (lead.status === "delivered") row.delivered++;
    if (lead.status === "failed") row.failed++;
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.group.localeCompare(b.group));
}

export type ReportOptions = {
  dimensions: readonly ReportDimension[];
  since: number;
  /** The chat's most asked unanswered questions of the window, shown last. */
  gaps?: readonly ChatGap[];
};

/** The report as text: a heading line, one table per dimension, then the chat's unanswered questions when given. */
export function formatLeadReport(leads: readonly LeadRecord[], options: ReportOptions): string {
  const suspects = leads.filter((lead) => lead.status === "suspect").length;
  const counted = leads.length - suspects;
  const heading =
    `Leads since ${new Date(options.since).toISOString().slice(0, 16).replace("T", " ")} UTC: ${counted}` +
    (suspects ? ` (${suspects} suspected bot${suspects === 1 ? "" : "s"} left out)` : "");
  const sections = options.dimensions.map((dimension) => {
    const header = [TITLES[dimension], "LEADS", ...LEAD_KINDS.map((kind) => kind.toUpperCase()), "DELIVERED", "FAILED"];
    const rows = reportRows(leads, dimension).map((row) => [
      displaySafe(row.group).replace(/\s+/g, " "),
      String(row.leads),
      ...LEAD_KINDS.map((kind) => String(row.byKind[kind])),
      String(row.delivered),
      String(row.failed),
    ]);
    return rows.length ? table(header, rows) : `${TITLES[dimension]}: no leads.`;
  });
  const gaps = options.gaps ? [gapReportSection(options.gaps)] : [];
  return [heading, ...sections, ...gaps].join("\n\n") + "\n";
}
