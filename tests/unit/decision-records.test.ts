/**
 * docs/decisions/: the index (README.md) lists every record and links only files that exist; each
 * record's heading carries its file's number and a title its slug is drawn from; no record cites an
 * outside document instead of stating the requirement itself.
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
