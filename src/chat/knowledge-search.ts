// Knowledge search with the specified weights (title match 10, keyword 5, content word 2, title word
// 3, category 4; words of two characters or fewer ignored; top 3), read as
// docs/decisions/0120-chat-matching-rules.md says: whole words, a keyword once, a word once per field,
// function words weightless, and a relevance floor (docs/decisions/0121-chat-relevance-floor.md).
// Words are compared by stem, with the editors' synonyms (docs/decisions/0261), and a specific word
// found only in an item's text may lift it over the floor by its rarity (docs/decisions/0262).
import { TOPIC_VOCABULARY } from "./answer-lead.ts";
import type { KnowledgeItem } from "../content/chat-data-shape.ts";
import { STOP_WORDS, isSignificant, words } from "./text-words.ts";
import { correctTypos, type Vocabulary, buildVocabulary } from "./typo-correction.ts";
import { type SynonymGroups, stem, stemsMeant, synonymVocabulary, synonymWords } from "./word-stems.ts";

const SCORE_TITLE_MATCH = 10;
const SCORE_KEYWORD = 5;
const SCORE_CONTENT_WORD = 2;
const SCORE_TITLE_WORD = 3;
const SCORE_CATEGORY_WORD = 4;
const DEFAULT_LIMIT = 3;
/** A word held by few enough items to name one thing: ln(N / holders) / ln(N) from here (2 items of 96). */
const SPECIFIC_WORD = 0.6;
/** Below this the question is not answered from the index: one keyword's worth of evidence. */
export const RELEVANCE_FLOOR = SCORE_KEYWORD;
/** From here a match is confident; between the floor and this it is weak and the AI is asked too. */
export const STRONG_MATCH = 10;

/** An item that answers what was asked may move ahead of better-scored ones down to this share of the best score. */
export const PREFERENCE_MARGIN = 0.5;

export interface RankOptions {
  limit?: number;
  /** Items that answer what was asked ('who' → a person) go first among close matches. */
  prefer?: (item: KnowledgeItem) => boolean;
  /** How close: the share of the best score a preferred item needs (default PREFERENCE_MARGIN). */
  preferMargin?: number;
  /** content/chat.yaml's synonym groups, prepared (word-stems.ts). */
  synonyms?: SynonymGroups;
}

export interface SearchHit {
  item: KnowledgeItem;
  score: number;
}

/** strong: answer it; weak: answer it, but the AI may do better; none: say so (no-match). */
export type MatchStrength = "strong" | "weak" | "none";

export interface SearchResult {
  /** The best items, best first; empty when strength is none. */
  hits: SearchHit[];
  strength: MatchStrength;
  /** Message words that neither the index nor a close known term explains. */
  unknownWords: string[];
  /** Typo corrections made, e.g. { adress: 'address' }. */
  corrections: Record<string, string>;
  /** The message's own significant words (stems) the best hit does not hold: what it names that the match lacks. */
  uncovered: string[];
}

interface PreparedItem {
  item: KnowledgeItem;
  title: Set<string>;
  /** The title's words but function words, short ones kept: 'AI/ML Engineer' needs all three. */
  titleWords: string[];
  content: Set<string>;
  category: Set<string>;
  /** Each keyword as the words that must all be in the message; function words dropped. */
  keywords: string[][];
  /** The title's words as written (singular): the title match asks for the title itself, not its stems. */
  titleExact: Set<string>;
  titleExactWords: string[];
  /** The stems of every keyword word: whether the item holds a word at all. */
  keywordStems: Set<string>;
  /** Each keyword as stems, for message words no keyword of the index holds as written ('billed' → billing). */
  keywordStemParts: string[][];
  /** Neighbouring stems of the title and text ('demand forecast'): breaks ties for the item that says the phrase. */
  pairs: Set<string>;
}

interface PreparedIndex {
  items: PreparedItem[];
  vocabulary: Vocabulary;
  /** How specific each stem is: ln(N / items holding it) / ln(N), from 0 (everywhere) to 1 (one item). */
  rarity: Map<string, number>;
  /** Every word of every keyword as written. */
  keywordWords: Set<string>;
}

