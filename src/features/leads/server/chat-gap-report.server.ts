import type { ChatGap } from "./chat-gap-ledger.server.ts";
import { displaySafe } from "../../../platform/operator-text.server.ts";

/**
 * `npm run chat:gaps` and the leads report's part on them: the questions
 * the site did not answer, most asked first. Pure, so it is unit-tested; scripts/chat-gaps.ts only wires it.
 */

export type ChatGapsCommand = { name: "help" } | { name: "list"; limit: number; since?: number; json: boolean };
export type ChatGapsParse = { ok: true; command: ChatGapsCommand } | { ok: false; error: string };

export const DEFAULT_GAP_LIMIT = 30;

export const CHAT_GAPS_USAGE = `Usage: npm run chat:gaps -- [--limit N] [--since YYYY-MM-DD] [--json]

The questions visitors asked the chat that the site did not answer (nothing found, only the closest
page, or a weak match), most asked first: how often, when last, and the question as stored (lower case,
with [name], [email], [phone], [url], [ip] and [number] in place of what a visitor gave).

  --limit N             Show the N most asked (default ${DEFAULT_GAP_LIMIT}).
  --since YYYY-MM-DD    Only questions asked on or after that day (UTC).
  --json                One JSON array instead of the table.

The questions are kept in LEADS_DB (a SQLite file, default data/leads.db, or a postgres:// URL).`;

/** Parses `npm run chat:gaps -- …`. */
export function parseChatGapsArgs(argv: readonly string[]): ChatGapsParse {
  let limit = DEFAULT_GAP_LIMIT;
  let since: number | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] ?? "").split(/=(.*)/s, 2);
    if (["help", "--help", "-h"].includes(flag)) return { ok: true, command: { name: "help" } };
    if (flag === "--json") {
      json = true;
      continue;
    }
    if (flag !== "--limit" && flag !== "--since") return { ok: false, error: `Unknown argument ${flag}.` };
    const value = inline ?? argv[++i];
    if (value === undefined) return { ok: false, error: `${flag} needs a value.` };
    if (flag === "--limit") {
      limit = Number(value);
      if (!/^\d+$/.test(value) || limit < 1) return { ok: false, error: "--limit must be a whole number of 1 or more." };
    } else {
      since = dayStart(value);
      if (since === undefined) return { ok: false, error: "--since must be a day written YYYY-MM-DD, e.g. 2026-11-01." };
    }
  }
  return { ok: true, command: { name: "list", limit, json, ...(since === undefined ? {} : { since }) } };
}

/** The start of a YYYY-MM-DD day in UTC, or undefined when it is no such day. */
function dayStart(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? undefined : at;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The gaps as a table: COUNT, LAST SEEN, QUESTION. */
function formatGapTable(gaps: readonly ChatGap[]): string {
  const width = Math.max("COUNT".length, ...gaps.map((gap) => String(gap.count).length));
  const line = (count: string, seen: string, question: string) => `${count.padStart(width)}  ${seen.padEnd(10)}  ${question}`;
  return [
    line("COUNT", "LAST SEEN", "QUESTION"),
    ...gaps.map((gap) => line(String(gap.count), day(gap.lastSeen), displaySafe(gap.question))),
  ].join("\n");
}

/** `npm run chat:gaps`'s output: the table with a heading, or the JSON array. */
export function formatChatGaps(gaps: readonly ChatGap[], options: { json: boolean; since?: number }): string {
  if (options.json) {
    const rows = gaps.map((gap) => ({
      ...gap,
      firstSeen: new Date(gap.firstSeen).toISOString(),
      lastSeen: new Date(gap.lastSeen).toISOString(),
    }));
    return `${JSON.stringify(rows, null, 2)}\n`;
  }
  const since = options.since === undefined ? "" : ` since ${day(options.since)}`;
  if (gaps.length === 0) return `No unanswered questions recorded${since}.\n`;
  return `Questions the site did not answer${since}, most asked first:\n\n${formatGapTable(gaps)}\n`;
}

/** The leads report's part: what visitors asked in the report's window that the site did not answer. */
export function gapReportSection(gaps: readonly ChatGap[]): string {
  const title = "WHAT VISITORS ASKED THAT THE SITE DID NOT ANSWER";
  if (gaps.length === 0) return `${title}: nothing recorded.`;
  return `${title} (most asked first; all: npm run chat:gaps)\n${formatGapTable(gaps)}`;
}
