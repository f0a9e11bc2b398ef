/**
 * docs/decisions/: the index (README.md) lists every record and links only files that exist; each
 * record's heading carries its file's number and a title its slug is drawn from; each record's third
 * line says whether it holds (accepted, superseded by a record that says it supersedes it, or folded
 * into a section of a living document that exists and names the record), and the index shows the same;
 * no record cites an outside document instead of stating the requirement itself.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(join(folder, "README.md"), "utf8");
const indexLinks = [...index.matchAll(/\]\(([^)#]+\.md)\)/g)].map((match) => match[1] ?? "");

/** Words of four letters or more, compared by their first five letters ("provision" ~ "provisions"). */
function keyWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length >= 4).map((word) => word.slice(0, 5));
}

/**
 * `Status: accepted · 2026-11-27`, `Status: superseded by 0481 · 2026-11-27`, or
 * `Status: folded into docs/assistant.md § Where it runs · 2026-11-27`, optionally `· supersedes 0460[, 0461]`.
 */
const statusLine =
  /^Status: (accepted|superseded by (\d{4})|folded into (docs\/[a-z-]+\.md) § (.+?)) · (\d{4}-\d{2}-\d{2})(?: · supersedes (\d{4}(?:, \d{4})*))?$/;

interface Status {
  supersededBy: string | undefined;
  /** The living document and its section that now say what the record decided. */
  foldedInto: { document: string; section: string } | undefined;
  date: string;
  supersedes: string[];
}

/** The record's status as its third line states it, or a sentence saying what is wrong with it. */
function statusOf(name: string): Status | string {
  const lines = readFileSync(join(folder, name), "utf8").split("\n");
  const match = statusLine.exec(lines[2] ?? "");
  if (lines[1] !== "" || !match || lines[3] !== "") {
    return `${name}: line 2 must be blank, line 3 "Status: accepted · YYYY-MM-DD", "Status: superseded by NNNN · YYYY-MM-DD" or "Status: folded into docs/<living document>.md § <its section> · YYYY-MM-DD" (optionally "· supersedes NNNN[, NNNN]"), line 4 blank; line 3 is "${lines[2] ?? ""}"`;
  }
  const foldedInto = match[3] === undefined ? undefined : { document: match[3], section: match[4] ?? "" };
  return { supersededBy: match[2], foldedInto, date: match[5] ?? "", supersedes: match[6]?.split(", ") ?? [] };
}

/** The record file of a number, if there is one. */
function recordNumbered(number: string): string | undefined {
  return records.find((name) => name.startsWith(`${number}-`));
}

