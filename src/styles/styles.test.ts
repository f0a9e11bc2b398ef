import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Guards of the styling rules (docs/decisions/0155, 0156): no `!important` in src/, and no light/dark
 * palette pair where a colour token says the same in one class. The tokens are read from theme.css,
 * so a new token is enforced as soon as it exists.
 */
const src = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({ name: relative(src, path), text: readFileSync(path, "utf8") }));

/** token name → [light palette colour, dark palette colour], e.g. fg → ["slate-900", "white"]. */
function tokenPairs(): Map<string, [string, string]> {
  const theme = readFileSync(join(src, "styles/theme.css"), "utf8");
  const colour = (value: string) => {
    const mixed = /color-mix\(in oklab, var\(--color-([\w-]+)\) (\d+)%, transparent\)/.exec(value);
    return mixed ? `${mixed[1]}/${mixed[2]}` : /var\(--color-([\w-]+)\)/.exec(value)?.[1];
  };
  const declarations = (block: string) =>
    [...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, colour(value ?? "")] as const);
  const [light = "", dark = ""] = theme.split(/\.dark\s*\{/);
  const darkValues = new Map(declarations(dark));
  const pairs = new Map<string, [string, string]>();
  for (const [name, value] of declarations(light)) {
    const darkValue = darkValues.get(name ?? "");
    if (name && value && darkValue) pairs.set(name, [value, darkValue]);
  }
  return pairs;
}

/** The utilities a token is meant for: a surface is a background, a line a border, the rest text colours. */
function propertiesOf(token: string): string[] {
  if (/^(canvas|surface|accent-soft)/.test(token)) return ["bg"];
  if (token.startsWith("line")) return ["border", "divide"];
  return token === "accent" ? ["text", "border"] : ["text"];
}

describe("styling rules", () => {
  it("has no !important and no Tailwind important modifier in src/", () => {
    const found = files.flatMap(({ name, text }) =>
      text
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /!important|["'`\s]![a-z][\w-]*-[\w/[\]-]+|\b[a-z][\w-]*-[\w/[\]-]+!(?=["'`\s])/.test(line))
        .map(({ index }) => `${name}:${index + 1}`),
    );
    expect(found).toEqual([]);
  });

  it("reads the colour tokens from theme.css", () => {
    expect(tokenPairs().get("fg")).toEqual(["slate-900", "white"]);
  });

  it("writes a colour token where a light/dark palette pair would say the same", () => {
    const pairs = [...tokenPairs()];
    const found: string[] = [];
    for (const { name, text } of files.filter(({ name }) => name !== join("styles", "theme.css")))
      text.split("\n").forEach((line, index) => {
        if (!line.includes("dark:")) return;
        const classes = new Set(line.split(/[\s"'`{}]+/));
        for (const [token, [light, dark]] of pairs)
          for (const property of propertiesOf(token))
            for (const match of line.matchAll(
              new RegExp(`dark:((?:[\\w-]+:)*)${property}-${dark.replace("/", "\\/")}(?=[\\s"'\`}]|$)`, "g"),
            ))
              if (classes.has(`${match[1]}${property}-${light}`)) found.push(`${name}:${index + 1} ${match[1]}${property}-${token}`);
      });
    expect(found).toEqual([]);
  });
});
