/**
 * README's "Everyday commands" table names every script of package.json, and no script that does not
 * exist: both ways, so neither a new script nor a removed one goes unnoticed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const scripts = Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

function scriptsInReadme(): Set<string> {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const start = readme.indexOf("## Everyday commands");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const names = new Set<string>();
  for (const row of section.split("\n").filter((line) => line.startsWith("| `"))) {
    for (const match of (row.split(/(?<!\\)\|/)[1] ?? "").matchAll(/`npm (?:run ([a-z0-9:-]+)|(start|test))\b/g))
      names.add(match[1] ?? match[2] ?? "");
  }
  return names;
}

describe("README's Everyday commands table", () => {
  it("names every package.json script, and only those", () => {
    const readme = scriptsInReadme();
    expect(scripts.length).toBeGreaterThan(15);
    expect(
      scripts
        .filter((name) => !readme.has(name))
        .map((name) => `add a row "| \`npm run ${name}\` | <what it does> |" to README's Everyday commands`),
    ).toEqual([]);
    expect(
      [...readme]
        .filter((name) => !scripts.includes(name))
        .map((name) => `README's Everyday commands lists "${name}", which package.json does not have`),
    ).toEqual([]);
  });
});
