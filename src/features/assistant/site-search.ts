// Site search (docs/assistant.md, "Site search"): /search?q= reads the passage index the chat answers from,
// lists the pages of the passages found, best first, each with the sentences that hold the query, and marks
// the query's words in them by stem ('migrating' marks 'migration').
import { type QuestionMeaning, rankPassages } from "./hybrid-ranking.ts";
import type { AssistantIndex } from "../../content/chat-data-shape.ts";
import { askedWords, leadingSentence, passageMessage, searchPassages, type AskedWords, type PassageHit } from "./passage-search.ts";
import { askedTopics, TOPIC_VOCABULARY } from "./short-answer.ts";
import { STOP_WORDS, words } from "./text-words.ts";
import { buildVocabulary, correctTypos, type Vocabulary } from "./typo-correction.ts";
import { stem } from "./word-stems.ts";

/** A query is read up to this many characters; a longer one is cut (at a word when one ends near the limit). */
export const MAX_QUERY_CHARS = 200;
/** At most this many pages are listed. */
const MAX_PAGES = 20;
/** The passages ranked before they are grouped: enough for MAX_PAGES pages of a few passages each. */
const MAX_HITS = 120;
/** Sentences shown per page. */
const SNIPPETS_PER_PAGE = 2;
/** A sentence longer than this is cut around the first word of the query it holds. */
const SNIPPET_MAX_CHARS = 280;
/** How much of a cut sentence comes before that word. */
const SNIPPET_LEAD_CHARS = 80;

/** What kind of page a result is, read from its address (the detail routes of src/routes.ts, the FAQ's items). */
export type SearchPageType = "service" | "caseStudy" | "job" | "article" | "faq" | "page";

/** A piece of a shown text; a marked piece is a word of the query. */
export interface TextPart {
  text: string;
  marked: boolean;
}

export interface SearchSnippet {
  /** The passage's own title where it is not the page's (an FAQ question, an office): what the sentence is about. */
  heading?: TextPart[];
  text: TextPart[];
}

export interface FoundPage {
  url: string;
  title: string;
  type: SearchPageType;
  snippets: SearchSnippet[];
}

export interface SiteSearchResults {
  /** The query as searched: white space collapsed, cut to MAX_QUERY_CHARS. */
  query: string;
  /** Whether the query was longer than MAX_QUERY_CHARS and was cut. */
  shortened: boolean;
  /** The query as the passages read it, when a typo was corrected ('cybersecurity pricing'). */
  correctedTo?: string;
  /** At most MAX_PAGES pages, best first; empty when nothing on the site holds the query. */
  pages: FoundPage[];
}

export interface SiteSearchOptions {
  /**
   * Ranks the passages for the query as read (cut, typos corrected), best first. By default the chat's lexical
   * passage search; a ranking by meaning can take its place.
   */
  rank?: (index: AssistantIndex, query: string) => PassageHit[];
  /** A page's title by its address, where its passages carry their items' titles (the FAQ page's are its questions). */
  pageTitle?: (url: string) => string | undefined;
}

/** The pages whose passages hold the query, grouped and marked; bounded work whatever the query's length. */
export function searchSite(index: AssistantIndex, query: string, options: SiteSearchOptions = {}): SiteSearchResults {
  const { text, shortened } = cutQuery(query);
  const { corrections } = correctTypos(text, vocabularyOf(index));
  const message = passageMessage(index, text, corrections);
  const asked = askedWords(index, message, askedTopics(message));
  const hits = (options.rank ?? lexicalRanking)(index, message);
  const byPage = new Map<string, PassageHit[]>();
  for (const hit of hits) {
    const found = byPage.get(hit.passage.url);
    if (found) found.push(hit);
    else if (byPage.size < MAX_PAGES) byPage.set(hit.passage.url, [hit]);
  }
  const marked = new Set([...asked.stems.map((word) => word.stem), ...shortWords(message)]);
  const pages = [...byPage].map(([url, pageHits]): FoundPage => {
    const title = options.pageTitle?.(url) ?? commonTitle(index, url);
    return { url, title, type: pageType(url), snippets: snippetsOf(index, pageHits, asked, title, marked) };
  });
  // A visitor who types a page's name wants that page: pages whose title holds every word of the query go first.
  const named = (page: FoundPage) => marked.size > 0 && [...marked].every((word) => words(page.title).some((said) => stem(said) === word));
  const ordered = [...pages.filter(named), ...pages.filter((page) => !named(page))];
  return { query: text, shortened, ...(message !== text && { correctedTo: message }), pages: ordered };
}

/**
 * The chat's ranking by words and meaning (hybrid-ranking.ts), for a query whose vector the server made; a query
 * of short words only ('AI') keeps the words' own fallback.
 */
export function rankingWithMeaning(meaning: QuestionMeaning): (index: AssistantIndex, query: string) => PassageHit[] {
  return (index, query) => {
    const asked = askedWords(index, query, askedTopics(query));
    if (asked.stems.length === 0) return shortWordRanking(index, query);
    return rankPassages(index, asked, meaning, MAX_HITS).map(({ hit }) => hit);
  };
}

/** The chat's passage search (passage-search.ts): the specified weights, word rarity and WordNet's related words. */
function lexicalRanking(index: AssistantIndex, query: string): PassageHit[] {
  const asked = askedWords(index, query, askedTopics(query));
  return asked.stems.length > 0 ? searchPassages(index, asked, { limit: MAX_HITS }) : shortWordRanking(index, query);
}

/** Words of two letters ('AI', 'UX'), which the passage search leaves out as too short to weigh on their own. */
function shortWords(query: string): string[] {
  return [...new Set(words(query).filter((word) => word.length === 2 && !STOP_WORDS.has(word)))];
}

