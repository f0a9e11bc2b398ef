/**
 * The assistant's passages (docs/assistant.md, "Passages, not pages"): every fact-bearing passage of the
 * content is its own item, with its page's title, URL, category and keywords. Entries and page sections
 * are walked field by field, so a new field, section type or collection adds its passages with no code
 * change: a sentence list (features, results, requirements) gives one passage per item, a list of short
 * names (technologies, skills) one passage, a list of records (metrics, phases, team members) one per
 * record, prose one per paragraph, an article one per paragraph under its heading.
 */
import { SECTION_PASSAGES } from "../../../../.generated/section-compile-steps.ts";
import type { AssistantIndex, KnowledgeItem, Passage } from "../../../content/chat-data-shape.ts";
import type { CompiledPage, ContentBundle } from "../../../content/types.ts";
import { words } from "../text-words.ts";
import { relatedStems } from "./word-relations.ts";

type PassageSources = Pick<ContentBundle, "services" | "caseStudies" | "jobs" | "articles" | "pages" | "chat">;

/** Fields that hold addresses, pictures, ids or settings, not facts a visitor asks about. */
const NOT_FACTS = new Set([
  "id",
  "slug",
  "url",
  "href",
  "applyUrl",
  "image",
  "shareImage",
  "shareImages",
  "seo",
  "seoTitle",
  "seoDescription",
  "icon",
  "order",
  "featured",
  "remote",
  "posted",
  "postedText",
  "validThrough",
  "date",
  "html",
  "related",
  "moreTags",
  "moreTechnologies",
  "pricing",
  "keywords",
  "service",
  "actions",
  "variant",
  "particles",
  "type",
  "navLabel",
  "salary",
]);

/** A list whose items average this many words or fewer is a list of names, one passage. */
const NAME_LIST_WORDS = 4;

interface PageFacts {
  title: string;
  url: string;
  category: string;
  keywords: string[];
}

/**
 * Built from the compiled bundle by the content build's assistant step (`npm run build`, the development server;
 * not on every content check: WordNet takes a second to read) and by `npm run chat:eval`; the server's chat
 * endpoint and site search read it (docs/assistant.md, "How the index is built"). Jobs the chat does not offer
 * (closed ones) give no passages.
 */
export function buildAssistantIndex(sources: PassageSources): AssistantIndex {
  const items = sources.chat.index;
  const offered = new Set(items.map((item) => item.url));
  const page = pageFactsOf(items);
  const passages: Passage[] = [
    // The knowledge items themselves: each is a passage of its page (the FAQ answers, the company facts).
    ...items.map(({ title, url, category, keywords, content }) => ({ title, url, category, keywords, label: "", text: content })),
    ...sources.services.flatMap((service) => fromRecord(page(service.url), service)),
    ...sources.caseStudies.flatMap((study) => fromRecord(page(study.url), study)),
    ...sources.jobs.filter((job) => offered.has(job.url)).flatMap((job) => fromRecord(page(job.url), job)),
    ...sources.articles.flatMap((article) => [
      ...fromRecord(page(article.url), { excerpt: article.excerpt, author: `${article.author}, ${article.authorRole}` }),
      ...fromArticle(page(article.url), article.html),
    ]),
    ...Object.values(sources.pages).flatMap((compiled) => fromPage(page(compiled.path, pageAsItem(compiled)), compiled)),
  ].filter((passage) => words(passage.text).length > 0);
  const unique = passages.filter(
    (passage, at) => passages.findIndex((other) => other.url === passage.url && other.text === passage.text) === at,
  );
  const indexWords = unique.flatMap((passage) => words(`${passage.title} ${passage.label} ${passage.text} ${passage.keywords.join(" ")}`));
  return { passages: unique, related: relatedStems(indexWords) };
}

