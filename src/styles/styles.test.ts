import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { census, GRADIENT_CLASS, sourceFilesUnder } from "../../scripts/style-census.ts";

/**
 * Guards of the styling rules (0156, 0360–0363): no `!important` in src/, no
 * light/dark palette pair where a colour token says the same in one class, headings typed by named
 * styles, the brand gradient written once, and ceilings on what is still written raw. The tokens are
 * read from theme.css, so a new token is enforced as soon as it exists.
 */
const src = fileURLToPath(new URL("..", import.meta.url));

/** Raw palette classes in .ts and .tsx files under src/, counted by scripts/style-census.ts. */
const RAW_PALETTE_CEILING = 28;

const files = sourceFilesUnder(src);

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

/** The utilities a token is meant for: a surface or fill is a background, a line a border, the rest text colours. */
function propertiesOf(token: string): string[] {
  if (/^(canvas|surface|control)|-soft$/.test(token)) return ["bg"];
  if (token === "selected") return ["bg", "border"];
  if (/^line|-line$/.test(token)) return ["border", "divide"];
  if (token === "fg-faint") return ["text", "placeholder", "bg"];
  return token === "accent" ? ["text", "border"] : ["text"];
}

/** `!important`, or Tailwind's important modifier before (`!flex`, `lg:!aspect-auto`) or after (`flex!`) a utility. */
const IMPORTANT = /!important|["'`\s](?:[\w-]+:)*![a-z][\w-]*-[\w/[\]-]+|[\w\]-]:![a-z]|\b[a-z][\w-]*-[\w/[\]-]+!(?=["'`\s])/;

/**
 * The important declarations src/ needs, by file and line: the services dropdown shown on hover before React
 * takes over overrides the reset's important `[hidden]` rule, which nothing but an important rule can
 * (src/styles/base.css).
 */
const NEEDED_IMPORTANT = new Set(["styles/base.css: display: block !important;"]);

describe("styling rules", () => {
  it("has no !important and no Tailwind important modifier in src/, but the one the reset forces", () => {
    const found = files.flatMap(({ name, text }) =>
      text
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => IMPORTANT.test(line) && !NEEDED_IMPORTANT.has(`${name}: ${line.trim()}`))
        .map(({ index }) => `${name}:${index + 1}`),
    );
    expect(found).toEqual([]);
  });

  it("knows the important modifier in every position, and not a negation in code", () => {
    const flagged = [
      'className="!bg-white"',
      'className="lg:h-full lg:!aspect-auto"',
      "`dark:hover:!flex`",
      '"bg-white! p-4"',
      "!important",
    ];
    const code = ["if (!closed) return;", "a && !state.done", "x !== y-1", "html:not(.js) .accordion-chevron", "match[1]!.trim()"];
    expect(flagged.filter((line) => !IMPORTANT.test(line))).toEqual([]);
    expect(code.filter((line) => IMPORTANT.test(line))).toEqual([]);
  });

  it("reads the colour tokens from theme.css", () => {
    expect(tokenPairs().get("fg")).toEqual(["slate-900", "white"]);
  });

  it("writes a colour token where a light/dark palette pair would say the same", () => {
    const pairs = [...tokenPairs()];
    const found: string[] = [];
    for (const { name, text } of files.filter(({ name }) => name !== "styles/theme.css"))
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

  const counts = census(files);

  it("gives every heading its type by a named style (src/styles/typography.css), not by loose classes", () => {
    const loose = counts.headings.withRawType.map(({ file, line, classes }) => `${file}:${line} ${classes}`);
    expect(loose, "use a heading-* or eyebrow utility; add one to typography.css if no style fits").toEqual([]);
  });

  it("writes the brand gradient only in src/styles/gradients.css", () => {
    const copies = files.flatMap(({ name, text }) =>
      name === "styles/gradients.css" ? [] : (text.match(GRADIENT_CLASS) ?? []).map((found) => `${name}: ${found}`),
    );
    expect(copies, "use bg-brand-gradient, text-brand-gradient or another utility of gradients.css").toEqual([]);
  });

  it("keeps the raw palette classes in markup under a ceiling that only goes down", () => {
    // Raw palette classes left where no colour role applies (docs/decisions/0363). Lower the ceiling when
    // a change removes some; a new colour with a meaning gets a token in theme.css instead.
    expect(counts.rawPalette.markup, JSON.stringify(counts.rawPalette.byFile, null, 1)).toBeLessThanOrEqual(RAW_PALETTE_CEILING);
  });
});
