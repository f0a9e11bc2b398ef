import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { htmlFiles } from "../../scripts/build-sizes.ts";

/**
 * Every word a visitor sees comes from content/ (docs/decisions/0146): each text node and each
 * aria-label, title, placeholder and alt of the built pages (prerendered pages, query variants,
 * not-found and status pages) must be made of strings of the compiled bundle, plus numbers,
 * punctuation and white space. A word written into a component fails here.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle: unknown = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8"));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** Every string of the bundle; HTML strings (Markdown bodies) split at their tags. */
function bundleStrings(value: unknown): string[] {
  if (typeof value === "string") return value.split(/<[^>]+>/).map(decode);
  if (Array.isArray(value)) return value.flatMap(bundleStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(bundleStrings);
  return [];
}

/** The texts a visitor sees or hears in one HTML document. */
function visibleTexts(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->|<wbr\/?>/g, "");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((match) => match[1] ?? "");
  const texts = body.replace(/<[^>]*>/g, "\u0001").split("\u0001");
  return [...attributes, ...texts].map((text) => decode(text).trim()).filter(Boolean);
}

/** A checker over the bundle's strings: which of the given texts are not made of them. */
function unexplained(strings: readonly string[], texts: Iterable<string>): string[] {
  const whole = strings.join("\u0000").replace(/\s+/g, "");
  // Template strings (a label such as {n} experts) count by their fixed parts; longest first, so parts win over words.
  const fragments = [...new Set(strings.flatMap((text) => text.split(/\{[^}]+\}/)).map((part) => part.trim()))]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const known = new Set(fragments);
  const initials = new Set(
    fragments.map((text) =>
      text
        .split(/\s+/)
        .map((word) => word[0])
        .join(""),
    ),
  );
  const bare = /^[\p{N}\p{P}\p{S}\s]*$/u;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const explained = (text: string) => {
    if (bare.test(text) || known.has(text)) return true;
    // A person's initials (avatars), an address the visitor typed, a site address written out.
    if (/^[A-Z]{2,3}$/.test(text) && initials.has(text)) return true;
    if (/^\/\S*$/.test(text) || (/^[a-z0-9.-]+(:\d+)?(\/\S*)?$/.test(text) && /[.:]/.test(text))) return true;
    // Sentences taken out of longer copy (brochures, excerpts), possibly cut with an ellipsis.
    const compact = text.replace(/…$/, "").replace(/\s+/g, "");
    if (text.split(/\s+/).length >= 4 && whole.includes(compact)) return true;
    let rest = text;
    for (const fragment of fragments) {
      if (rest.includes(fragment)) rest = rest.replace(new RegExp(`(?<!\\p{L})${escape(fragment)}(?!\\p{L})`, "gu"), " ");
    }
    return bare.test(rest);
  };
  return [...new Set(texts)].filter((text) => !explained(text));
}

describe("words on the built pages", () => {
  const strings = bundleStrings(bundle);

  it("come from the compiled content", () => {
    const files = [...htmlFiles(`${root}build/client`), ...htmlFiles(`${root}build/server-pages`)];
    expect(files.length).toBeGreaterThan(50);
    const found = new Map<string, string>();
    for (const file of files) for (const text of visibleTexts(readFileSync(file, "utf8"))) found.set(text, file.slice(root.length));
    const missing = unexplained(strings, found.keys()).map((text) => `${JSON.stringify(text)} in ${found.get(text) ?? ""}`);
    expect(missing).toEqual([]);
  });

  it("finds a word written into a component (the check can fail)", () => {
    const html = `<nav aria-label="Mainxyz"><button>Open sesame</button><p>© 2026 ${String(strings[0])}</p></nav>`;
    expect(unexplained(strings, visibleTexts(html))).toEqual(["Mainxyz", "Open sesame"]);
  });
});