/**
 * A query of short words only ('AI') finds the passages of the pages whose title, category or keywords name
 * them all; a passage that says them too goes first.
 */
function shortWordRanking(index: AssistantIndex, query: string): PassageHit[] {
  const short = shortWords(query);
  if (short.length === 0) return [];
  const hits: PassageHit[] = [];
  for (const passage of index.passages) {
    const named = new Set(words(`${passage.title} ${passage.category} ${passage.keywords.join(" ")}`));
    if (!short.every((word) => named.has(word))) continue;
    const said = new Set(words(passage.text));
    hits.push({ passage, score: short.every((word) => said.has(word)) ? 2 : 1, coverage: 1, held: short });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, MAX_HITS);
}

function cutQuery(query: string): { text: string; shortened: boolean } {
  const text = query.replace(/\s+/g, " ").trim();
  // Counted in characters, not UTF-16 units, so a cut never splits one.
  const characters = [...text];
  if (characters.length <= MAX_QUERY_CHARS) return { text, shortened: false };
  const cut = characters.slice(0, MAX_QUERY_CHARS).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return { text: (lastSpace > cut.length / 2 ? cut.slice(0, lastSpace) : cut).trim(), shortened: true };
}

const vocabularies = new WeakMap<AssistantIndex, Vocabulary>();

/** The typo correction's vocabulary (typo-correction.ts) from the passages: their titles, categories and keywords are the terms. */
function vocabularyOf(index: AssistantIndex): Vocabulary {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    const items = index.passages.map(({ title, url, category, keywords, text }) => ({ title, url, category, keywords, content: text }));
    vocabulary = buildVocabulary(items, TOPIC_VOCABULARY);
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

const DETAIL_TYPES: Record<string, SearchPageType> = { services: "service", portfolio: "caseStudy", careers: "job", blog: "article" };

/** /services/cloud is a service, /portfolio/1 a case study, /careers/… a job, /blog/… an article; /faq the FAQ; the rest pages. */
function pageType(url: string): SearchPageType {
  const detail = /^\/([^/]+)\/[^/]+/.exec(url)?.[1];
  if (detail) return DETAIL_TYPES[detail] ?? "page";
  return url === "/faq" ? "faq" : "page";
}

/** The title most of a page's passages carry: an entry's passages all carry the entry's. */
function commonTitle(index: AssistantIndex, url: string): string {
  const counts = new Map<string, number>();
  for (const passage of index.passages) if (passage.url === url) counts.set(passage.title, (counts.get(passage.title) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? url;
}

/**
 * Up to SNIPPETS_PER_PAGE sentences of the page's passages, best first, that hold a word of the query; the best
 * passage's sentence alone when none does (a page found by meaning, or by its title). A sentence that repeats the
 * title or another shown sentence is left out.
 */
function snippetsOf(index: AssistantIndex, hits: readonly PassageHit[], asked: AskedWords, title: string, marked: ReadonlySet<string>) {
  const snippets: SearchSnippet[] = [];
  const shown: string[] = [];
  const titleWords = plain(title);
  let fallback: SearchSnippet | undefined;
  for (const hit of hits) {
    if (snippets.length === SNIPPETS_PER_PAGE) break;
    const sentence = leadingSentence(index, hit, asked).replace(/\s+/g, " ");
    // A short value leads with its label ('Title: Cybersecurity'); the words after it are what it says.
    const labelled = hit.passage.label !== "" && sentence.toLowerCase().startsWith(`${hit.passage.label.toLowerCase()}: `);
    const said = plain(labelled ? sentence.slice(hit.passage.label.length + 2) : sentence);
    if (titleWords.includes(said) || shown.some((other) => other.includes(said) || said.includes(other))) continue;
    const heading = hit.passage.title !== title ? markWords(hit.passage.title, marked) : undefined;
    const snippet = { ...(heading && { heading }), text: markWords(shorten(sentence, marked), marked) };
    fallback ??= snippet;
    if (!snippet.text.some((part) => part.marked) && !heading?.some((part) => part.marked)) continue;
    shown.push(said);
    snippets.push(snippet);
  }
  return snippets.length > 0 || !fallback ? snippets : [fallback];
}

/** Lower case, words only: how two texts are compared for saying the same. */
function plain(text: string): string {
  return words(text).join(" ");
}

/** A word as the search reads it (letters and digits; c++ and c# whole). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’+#]*/gu;

function saysQueryWord(token: string, marked: ReadonlySet<string>): boolean {
  return words(token).some((word) => marked.has(stem(word)));
}

/** The text in pieces, each word of the query (compared by stem) a marked piece of its own. */
function markWords(text: string, marked: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    if (!saysQueryWord(match[0], marked)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** A long sentence cut to SNIPPET_MAX_CHARS at word boundaries, around the first word of the query it holds. */
function shorten(sentence: string, marked: ReadonlySet<string>): string {
  if (sentence.length <= SNIPPET_MAX_CHARS) return sentence;
  const first = [...sentence.matchAll(WORD)].find((match) => saysQueryWord(match[0], marked))?.index ?? 0;
  let start = Math.max(0, Math.min(first - SNIPPET_LEAD_CHARS, sentence.length - SNIPPET_MAX_CHARS));
  if (start > 0) start = sentence.indexOf(" ", start) + 1;
  let end = Math.min(sentence.length, start + SNIPPET_MAX_CHARS);
  if (end < sentence.length) end = Math.max(sentence.lastIndexOf(" ", end), start + 1);
  return `${start > 0 ? "…" : ""}${sentence.slice(start, end).trim()}${end < sentence.length ? "…" : ""}`;
}