/**
 * The message as scoring reads it: every word as written (for keywords and the title match: an
 * editor's term is matched as written) and the significant ones as stems (for the fields).
 */
interface MessageWords {
  all: Set<string>;
  significant: string[];
  /** The significant words as written, for the title match. */
  significantExact: string[];
  /** Short words that are not function words ('2', 'ux'): a title match must hold them too. */
  shortTerms: string[];
  /** Stems of the words no keyword of the index holds as written. */
  loose: Set<string>;
  pairs: Set<string>;
}

// One prepared index per items array: the knowledge index is loaded once and searched many times.
const prepared = new WeakMap<readonly KnowledgeItem[], PreparedIndex>();

function prepare(items: readonly KnowledgeItem[]): PreparedIndex {
  let index = prepared.get(items);
  if (!index) {
    const preparedItems = items.map(prepareItem);
    index = {
      items: preparedItems,
      vocabulary: buildVocabulary(items, TOPIC_VOCABULARY),
      rarity: rarityOf(preparedItems),
      keywordWords: new Set(preparedItems.flatMap((entry) => entry.keywords.flat())),
    };
    prepared.set(items, index);
  }
  return index;
}

function prepareItem(item: KnowledgeItem): PreparedItem {
  const exact = words(item.title);
  const titleWords = exact.map(stem);
  const seen = new Set<string>();
  const keywords: string[][] = [];
  for (const keyword of item.keywords) {
    // A two-letter keyword such as 'AI' or 'UX' is an editor's deliberate term: kept, matched whole.
    const parts = words(keyword).filter((word) => !STOP_WORDS.has(word));
    const key = parts.join(" ");
    if (parts.length === 0 || seen.has(key)) continue;
    seen.add(key);
    keywords.push(parts);
  }
  return {
    item,
    title: new Set(titleWords),
    titleWords: [...new Set(titleWords.filter((word) => !STOP_WORDS.has(word)))],
    content: new Set(words(item.content).map(stem)),
    category: new Set(words(item.category).map(stem)),
    keywords,
    titleExact: new Set(exact),
    titleExactWords: [...new Set(exact.filter((word) => !STOP_WORDS.has(word)))],
    keywordStems: new Set(keywords.flat().map(stem)),
    keywordStemParts: keywords.map((parts) => parts.map(stem)),
    pairs: pairsOf(`${item.title}. ${item.content}`),
  };
}

/** Neighbouring stems of a text, function words left out: 'demand forecasting' → 'demand forecast'. */
function pairsOf(text: string): Set<string> {
  const sequence = words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
  return new Set(sequence.slice(1).map((word, at) => `${sequence[at] ?? ""} ${word}`));
}

function messageWords(text: string, synonyms: SynonymGroups = [], keywordWords: ReadonlySet<string> = new Set()): MessageWords {
  const all = words(text);
  const significantExact = [...new Set(all.filter(isSignificant))];
  // 'SOC 2' is not the title 'SOC': short words that are not function words take part in the title match.
  const shortTerms = all.filter((word) => !isSignificant(word) && !STOP_WORDS.has(word));
  const added = synonymWords(all.map(stem), synonyms);
  return {
    all: new Set([...all, ...added.words]),
    significant: [...new Set([...significantExact.map(stem), ...added.stems])],
    significantExact,
    shortTerms,
    // A word some keyword holds as written matches keywords as written only: 'open' is the business
    // hours' keyword, not also the stem of the jobs' 'openings'. Any other word may meet a keyword by stem.
    loose: new Set([...all, ...added.words].filter((word) => !keywordWords.has(word)).map(stem)),
    pairs: pairsOf(text),
  };
}

