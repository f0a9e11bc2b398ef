/**
 * README's one Settings table names every environment variable the server, the build and the scripts
 * read, and nothing they do not: both ways, so neither a new setting nor a removed one goes unnoticed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Set by the tools, not by an operator: Node's mode and Vite's `import.meta.env.DEV`. */
const NOT_SETTINGS = new Set(["NODE_ENV", "DEV"]);

function sourceFiles(folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !/\.test(-helper)?\.tsx?$|\.fixture\.ts$/.test(name))
    .map((name) => join(root, folder, name));
}

/** Names read as `env.NAME`, `env["NAME"]`, or named in a constant that is then read (`FLAG = "NAME"`). */
function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles("src"), ...sourceFiles("scripts")]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[\s*"([A-Z][A-Z0-9_]+)"\s*\])/g)) names.add(match[1] ?? match[2] ?? "");
    for (const match of text.matchAll(/const [A-Z_]+_FLAG = "([A-Z][A-Z0-9_]+)"/g)) names.add(match[1] ?? "");
  }
  for (const name of NOT_SETTINGS) names.delete(name);
  return names;
}

function variablesInReadme(): { names: Set<string>; tables: number } {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Settings"), readme.indexOf("\n## ", readme.indexOf("## Settings") + 1));
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  const names = new Set<string>();
  for (const row of rows) for (const match of (row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? "");
  return { names, tables: section.split("\n").filter((line) => /^\|\s*variable\s*\|/.test(line)).length };
}

describe("README's Settings table", () => {
  it("is one table", () => {
    expect(variablesInReadme().tables).toBe(1);
  });

  it("names every variable the code reads, and only those", () => {
    const code = variablesInCode();
    const readme = variablesInReadme().names;
    expect(code.size).toBeGreaterThan(20);
    expect([...code].filter((name) => !readme.has(name)).sort(), "read by the code, missing from README").toEqual([]);
    expect([...readme].filter((name) => !code.has(name)).sort(), "in README, read by no code").toEqual([]);
  });
});