/** A page's title, category and keywords: those of its knowledge item when it has one of its own, else its heading's. */
function pageFactsOf(items: readonly KnowledgeItem[]) {
  const itemsAt = new Map<string, KnowledgeItem[]>();
  for (const item of items) itemsAt.set(item.url, [...(itemsAt.get(item.url) ?? []), item]);
  return (url: string, fallback?: Pick<KnowledgeItem, "title" | "category" | "keywords">): PageFacts => {
    const own = itemsAt.get(url);
    const item = own?.length === 1 ? own[0] : (fallback ?? own?.[0]);
    return { url, title: item?.title ?? url, category: item?.category ?? "", keywords: item?.keywords ?? [] };
  };
}

function pageAsItem(page: CompiledPage): Pick<KnowledgeItem, "title" | "category" | "keywords"> {
  return { title: page.heading, category: page.name, keywords: [] };
}

function fromPage(facts: PageFacts, page: CompiledPage): Passage[] {
  return page.sections.flatMap((section) => {
    // A section type whose compile step says `passages = false` (it shows entries, which give their own, or it is a form).
    if ((SECTION_PASSAGES as Partial<Record<string, false>>)[section.type] === false) return [];
    const record = section as unknown as Record<string, unknown>;
    const heading = typeof record.title === "string" ? record.title : "";
    const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== "title"));
    return fromRecord({ ...facts, keywords: [...facts.keywords, ...(heading ? [heading] : [])] }, rest, heading);
  });
}

/** Passages of one record: a passage per fact-bearing field, list item and nested record. */
function fromRecord(facts: PageFacts, record: object, context = ""): Passage[] {
  const passages: Passage[] = [];
  for (const [key, value] of Object.entries(record) as Array<[string, unknown]>) {
    if (NOT_FACTS.has(key) || value === undefined || value === null || typeof value === "boolean") continue;
    const label = [context, labelOf(key)].filter(Boolean).join(": ");
    if (typeof value === "string" || typeof value === "number") {
      for (const paragraph of String(value).split(/\n\s*\n/)) passages.push({ ...facts, label, text: paragraph.trim() });
    } else if (Array.isArray(value)) {
      passages.push(...fromList(facts, label, value));
    } else if (typeof value === "object") {
      const text = flatText(value);
      if (text) passages.push({ ...facts, label, text });
    }
  }
  return passages;
}

function fromList(facts: PageFacts, label: string, list: readonly unknown[]): Passage[] {
  const strings = list.filter((item): item is string => typeof item === "string");
  if (strings.length === list.length) {
    const averageWords = strings.reduce((sum, item) => sum + item.split(/\s+/).length, 0) / Math.max(strings.length, 1);
    if (averageWords <= NAME_LIST_WORDS) return [{ ...facts, label, text: strings.join(", ") }];
    return strings.map((text) => ({ ...facts, label, text }));
  }
  return list.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const text = flatText(item);
    return text ? [{ ...facts, label, text }] : [];
  });
}

/** A record's facts as one text: 'Discovery & Assessment. 6 weeks. Inventoried 310 servers…'. */
function flatText(record: object): string {
  return Object.entries(record)
    .filter(([key, value]) => !NOT_FACTS.has(key) && (typeof value === "string" || typeof value === "number"))
    .map(([, value]) => String(value).trim())
    .filter(Boolean)
    .map((text) => (/[.!?:]$/.test(text) ? text : `${text}.`))
    .join(" ");
}

/** 'teamSize' → 'team size', 'salaryText' → 'salary'. */
function labelOf(key: string): string {
  return key
    .replace(/Text$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** An article's paragraphs and list items, each under its heading. */
function fromArticle(facts: PageFacts, html: string): Passage[] {
  const passages: Passage[] = [];
  let heading = "";
  for (const [, tag, inner] of html.matchAll(/<(h[2-4]|p|li|td|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = plainText(inner ?? "");
    if (!text) continue;
    if (tag?.startsWith("h")) heading = text;
    else passages.push({ ...facts, label: heading, text });
  }
  return passages;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(\w+|#\d+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}
