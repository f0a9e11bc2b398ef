/**
 * The chat evaluation set (tests/fixtures/chat-eval-questions.yaml): loads it, checks its shape and
 * fills the {placeholders} with values of the compiled content, so expected facts follow the content.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { ContentBundle } from "../../src/content/types.ts";
import { businessToday, closedJobUrls } from "../../src/lib/job-status.ts";

export const SPECIAL_ANSWERS = ["no-match", "greeting", "thanks", "acknowledge"] as const;
export type SpecialAnswer = (typeof SPECIAL_ANSWERS)[number];

/** One question with what a right answer must carry. Each `says` entry lists alternatives (any one will do). */
export interface EvalCase {
  ask: string;
  says: string[][];
  links: string[];
  answer?: SpecialAnswer;
  /** What kind of question it is, for the per-category report: its own `category`, else the set's `# --- Section ---` above it. */
  category: string;
}

export function loadEvalSet(path: string, bundle: ContentBundle): EvalCase[] {
  const source = readFileSync(path, "utf8");
  const raw: unknown = parse(source);
  if (!Array.isArray(raw)) throw new Error(`${path}: expected a list of questions`);
  const sections = sectionsOf(source);
  const known = knownEntries(bundle);
  return raw
    .map((entry: unknown, n) => ({ entry, n }))
    .filter(({ entry }) => !asksAboutGone(JSON.stringify(entry), known))
    .map(({ entry, n }) => toCase(entry, `${path} entry ${n + 1}`, bundle, sections[n] ?? "other"));
}

const COLLECTIONS = { services: "/services/", caseStudies: "/portfolio/", jobs: "/careers/", articles: "/blog/" } as const;
type Collection = keyof typeof COLLECTIONS;
const PLACEHOLDER = new RegExp(`\\{(${Object.keys(COLLECTIONS).join("|")})\\.([\\w-]+)\\.`, "g");
const ENTRY_URL = new RegExp(`(?:${Object.values(COLLECTIONS).join("|")})[\\w-]+`, "g");

/** The entries the assistant knows, by collection (slug or id) and by address. */
type KnownEntries = { keys: Record<Collection, Set<string>>; urls: Set<string> };

/**
 * Entries the assistant no longer knows (docs/decisions/0145, 0410): a job whose posting has closed, and any
 * entry an editor has removed. A question whose expected answer names one, through a placeholder such as
 * {jobs.x.salaryText} or an entry's address such as /careers/x, is left out rather than failed, so closing or
 * removing an entry never breaks the evaluation.
 */
function knownEntries(bundle: ContentBundle): KnownEntries {
  const closed = closedJobUrls(bundle.jobs, businessToday(bundle.site.timeZone));
  const open = <T extends { url: string }>(entries: T[]) => entries.filter((entry) => !closed.has(entry.url));
  const lists = {
    services: open(bundle.services).map((entry) => ({ key: entry.slug, url: entry.url })),
    caseStudies: open(bundle.caseStudies).map((entry) => ({ key: entry.id, url: entry.url })),
    jobs: open(bundle.jobs).map((entry) => ({ key: entry.slug, url: entry.url })),
    articles: open(bundle.articles).map((entry) => ({ key: entry.id, url: entry.url })),
  };
  const keys = Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, new Set(list.map((entry) => entry.key))]));
  return { keys: keys as KnownEntries["keys"], urls: new Set(Object.values(lists).flatMap((list) => list.map((entry) => entry.url))) };
}

function asksAboutGone(text: string, known: KnownEntries): boolean {
  for (const [, collection, key] of text.matchAll(PLACEHOLDER)) if (!known.keys[collection as Collection].has(key ?? "")) return true;
  return [...text.matchAll(ENTRY_URL)].some(([url]) => !known.urls.has(url));
}

/** The `# --- Name ---` heading above each top-level entry, in order: a set's sections are its categories. */
function sectionsOf(source: string): string[] {
  let current = "other";
  const out: string[] = [];
  for (const line of source.split("\n")) {
    const heading = /^# --- (.+?) ---/.exec(line);
    if (heading?.[1]) current = heading[1].toLowerCase();
    else if (line.startsWith("- ")) out.push(current);
  }
  return out;
}

function toCase(entry: unknown, where: string, bundle: ContentBundle, section: string): EvalCase {
  if (typeof entry !== "object" || entry === null) throw new Error(`${where}: expected an object with ask`);
  const { ask, says, links, answer, category } = entry as Record<string, unknown>;
  if (typeof ask !== "string" || ask.trim() === "") throw new Error(`${where}: ask must be the visitor's message`);
  if (answer !== undefined && !SPECIAL_ANSWERS.includes(answer as SpecialAnswer))
    throw new Error(`${where}: answer must be one of ${SPECIAL_ANSWERS.join(", ")}`);
  const fill = (text: unknown) => {
    if (typeof text !== "string") throw new Error(`${where}: expected text, got ${JSON.stringify(text)}`);
    return resolvePlaceholders(text, bundle, where);
  };
  const saysList = says === undefined ? [] : (says as unknown[]);
  const linksList = links === undefined ? [] : Array.isArray(links) ? (links as unknown[]) : [links];
  const result: EvalCase = {
    ask,
    says: saysList.map((alternatives) => (Array.isArray(alternatives) ? alternatives : [alternatives]).map(fill)),
    links: linksList.map(fill),
    category: typeof category === "string" && category.trim() !== "" ? category : section,
  };
  if (answer !== undefined) result.answer = answer as SpecialAnswer;
  if (result.says.length === 0 && result.links.length === 0 && !result.answer)
    throw new Error(`${where} ("${ask}"): give says, links or answer, or the question tests nothing`);
  return result;
}

/**
 * {site.phone}, {services.cloud.priceLine}, {jobs.devops-engineer.salaryText}, {caseStudies.1.budget}:
 * a path into the bundle where a collection's entries are named by slug or id.
 */
export function resolvePlaceholders(text: string, bundle: ContentBundle, where = "eval set"): string {
  return text.replace(/\{([\w.-]+)\}/g, (whole, path: string) => {
    let value: unknown = bundle;
    for (const key of path.split(".")) {
      if (Array.isArray(value)) {
        value = value.find((entry: { slug?: string; id?: string }) => entry.slug === key || entry.id === key);
      } else if (typeof value === "object" && value !== null) {
        value = (value as Record<string, unknown>)[key];
      } else {
        value = undefined;
      }
    }
    if (typeof value !== "string" && typeof value !== "number") throw new Error(`${where}: ${whole} names no text in the content`);
    return String(value);
  });
}
