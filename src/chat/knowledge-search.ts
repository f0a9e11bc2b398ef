// Knowledge search with the specification's scoring (section 9): title match 10, keyword 5,
// content word 2, title word 3, category 4; words of 2 characters or fewer ignored; top 3.
// fuse.js is only a fallback for typos, used when the exact scoring finds nothing, so the
// specified ranking is never overridden by fuzzy results.
import Fuse from "fuse.js/basic";
import type { KnowledgeItem } from "./knowledge-types.ts";

export const SCORE_TITLE_MATCH = 10;
export const SCORE_KEYWORD = 5;
export const SCORE_CONTENT_WORD = 2;
export const SCORE_TITLE_WORD = 3;
export const SCORE_CATEGORY_WORD = 4;
export const MIN_WORD_LENGTH = 3;
export const DEFAULT_LIMIT = 3;
export const FUZZY_THRESHOLD = 0.35;
/** Fuzzy matching of 3-letter words at 0.35 would accept any pair of letters, hence 4. */
export const FUZZY_MIN_WORD_LENGTH = 4;

export interface SearchHit {
  item: KnowledgeItem;
  /** Exact score; 0 for fuzzy fallback hits. */
  score: number;
  fuzzy: boolean;
}

/**
 * Query words: lower-cased, split on white space, with punctuation trimmed from both ends
 * ('offer?' -> 'offer') but kept inside ('node.js'), and a trailing '+'/'#' kept ('c++', 'c#').
 * Duplicates are kept: the specification scores "each query word".
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, "").replace(/[^\p{L}\p{N}+#]+$/u, ""))
    .filter((w) => w.length >= MIN_WORD_LENGTH);
}

/**
 * Keyword rule (pinned by tests): a keyword matches a query word when the keyword contains the
 * word ('cloud' in 'cloud migration'), or the word contains the keyword and the keyword has at
 * least 3 characters ('services' contains 'service'). Short keywords such as 'ai' or 'it' would
 * otherwise match inside unrelated words ('maintain', 'with').
 */
export function keywordMatches(keyword: string, word: string): boolean {
  const k = keyword.toLowerCase();
  if (k.length === 0) return false;
  return k.includes(word) || (k.length >= MIN_WORD_LENGTH && word.includes(k));
}

export function scoreItem(item: KnowledgeItem, query: string): number {
  const whole = query.toLowerCase().trim();
  const title = item.title.toLowerCase();
  const content = item.content.toLowerCase();
  const category = item.category.toLowerCase();
  let score = whole.length > 0 && title.includes(whole) ? SCORE_TITLE_MATCH : 0;
  for (const word of queryWords(query)) {
    for (const keyword of item.keywords) {
      if (keywordMatches(keyword, word)) score += SCORE_KEYWORD;
    }
    if (content.includes(word)) score += SCORE_CONTENT_WORD;
    if (title.includes(word)) score += SCORE_TITLE_WORD;
    if (category.includes(word)) score += SCORE_CATEGORY_WORD;
  }
  return score;
}

export function searchKnowledge(
  items: readonly KnowledgeItem[],
  query: string,
  { limit = DEFAULT_LIMIT }: { limit?: number } = {},
): SearchHit[] {
  if (query.trim().length === 0) return [];
  const exact = items
    .map((item) => ({ item, score: scoreItem(item, query), fuzzy: false }))
    .filter((hit) => hit.score > 0)
    // Array.prototype.sort is stable, so ties keep the index order.
    .sort((a, b) => b.score - a.score);
  if (exact.length > 0) return exact.slice(0, limit);
  return fuzzySearch(items, query, limit);
}

// One Fuse index per items array: the knowledge index is loaded once and searched many times.
const fuseCache = new WeakMap<readonly KnowledgeItem[], Fuse<KnowledgeItem>>();

function fuseFor(items: readonly KnowledgeItem[]): Fuse<KnowledgeItem> {
  let fuse = fuseCache.get(items);
  if (!fuse) {
    fuse = new Fuse([...items], {
      keys: [
        { name: "title", weight: 3 },
        { name: "keywords", weight: 3 },
        { name: "category", weight: 2 },
        { name: "content", weight: 1 },
      ],
      threshold: FUZZY_THRESHOLD,
      // Content is long prose: a typo may sit anywhere in it, not only near the start.
      ignoreLocation: true,
      includeScore: true,
    });
    fuseCache.set(items, fuse);
  }
  return fuse;
}

/**
 * Typo-tolerant fallback. Each word is searched on its own (a whole sentence would never
 * fuzzily match a single keyword); items matching more words rank first, then by Fuse score.
 */
function fuzzySearch(items: readonly KnowledgeItem[], query: string, limit: number): SearchHit[] {
  const words = queryWords(query).filter((w) => w.length >= FUZZY_MIN_WORD_LENGTH);
  if (words.length === 0) return [];
  const fuse = fuseFor(items);
  const ranked = new Map<KnowledgeItem, { matched: number; total: number; first: number }>();
  let order = 0;
  for (const word of words) {
    for (const result of fuse.search(word)) {
      const entry = ranked.get(result.item) ?? { matched: 0, total: 0, first: order++ };
      entry.matched += 1;
      entry.total += result.score ?? 1;
      ranked.set(result.item, entry);
    }
  }
  return [...ranked.entries()]
    .sort(([, a], [, b]) => b.matched - a.matched || a.total - b.total || a.first - b.first)
    .slice(0, limit)
    .map(([item]) => ({ item, score: 0, fuzzy: true }));
}
