/**
 * `node scripts/settings-table.ts`: writes README's Settings table and docs/deployment.md's full one from the
 * settings schema (src/platform/settings.server.ts), where every environment variable is declared once;
 * tests/unit/settings-table.test.ts fails when a table and the schema differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SETTINGS, type SettingName } from "../src/platform/settings.server.ts";

/** Where each table stands: the file, the heading above it, and which meaning it shows. */
export const SETTINGS_TABLES = [
  { file: "README.md", heading: "## Settings", full: false },
  { file: "docs/deployment.md", heading: "### Every setting in full", full: true },
] as const;

/** The variables an operator may set (the tools' own, NODE_ENV, in neither table). */
export function documentedSettings(): SettingName[] {
  return (Object.keys(SETTINGS) as SettingName[]).filter((name) => !("tool" in SETTINGS[name]));
}

/** The table as Markdown rows; the full one says which program reads each variable. */
export function settingsTable(full: boolean): string {
  const rows = documentedSettings().map((name) => {
    const setting = SETTINGS[name];
    const meaning = full ? setting.meaning : setting.summary;
    return [`\`${name}\``, ...(full ? [setting.readBy.join(", ")] : []), meaning, setting.defaultText];
  });
  const header = ["variable", ...(full ? ["read by"] : []), "meaning", "default"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** The first table under `heading`: its first line's offset and the offset just past its last line. */
export function tableSpan(text: string, heading: string): { start: number; end: number } {
  const section = text.indexOf(`${heading}\n`);
  if (section < 0) throw new Error(`No "${heading}" heading`);
  const start = text.indexOf("\n| variable", section) + 1;
  let end = start;
  while (text.startsWith("|", end)) end = text.indexOf("\n", end) + 1;
  return { start, end: end - 1 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  for (const { file, heading, full } of SETTINGS_TABLES) {
    const text = readFileSync(join(root, file), "utf8");
    const { start, end } = tableSpan(text, heading);
    writeFileSync(join(root, file), `${text.slice(0, start)}${settingsTable(full)}${text.slice(end)}`);
    console.log(`${file}: the Settings table is written from the schema.`);
  }
}
