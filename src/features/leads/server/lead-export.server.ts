import { allFieldNames } from "../lead-kinds.ts";
import { sourceOf, UTM_TAGS } from "../lead-attribution.ts";
import type { LeadRecord } from "./lead-store.server.ts";

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

// C0 controls but tab and line ends, DEL, C1 controls, and the bidi marks, embeddings, overrides and
// isolates: a terminal runs the first as escape sequences, and the last reorder what an operator reads.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_FOR_DISPLAY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Text safe to show: each unsafe character becomes a visible [U+XXXX] (so an operator sees that
 * something was there), and a lone surrogate becomes U+FFFD.
 */
export function displaySafe(text: string): string {
  return text.toWellFormed().replace(UNSAFE_FOR_DISPLAY, (c) => `[${codePoint(c)}]`);
}

function iso(ms: number | null): string {
  return ms === null ? "" : new Date(ms).toISOString();
}

function fieldValue(lead: LeadRecord, field: string): string {
  const fields: Record<string, string> = lead.fields;
  return Object.hasOwn(fields, field) ? (fields[field] ?? "") : "";
}

/**
 * One CSV cell (RFC 4180). Cells a spreadsheet would run as a formula (=, +, -, @ first) get a
 * leading apostrophe, because lead text is written by strangers; phone numbers like +1 214 are left alone.
 */
export function csvCell(value: string): string {
  const looksLikeNumber = /^[+-]?[\d\s()./-]+$/.test(value);
  const safe = /^[=+\-@\t\r]/.test(value) && !looksLikeNumber ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends, as RFC 4180 and spreadsheet programs expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => csvCell(displaySafe(cell))).join(",")).join("\r\n") + "\r\n";
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
