import { LEAD_STATUSES, isLeadStatus } from "./lead-store.server.ts";
import type { LeadStatus } from "./lead-store.server.ts";
import type { ExportFormat } from "./lead-export.server.ts";
import { REPORT_DIMENSIONS, type ReportDimension } from "./lead-report.server.ts";
import type { ApplicationCommand } from "../../applications/server/index.server.ts";

/** Parsing of `npm run leads -- <command>`; pure so every branch is unit-tested. */

export type LeadsCommand =
  | { name: "help" }
  | { name: "list"; status?: LeadStatus; limit: number }
  | { name: "export"; format: ExportFormat; status?: LeadStatus }
  | { name: "retry"; id: string }
  | { name: "retry-all-failed" }
  | { name: "migrate" }
  | { name: "backup"; destination: string }
  | { name: "release"; id: string }
  | { name: "release-all-suspect" }
  | { name: "purge-suspects"; olderThanMs: number }
  | { name: "report"; sinceMs: number; dimensions: ReportDimension[] }
  | ApplicationCommand;

export type ParseResult = { ok: true; command: LeadsCommand } | { ok: false; error: string };

export const DEFAULT_LIST_LIMIT = 50;
/** The report's window when --since is not given: the last 30 days. */
const DEFAULT_REPORT_SINCE = "30d";

const fail = (error: string): ParseResult => ({ ok: false, error });

export const USAGE = `Usage: npm run leads -- <command>

Commands:
  list [--status pending|delivered|failed|suspect] [--limit N]
                                                         Newest leads as a table (default ${DEFAULT_LIST_LIMIT}).
  export --format csv|json [--status S]                  All matching leads to stdout, with their status.
  retry <id>                                             Send a pending or failed lead again now.
  retry --all-failed                                     Send every failed lead again now.
  release <id>                                           Queue a suspect lead for delivery (it was a person).
  release --all-suspect                                  Queue every suspect lead for delivery.
  purge-suspects --older-than <N>d                       Delete suspect leads stored more than N days ago.
  report [--since <N>d|<N>h] [--by campaign|source|landing|page]
                                                         Leads per campaign, source, landing page and page sent
                                                         from, by kind, with delivered and failed counts
                                                         (default: the last ${DEFAULT_REPORT_SINCE}, every grouping).
  applications [--job <slug>] [--format csv]             Job applications by job, with answers, files and source
                                                         (--format csv: every one as CSV, for a spreadsheet).
  erase --email <address>                                Delete every lead, application and file of one person
                                                         (a deletion request), and say how many were removed.
  migrate                                                Bring the lead database's schema up to date (servers also do it at start).
  backup <file>                                          Copy the SQLite lead database to <file> while the server runs (PostgreSQL: use pg_dump).
  help                                                   This text.

Suspect leads looked automated (hidden trap field filled, or sent within half a second of the
form was shown). They are kept, never forwarded on their own, and deleted only by purge-suspects.

The lead database is LEADS_DB: a SQLite file (default data/leads.db) or a postgres:// URL.`;

const BOOLEAN_FLAGS = ["all-failed", "all-suspect"];

/** `30d` (days) or `12h` (hours) as milliseconds, or undefined when it is neither. */
function parseAge(text: string): number | undefined {
  const match = /^(\d{1,5})([dh])$/.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount * (match[2] === "d" ? 86_400_000 : 3_600_000);
}

/** Splits `--flag value` and `--flag=value` pairs from positional words. */
function readFlags(args: string[]): { flags: Map<string, string | true>; positional: string[] } | string {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name = "", inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.has(name)) return `--${name} is given twice.`;
    if (BOOLEAN_FLAGS.includes(name)) flags.set(name, true);
    else if (inline !== undefined) flags.set(name, inline);
    else if (args[i + 1] !== undefined && !args[i + 1]?.startsWith("--")) flags.set(name, args[++i] ?? "");
    else return `--${name} needs a value.`;
  }
  return { flags, positional };
}

function unknownFlags(flags: Map<string, string | true>, allowed: string[]): string | undefined {
  const extra = [...flags.keys()].find((flag) => !allowed.includes(flag));
  return extra === undefined ? undefined : `Unknown option --${extra}.`;
}

/** The --status filter as a command fragment, or the error to show. */
function statusFilter(value: string | true | undefined): { status?: LeadStatus } | string {
  if (value === undefined) return {};
  if (isLeadStatus(value)) return { status: value };
  return `--status must be one of: ${LEAD_STATUSES.join(", ")}.`;
}

/**
 * `retry <id>` or `retry --all-failed`, `release <id>` or `release --all-suspect`: one lead by id,
 * or every lead of a status, never both.
 */