function rarityOf(items: readonly PreparedItem[]): Map<string, number> {
  const holders = new Map<string, number>();
  for (const entry of items) {
    const held = new Set([...entry.title, ...entry.content, ...entry.category, ...entry.keywordStems]);
    for (const word of held) holders.set(word, (holders.get(word) ?? 0) + 1);
  }
  const spread = Math.log(Math.max(items.length, 2));
  return new Map([...holders].map(([word, count]) => [word, Math.log(items.length / count) / spread]));
}

/**
 * The evidence the floor reads: the score, plus for each message word found only in the item's text
 * a keyword's worth times its rarity. 'Copilot', in one service's features, clears the floor; 'team',
 * in half the index, does not. Ranking still uses the specified score alone.
 */
function evidenceOf(entry: PreparedItem, message: MessageWords, score: number, rarity: ReadonlyMap<string, number>): number {
  let bonus = 0;
  for (const word of message.significant) {
    const specific = rarity.get(word) ?? 0;
    if (
      specific >= SPECIFIC_WORD &&
      entry.content.has(word) &&
      !entry.title.has(word) &&
      !entry.category.has(word) &&
      !entry.keywordStems.has(word)
    )
      bonus += SCORE_KEYWORD * specific;
  }
  return score + bonus;
}

function scorePrepared(entry: PreparedItem, message: MessageWords): number {
  const { significant, all, significantExact } = message;
  let score = 0;
  // Title match: the message is a part of the title ('cloud' for Cloud Infrastructure), or is mostly
  // a title of several words named in full. A one-word title in a longer message is a title word only.
  const titleMatch =
    significantExact.length > 0 &&
    ((significantExact.every((word) => entry.titleExact.has(word)) && message.shortTerms.every((word) => entry.titleExact.has(word))) ||
      (entry.titleExactWords.length > 1 &&
        entry.titleExactWords.length * 2 > significantExact.length &&
        entry.titleExactWords.every((word) => all.has(word))));
  if (titleMatch) score += SCORE_TITLE_MATCH;
  entry.keywords.forEach((keyword, at) => {
    const stems = entry.keywordStemParts[at] ?? [];
    if (keyword.every((word, part) => all.has(word) || message.loose.has(stems[part] ?? word))) score += SCORE_KEYWORD;
  });
  for (const word of significant) {
    if (entry.content.has(word)) score += SCORE_CONTENT_WORD;
    if (entry.title.has(word)) score += SCORE_TITLE_WORD;
    if (entry.category.has(word)) score += SCORE_CATEGORY_WORD;
  }
  return score;
}

/** The index's vocabulary, for reading a message before it is searched. */
export function vocabularyOf(items: readonly KnowledgeItem[]): Vocabulary {
  return prepare(items).vocabulary;
}

/** The exact score of one item for a message, without typo correction. */
export function scoreItem(item: KnowledgeItem, query: string, synonyms?: SynonymGroups): number {
  return scorePrepared(prepareItem(item), messageWords(query, synonyms));
}

