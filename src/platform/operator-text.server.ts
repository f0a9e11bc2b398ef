/**
 * Text for an operator's terminal and spreadsheet, whoever wrote it: the leads' and applications' exports, the
 * reports of leads, visits and chat gaps. Pure functions; they know no feature.
 */

// C0 controls but tab and line ends, DEL, C1 controls, and the bidi marks, embeddings, overrides and
// isolates: a terminal runs the first as escape sequences, and the last reorder what an operator reads. The
// leads' JSON export escapes the same characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_FOR_DISPLAY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Text safe to show: each unsafe character becomes a visible [U+XXXX] (so an operator sees that
 * something was there), and a lone surrogate becomes U+FFFD (docs/decisions/0224-clean-identifiers-and-exports.md).
 */
export function displaySafe(text: string): string {
  return text.toWellFormed().replace(UNSAFE_FOR_DISPLAY, (c) => `[${codePoint(c)}]`);
}

/**
 * One CSV cell (RFC 4180). Cells a spreadsheet would run as a formula (=, +, -, @ first) get a
 * leading apostrophe, because the text is written by strangers (a lead, an application); phone numbers like +1 214 are left alone.
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

/** Columns for a terminal: the first left-aligned, the others right-aligned, two spaces apart. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