function oneOrEvery(
  name: "retry" | "release",
  everyFlag: "all-failed" | "all-suspect",
  flags: Map<string, string | true>,
  positional: string[],
): ParseResult {
  const problem = unknownFlags(flags, [everyFlag]);
  if (problem) return fail(problem);
  if (flags.has(everyFlag)) {
    const every = `${name}-${everyFlag}` as "retry-all-failed" | "release-all-suspect";
    return positional.length ? fail(`Give either a lead id or --${everyFlag}, not both.`) : { ok: true, command: { name: every } };
  }
  const [id, extra] = positional;
  if (!id || extra !== undefined) return fail(`${name} needs one lead id, or --${everyFlag}.`);
  return { ok: true, command: { name, id } };
}

export function parseLeadsArgs(argv: string[]): ParseResult {
  const [commandName, ...rest] = argv;
  if (commandName === undefined || ["help", "--help", "-h"].includes(commandName)) return { ok: true, command: { name: "help" } };
  const read = readFlags(rest);
  if (typeof read === "string") return fail(read);
  const { flags, positional } = read;

  switch (commandName) {
    case "list": {
      const problem = unknownFlags(flags, ["status", "limit"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const status = statusFilter(flags.get("status"));
      if (typeof status === "string") return fail(status);
      const rawLimit = flags.get("limit");
      const limit = rawLimit === undefined ? DEFAULT_LIST_LIMIT : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1) return fail("--limit must be a whole number of 1 or more.");
      return { ok: true, command: { name: "list", limit, ...status } };
    }
    case "export": {
      const problem =
        unknownFlags(flags, ["status", "format"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const format = flags.get("format");
      if (format !== "csv" && format !== "json") return fail("export needs --format csv or --format json.");
      const status = statusFilter(flags.get("status"));
      if (typeof status === "string") return fail(status);
      return { ok: true, command: { name: "export", format, ...status } };
    }
    case "retry":
      return oneOrEvery("retry", "all-failed", flags, positional);
    case "release":
      return oneOrEvery("release", "all-suspect", flags, positional);
    case "purge-suspects": {
      const problem = unknownFlags(flags, ["older-than"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const raw = flags.get("older-than");
      // Required, so a bare `purge-suspects` never deletes today's leads by accident.
      const olderThanMs = typeof raw === "string" ? parseAge(raw) : undefined;
      if (olderThanMs === undefined) return fail("purge-suspects needs --older-than with a number of days or hours, e.g. 30d or 12h.");
      return { ok: true, command: { name: "purge-suspects", olderThanMs } };
    }
    case "report": {
      const problem = unknownFlags(flags, ["since", "by"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const since = flags.get("since") ?? DEFAULT_REPORT_SINCE;
      const sinceMs = typeof since === "string" ? parseAge(since) : undefined;
      if (sinceMs === undefined) return fail("--since needs a number of days or hours, e.g. 30d or 12h.");
      const by = flags.get("by");
      if (by !== undefined && !REPORT_DIMENSIONS.includes(by as ReportDimension))
        return fail(`--by must be one of: ${REPORT_DIMENSIONS.join(", ")}.`);
      return {
        ok: true,
        command: { name: "report", sinceMs, dimensions: by === undefined ? [...REPORT_DIMENSIONS] : [by as ReportDimension] },
      };
    }
    case "backup": {
      const [destination, extra] = positional;
      if (flags.size || !destination || extra !== undefined)
        return fail("backup needs one destination file, e.g. backup leads-2026-11-23.db.");
      return { ok: true, command: { name: "backup", destination } };
    }
    case "applications": {
      const problem = unknownFlags(flags, ["job", "format"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const job = flags.get("job");
      const format = flags.get("format") ?? "text";
      if (format !== "text" && format !== "csv") return fail("--format must be csv (or left out for the list).");
      return { ok: true, command: { name: "applications", format, ...(typeof job === "string" ? { job } : {}) } };
    }
    case "erase": {
      const problem = unknownFlags(flags, ["email"]) ?? (positional.length ? `Unexpected argument ${positional[0]}.` : undefined);
      if (problem) return fail(problem);
      const email = flags.get("email");
      // Required and shaped like an address, so a slip never erases by an empty or partial match.
      if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) return fail("erase needs --email with one email address.");
      return { ok: true, command: { name: "erase", email: email.trim().toLowerCase() } };
    }
    case "migrate":
      if (flags.size || positional.length) return fail("migrate takes no arguments.");
      return { ok: true, command: { name: "migrate" } };
    default:
      return fail(`Unknown command ${commandName}.`);
  }
}
