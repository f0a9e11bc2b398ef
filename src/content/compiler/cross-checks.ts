import type { ContentProblem } from "./content-error.ts";
import { fieldPath } from "./content-error.ts";
import type { SourceFile } from "./source-file.ts";

/** A loaded file with its data, as the cross-checks need it. */
export interface CheckedFile {
  source: SourceFile;
  data: unknown;
}

/** Paths served by the site that are not pages of the bundle. */
const RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt", "/rss.xml", "/chat-data.json", "/favicon.svg"];

type Visit = (path: (string | number)[], value: string) => void;

function walkStrings(value: unknown, visit: Visit, path: (string | number)[] = []) {
  if (typeof value === "string") visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, visit, [...path, index]));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
}

function problem(
  file: CheckedFile,
  path: (string | number)[],
  message: string,
  severity: ContentProblem["severity"] = "error",
): ContentProblem {
  return { file: file.source.path, ...file.source.locate(path), field: fieldPath(path), message, severity };
}

/** The page a site-internal href points at, without its query and anchor; undefined for other links. */
function internalPath(href: string): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  const path = href.split(/[?#]/)[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : "/";
}

/**
 * Checks across all content: links to pages that do not exist (in YAML fields and in Markdown),
 * placeholders left by npm run content:new, and articles dated in the future (warnings). Search titles and
 * descriptions are checked by search-snippet-check.ts, which knows the company name the site adds.
 */
export function crossCheck(
  files: CheckedFile[],
  knownPaths: ReadonlySet<string>,
  today = new Date().toISOString().slice(0, 10),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const known = new Set([...knownPaths, ...RESOURCE_PATHS]);
  const existing = [...knownPaths].sort();
  const suggest = (path: string) => {
    const section = path.split("/").slice(0, 2).join("/");
    const nearby = existing.filter((candidate) => candidate.startsWith(`${section}/`) || candidate === section).slice(0, 8);
    if (nearby.length) return `existing pages here: ${nearby.join(", ")}`;
    // Examples from the site itself: an editor's service, not one this code names.
    const examples = [existing.find((page) => page === "/contact"), existing.find((page) => /^\/services\/[a-z0-9-]+$/.test(page))];
    return `check the address, e.g. ${examples.filter(Boolean).join(" or ")}`;
  };

  for (const file of files) {
    walkStrings(file.data, (path, value) => {
      if (/\bTODO\b/.test(value))
        problems.push(problem(file, path, "still has the placeholder from npm run content:new (replace TODO with real text)"));
      const key = path[path.length - 1];
      if ((key === "href" || key === "url") && internalPath(value) !== undefined && !known.has(internalPath(value) ?? "")) {
        problems.push(problem(file, path, `links to ${value}, which is not a page of the site (${suggest(internalPath(value) ?? "")})`));
      }
    });
    for (const link of markdownLinks(file)) {
      const target = internalPath(link.href);
      if (target !== undefined && !known.has(target)) {
        problems.push({
          file: file.source.path,
          line: link.line,
          column: link.column,
          field: "",
          message: `links to ${link.href}, which is not a page of the site (${suggest(target)})`,
          severity: "error",
        });
      }
    }
    const data = file.data as { date?: string };
    if (typeof data.date === "string" && data.date > today)
      problems.push(
        problem(
          file,
          ["date"],
          `${data.date} is in the future; the article is published now but shows that date (use today's date or earlier)`,
          "warning",
        ),
      );
  }
  return problems;
}

/** Links written in Markdown, in article bodies and in prose sections' markdown fields, with their lines. */
function markdownLinks(file: CheckedFile): { href: string; line: number; column: number }[] {
  const texts: { text: string; line: number }[] = [];
  if (file.source.body !== undefined) texts.push({ text: file.source.body, line: file.source.bodyLine ?? 1 });
  walkStrings(file.data, (path, value) => {
    if (path[path.length - 1] === "markdown") texts.push({ text: value, line: file.source.locate(path).line });
  });
  const links: { href: string; line: number; column: number }[] = [];
  for (const { text, line } of texts) {
    text.split("\n").forEach((row, offset) => {
      for (const match of row.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
        links.push({ href: match[1] ?? "", line: line + offset, column: (match.index ?? 0) + 3 });
    });
  }
  return links;
}