describe("docs/decisions", () => {
  it("names its records NNNN-slug.md", () => {
    const others = readdirSync(folder).filter((name) => name !== "README.md" && !records.includes(name));
    expect(others, "rename to NNNN-kebab-case-title.md").toEqual([]);
    expect(records.length).toBeGreaterThan(100);
  });

  it("indexes every record, and links only records that exist", () => {
    const missing = records.filter((name) => !indexLinks.includes(name));
    expect(
      missing.map((name) => `docs/decisions/README.md lacks "- [${name.slice(0, 4)}](${name}) — <its title>" under its area's heading`),
    ).toEqual([]);
    const dangling = indexLinks.filter((link) => !existsSync(join(folder, link)));
    expect(dangling.map((link) => `docs/decisions/README.md links ${link}, which does not exist`)).toEqual([]);
    const twice = indexLinks.filter((link, i) => indexLinks.indexOf(link) !== i);
    expect(twice.map((link) => `docs/decisions/README.md lists ${link} twice`)).toEqual([]);
  });

  it("gives every record a heading '# NNNN — Title' with its file's number, and a slug drawn from the title", () => {
    // Rule: at least half of the slug's words of four letters or more (compared by their first five
    // letters) appear in the title, so the file name and the title say the same thing.
    const problems: string[] = [];
    for (const name of records) {
      const heading = readFileSync(join(folder, name), "utf8").split("\n")[0] ?? "";
      const match = /^# (\d{4})(?: —)? (.+)$/.exec(heading);
      if (!match) {
        problems.push(`${name}: first line must be "# ${name.slice(0, 4)} — Title", is "${heading}"`);
        continue;
      }
      if (match[1] !== name.slice(0, 4)) problems.push(`${name}: heading number ${match[1]} is not the file's ${name.slice(0, 4)}`);
      const title = new Set(keyWords(match[2] ?? ""));
      const slug = keyWords(name.slice(5, -3));
      const shared = slug.filter((word) => title.has(word));
      if (shared.length * 2 < slug.length) problems.push(`${name}: title "${match[2]}" shares too few words with the file name`);
    }
    expect(problems).toEqual([]);
  });

  it("gives every record a status line: accepted or superseded, with a real date", () => {
    const problems: string[] = [];
    for (const name of records) {
      const status = statusOf(name);
      if (typeof status === "string") {
        problems.push(status);
        continue;
      }
      const day = new Date(`${status.date}T00:00:00Z`);
      if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== status.date) {
        problems.push(`${name}: ${status.date} is not a date (the day the record was first committed)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("links superseded records both ways: 'superseded by NNNN' and that record's 'supersedes'", () => {
    const problems: string[] = [];
    for (const name of records) {
      const status = statusOf(name);
      if (typeof status === "string") continue;
      const number = name.slice(0, 4);
      if (status.supersededBy !== undefined) {
        const by = recordNumbered(status.supersededBy);
        const byStatus = by === undefined ? undefined : statusOf(by);
        if (by === undefined) problems.push(`${name}: superseded by ${status.supersededBy}, which does not exist`);
        else if (status.supersededBy === number) problems.push(`${name}: superseded by itself`);
        else if (typeof byStatus !== "object" || !byStatus.supersedes.includes(number)) {
          problems.push(`${name}: superseded by ${status.supersededBy}, whose status line does not end "· supersedes ${number}"`);
        }
      }
      for (const older of status.supersedes) {
        const file = recordNumbered(older);
        const olderStatus = file === undefined ? undefined : statusOf(file);
        if (file === undefined) problems.push(`${name}: supersedes ${older}, which does not exist`);
        else if (typeof olderStatus !== "object" || olderStatus.supersededBy !== number) {
          problems.push(`${name}: supersedes ${older}, whose status line does not say "superseded by ${number}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows each record's status in the index: unmarked when accepted, '(superseded by NNNN)' or '(folded)'", () => {
    /** How a status reads in the index, and in the messages below. */
    const said = (status: Status | string): string =>
      typeof status === "string" || (status.supersededBy === undefined && status.foldedInto === undefined)
        ? "accepted"
        : status.supersededBy !== undefined
          ? `superseded by ${status.supersededBy}`
          : "folded";
    const problems: string[] = [];
    for (const line of index.split("\n")) {
      const entry = /^- \[\d{4}\]\(([^)]+\.md)\) — (.+)$/.exec(line);
      if (!entry) continue;
      const name = entry[1] ?? "";
      if (!records.includes(name)) continue;
      const shown = /\((superseded by \d{4}|folded)\)$/.exec(entry[2] ?? "")?.[1] ?? "accepted";
      const actual = said(statusOf(name));
      if (shown !== actual) problems.push(`docs/decisions/README.md shows ${name} as ${shown}, the record says ${actual}`);
    }
    expect(problems).toEqual([]);
  });

  it("points each folded record at a section of its living document, which names the record", () => {
    const problems: string[] = [];
    for (const name of records) {
      const status = statusOf(name);
      if (typeof status === "string" || status.foldedInto === undefined) continue;
      const { document, section } = status.foldedInto;
      const file = fileURLToPath(new URL(`../../${document}`, import.meta.url));
      if (!existsSync(file)) {
        problems.push(`${name}: folded into ${document}, which does not exist`);
        continue;
      }
      const text = readFileSync(file, "utf8");
      const headings = text.split("\n").flatMap((line) => /^#{2,4} (.+)$/.exec(line)?.[1] ?? []);
      if (!headings.includes(section)) problems.push(`${name}: ${document} has no heading "${section}" (it has: ${headings.join("; ")})`);
      if (!text.includes(name.slice(0, 4))) problems.push(`${name}: ${document} never names record ${name.slice(0, 4)}`);
    }
    expect(problems).toEqual([]);
  });

  it("cites no outside document: each record states the requirement itself", () => {
    const outside = /\bthe spec(ification)?\b|specification's|DECISIONS\.md|\.\.\/shared|\bthe brief\b/i;
    const problems = records.flatMap((name) =>
      readFileSync(join(folder, name), "utf8")
        .split("\n")
        .flatMap((line, i) => (outside.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(problems, "say what is required instead of where it was written").toEqual([]);
  });
});
