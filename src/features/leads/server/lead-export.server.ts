import { allFieldNames } from "../lead-kinds.ts";
import { sourceOf, UTM_TAGS } from "../lead-attribution.ts";
import type { LeadRecord } from "./lead-store.server.ts";
import { displaySafe, toCsv, UNSAFE_FOR_DISPLAY } from "../../../platform/operator-text.server.ts";

/** Operator views of stored leads: CSV and JSON exports and the `list` table. Pure functions. */

const META_COLUMNS = [
  "id",
  "kind",
  "status",
  "attempts",
  "created_at",
  "delivered_at",
  "next_attempt_at",
  "last_error",
  "provider_status",
  "provider_response",
  "idempotency_key",
] as const;

/** Where each lead came from, after the fields. */
const ATTRIBUTION_COLUMNS = ["landing_page", ...UTM_TAGS.map((tag) => `utm_${tag}`), "click_ids", "referrer", "sent_from"] as const;

function attributionCells(lead: LeadRecord): string[] {
  const a = lead.attribution;
  if (!a) return ATTRIBUTION_COLUMNS.map(() => "");
  return [a.landing, ...UTM_TAGS.map((tag) => a[tag]), a.clickIds.join(" "), a.referrer, a.page];
}

function iso(ms: number | null): string {
  return ms === null ? "" : new Date(ms).toISOString();
}

function fieldValue(lead: LeadRecord, field: string): string {
  const fields: Record<string, string> = lead.fields;
  return Object.hasOwn(fields, field) ? (fields[field] ?? "") : "";
}

/** Leads as CSV: bookkeeping columns, then one column per field of any kind. */
export function leadsToCsv(leads: readonly LeadRecord[]): string {
  const fieldColumns = allFieldNames();
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.status,
    String(lead.attempts),
    iso(lead.createdAt),
    iso(lead.deliveredAt),
    lead.status === "pending" ? iso(lead.nextAttemptAt) : "",
    lead.lastError ?? "",
    lead.providerStatus === null ? "" : String(lead.providerStatus),
    lead.providerResponse ?? "",
    lead.idempotencyKey ?? "",
    ...fieldColumns.map((field) => fieldValue(lead, field)),
    ...attributionCells(lead),
  ]);
  return toCsv([[...META_COLUMNS, ...fieldColumns, ...ATTRIBUTION_COLUMNS], ...rows]);
}

/** Leads as a JSON array with ISO dates, one object per lead. */
export function leadsToJson(leads: readonly LeadRecord[]): string {
  const plain = leads.map((lead) => ({
    ...lead,
    createdAt: iso(lead.createdAt),
    deliveredAt: lead.deliveredAt === null ? null : iso(lead.deliveredAt),
    nextAttemptAt: iso(lead.nextAttemptAt),
  }));
  // JSON can escape in-band, so values stay exact: every unsafe character becomes a \uXXXX escape.
  return (
    JSON.stringify(plain, (_key, value: unknown) => (typeof value === "string" ? value.toWellFormed() : value), 2).replace(
      UNSAFE_FOR_DISPLAY,
      (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
    ) + "\n"
  );
}

/** The formats of `npm run leads -- export`. */
export type ExportFormat = "csv" | "json";

export function exportLeads(leads: readonly LeadRecord[], format: ExportFormat): string {
  return format === "csv" ? leadsToCsv(leads) : leadsToJson(leads);
}

function clip(text: string, width: number): string {
  const oneLine = displaySafe(text).replace(/\s+/g, " ");
  return oneLine.length > width ? `${oneLine.slice(0, width - 1)}…` : oneLine;
}

/** The `list` command's table: id, kind, status, attempts, created, email, last error, then where it came from. */
export function formatLeadTable(leads: readonly LeadRecord[]): string {
  if (leads.length === 0) return "No leads.\n";
  const header = ["ID", "KIND", "STATUS", "TRIES", "CREATED (UTC)", "EMAIL", "LAST ERROR", "SOURCE", "CAMPAIGN", "LANDING", "SENT FROM"];
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.status,
    String(lead.attempts),
    iso(lead.createdAt).slice(0, 16).replace("T", " "),
    clip(lead.fields.email, 40),
    clip(lead.lastError ?? "", 40),
    clip(sourceOf(lead.attribution), 24),
    clip(lead.attribution?.campaign ?? "", 24),
    clip(lead.attribution?.landing ?? "", 32),
    clip(lead.attribution?.page ?? "", 32),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n") + "\n";
}
