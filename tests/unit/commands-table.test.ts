/**
 * README's "Everyday commands" table, and the full table under "Every command in detail" in
 * docs/architecture.md, each name every script of package.json, and no script that does not exist: both
 * ways, so neither a new script nor a removed one goes unnoticed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scripts = Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

/** The scripts named in the first column of the table under `heading` (up to the next heading of its level or above). */
function scriptsIn(file: string, heading: string): Set<string> {
  const text = readFileSync(join(root, file), "utf8");
  const start = text.indexOf(`${heading}\n`);
  expect(start, `${file} has no "${heading}" heading`).toBeGreaterThanOrEqual(0);
  const level = heading.indexOf(" ");
  const rest = text.slice(start + heading.length).search(new RegExp(`\\n#{1,${level}} `));
  const section = text.slice(start, rest < 0 ? undefined : start + heading.length + rest);
  const names = new Set<string>();
  for (const row of section.split("\n").filter((line) => line.startsWith("| `"))) {
    for (const match of (row.split(/(?<!\\)\|/)[1] ?? "").matchAll(/`npm (?:run ([a-z0-9:-]+)|(start|test))\b/g))
      names.add(match[1] ?? match[2] ?? "");
  }
  return names;
}

describe.each([
  ["README.md", "## Everyday commands"],
  ["docs/architecture.md", "## Every command in detail"],
])("%s's table under %s", (file, heading) => {
  it("names every package.json script, and only those", () => {
    const listed = scriptsIn(file, heading);
    expect(scripts.length).toBeGreaterThan(15);
    expect(
      scripts
        .filter((name) => !listed.has(name))
        .map((name) => `add a row "| \`npm run ${name}\` | <what it does> |" under ${file}'s "${heading}"`),
    ).toEqual([]);
    expect(
      [...listed]
        .filter((name) => !scripts.includes(name))
        .map((name) => `${file}'s "${heading}" lists "${name}", which package.json does not have`),
    ).toEqual([]);
  });
});
