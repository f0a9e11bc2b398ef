/**
 * One settings schema (src/platform/settings.server.ts, docs/decisions/0541): README's Settings table, and the
 * full one under "Every setting in full" in docs/deployment.md, are written from it by scripts/settings-table.ts
 * and must match it; and the schema names every environment variable the server, the build and the scripts read,
 * and nothing they do not: both ways, so neither a new setting nor a removed one goes unnoticed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../src/platform/settings.server.ts";
import { SETTINGS_TABLES, documentedSettings, settingsTable, tableSpan } from "../../scripts/settings-table.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Set by the tools, not by an operator: Vite's `import.meta.env.DEV`. */
const NOT_SETTINGS = new Set(["DEV"]);

function sourceFiles(folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.fixture\.ts$/.test(name))
    .map((name) => join(root, folder, name));
}

/**
 * Names read as `env.NAME`, `env["NAME"]`, `values.NAME` (the schema's readers), `readSetting("NAME")` or
 * `isSet("NAME")`, or named in a constant that is then read (`FLAG = "NAME"`).
 */
function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles("src"), ...sourceFiles("scripts")]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\b(?:env|values)(?:\.([A-Z][A-Z0-9_]+)|\[\s*"([A-Z][A-Z0-9_]+)"\s*\])/g))
      names.add(match[1] ?? match[2] ?? "");
    for (const match of text.matchAll(/\b(?:readSetting|isSet)\("([A-Z][A-Z0-9_]+)"/g)) names.add(match[1] ?? "");
    for (const match of text.matchAll(/const [A-Z_]+_FLAG = "([A-Z][A-Z0-9_]+)"/g)) names.add(match[1] ?? "");
    for (const match of text.matchAll(/(?:BUILD_SETTINGS|[A-Z]+_NAMES) = \[([^\]]*)\]/g))
      for (const name of (match[1] ?? "").matchAll(/"([A-Z][A-Z0-9_]+)"/g)) names.add(name[1] ?? "");
  }
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

/** The variables in the first column of the tables under `heading` (up to the next heading of its level or above). */
function variablesIn(file: string, heading: string): { names: Set<string>; tables: number } {
  const text = readFileSync(join(root, file), "utf8");
  const start = text.indexOf(`${heading}\n`);
  expect(start, `${file} has no "${heading}" heading`).toBeGreaterThanOrEqual(0);
  const level = heading.indexOf(" ");
  const rest = text.slice(start + heading.length).search(new RegExp(`\\n#{1,${level}} `));
  const section = text.slice(start, rest < 0 ? undefined : start + heading.length + rest);
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  const names = new Set<string>();
  for (const row of rows) for (const match of (row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? "");
  return { names, tables: section.split("\n").filter((line) => /^\|\s*variable\s*\|/.test(line)).length };
}

describe("the settings schema", () => {
  it("names every variable the code reads, and only those", () => {
    const code = variablesInCode();
    const schema = new Set(Object.keys(SETTINGS));
    expect(code.size).toBeGreaterThan(20);
    expect([...code].filter((name) => !schema.has(name)).sort(), "read by the code, missing from the schema").toEqual([]);
    expect([...schema].filter((name) => !code.has(name)).sort(), "in the schema, read by no code").toEqual([]);
  });
});

describe.each(SETTINGS_TABLES)("$file's Settings table under $heading", ({ file, heading, full }) => {
  it("is one table", () => {
    expect(variablesIn(file, heading).tables).toBe(1);
  });

  it("names every variable of the schema an operator sets, and only those", () => {
    expect([...variablesIn(file, heading).names].sort()).toEqual(documentedSettings().sort());
  });

  it("is the table written from the schema (node scripts/settings-table.ts writes it again)", () => {
    const text = readFileSync(join(root, file), "utf8");
    const { start, end } = tableSpan(text, heading);
    // Prettier pads the columns as the script does; compare the cells, not the padding.
    const cells = (table: string) => table.split("\n").map((line) => line.split("|").map((cell) => cell.trim().replace(/^-+$/, "-")));
    expect(cells(text.slice(start, end))).toEqual(cells(settingsTable(full)));
  });
});