/** Ranks the index for a message: typo correction first, then the exact scoring, then the floor. */
export function rankKnowledge(
  items: readonly KnowledgeItem[],
  query: string,
  { limit = DEFAULT_LIMIT, prefer, preferMargin = PREFERENCE_MARGIN, synonyms }: RankOptions = {},
): SearchResult {
  const index = prepare(items);
  const { text, corrections, unknownWords } = correctTypos(query, index.vocabulary, synonymVocabulary(synonyms ?? []));
  const message = messageWords(text, synonyms, index.keywordWords);
  const ranked = index.items
    .map((entry, order) => {
      const score = scorePrepared(entry, message);
      return { entry, order, score, evidence: evidenceOf(entry, message, score, index.rarity) };
    })
    .filter((hit) => hit.score > 0)
    // Ties go to the more specific evidence, then to the item that explains more of the message, then to index order.
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.evidence - a.evidence ||
        covered(b.entry, message) - covered(a.entry, message) ||
        phrases(b.entry, message) - phrases(a.entry, message) ||
        a.order - b.order,
    );
  const best = ranked[0]?.score ?? 0;
  const bestEvidence = Math.max(0, ...ranked.map((hit) => hit.evidence));
  const strength = strengthOf(best, unknownWords.length, ranked[0] ? covered(ranked[0].entry, message) : 0, bestEvidence);
  if (prefer) {
    // What was asked decides between close matches ('who' → a person), never over a far better one.
    const close = (score: number) => score >= Math.max(RELEVANCE_FLOOR, best * preferMargin);
    const first = ranked.filter((hit) => close(hit.score) && prefer(hit.entry.item));
    ranked.splice(0, ranked.length, ...first, ...ranked.filter((hit) => !first.includes(hit)));
  }
  // Related pages below the floor would be the least bad matches again: only items above it are listed.
  const hits =
    strength === "none"
      ? []
      : ranked
          .filter((hit) => hit.evidence >= RELEVANCE_FLOOR)
          .slice(0, limit)
          .map(({ entry, score }) => ({ item: entry.item, score }));
  const own = new Set(
    words(text)
      .filter((word) => isSignificant(word) && !TOPIC_VOCABULARY.includes(word))
      .map(stem),
  );
  const top = ranked[0]?.entry;
  const held = (entry: PreparedItem, word: string) => stemsMeant(word, synonyms ?? []).some((meant) => holds(entry, meant));
  const byRarityOnly = (ranked[0]?.score ?? 0) < RELEVANCE_FLOOR;
  return { hits, strength, unknownWords, corrections, uncovered: top ? uncoveredBy(top, own, index.rarity, held, byRarityOnly) : [] };
}

/**
 * What the question names that the match lacks: the message words the item does not hold (itself or
 * through a synonym) that are specific ones of the index and more specific than the sharpest
 * word the item does hold, or any specific one when the item cleared the floor only by a rare word of
 * its text ('sell' in 'do you sell laptops?': the one item that mentions laptops does not sell them).
 * 'snowflake expert' → Data Analytics lacks only 'expert', vaguer than 'snowflake': nothing.
 */
function uncoveredBy(
  entry: PreparedItem,
  own: ReadonlySet<string>,
  rarity: ReadonlyMap<string, number>,
  held: (entry: PreparedItem, word: string) => boolean,
  byRarityOnly: boolean,
): string[] {
  const sharpest = Math.max(0, ...[...own].filter((word) => held(entry, word)).map((word) => rarity.get(word) ?? 0));
  return [...own].filter((word) => {
    // A word the index does not hold at all is an unknown word, read by strengthOf instead.
    const specific = rarity.get(word) ?? 0;
    return !held(entry, word) && specific >= SPECIFIC_WORD && (byRarityOnly || specific > sharpest);
  });
}

function phrases(entry: PreparedItem, message: MessageWords): number {
  return [...message.pairs].filter((pair) => entry.pairs.has(pair)).length;
}

function holds(entry: PreparedItem, word: string): boolean {
  return entry.title.has(word) || entry.content.has(word) || entry.category.has(word) || entry.keywordStems.has(word);
}

/**
 * The floor: under one keyword's worth nothing is answered. A message with words the index does not
 * know ('pizza', 'bitcoin') is about something else unless the match is strong anyway.
 */
export function strengthOf(bestScore: number, unknownWordCount: number, wordsExplained: number, evidence = bestScore): MatchStrength {
  // The floor reads the evidence (the score plus rare text words, docs/decisions/0262); strength reads the score.
  if (Math.max(bestScore, evidence) < RELEVANCE_FLOOR) return "none";
  // 'the best pizza in Dallas': the one known word is not what the question is about.
  if (unknownWordCount > 0 && (bestScore < STRONG_MATCH || unknownWordCount >= wordsExplained)) return "none";
  return bestScore < STRONG_MATCH ? "weak" : "strong";
}

/** The top results above the relevance floor (none below it). */
export function searchKnowledge(items: readonly KnowledgeItem[], query: string, options: { limit?: number } = {}): SearchHit[] {
  return rankKnowledge(items, query, options).hits;
}

function covered(entry: PreparedItem, message: MessageWords): number {
  return message.significant.filter((word) => holds(entry, word)).length;
}
