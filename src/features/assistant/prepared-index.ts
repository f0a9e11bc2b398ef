// The knowledge index and a message as the search reads them (docs/decisions/0120-chat-matching-rules.md,
// docs/decisions/0261-stems-synonyms-and-split-words.md): titles, texts and categories as stems, keywords
// as written and as stems, each stem's rarity in the index, and the message's words with its synonyms.
import { TOPIC_VOCABULARY } from "./short-answer.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { STOP_WORDS, isSignificant, words } from "./text-words.ts";
import { type Vocabulary, buildVocabulary } from "./typo-correction.ts";
import { type SynonymGroups, stem, synonymWords } from "./word-stems.ts";

export interface PreparedItem {
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

export interface PreparedIndex {
  items: PreparedItem[];
  vocabulary: Vocabulary;
  /** How specific each stem is: ln(N / items holding it) / ln(N), from 0 (everywhere) to 1 (one item). */
  rarity: Map<string, number>;
  /** Every word of every keyword as written. */
  keywordWords: Set<string>;
  /** The keywords of two words or more, as stems: the names of things ('office 365', 'power automate'). */
  terms: string[][];
}

/**
 * The message as scoring reads it: every word as written (for keywords and the title match: an
 * editor's term is matched as written) and the significant ones as stems (for the fields).
 */
export interface MessageWords {
  all: Set<string>;
  significant: string[];
  /** The significant words as written, for the title match. */
  significantExact: string[];
  /** Short words that are not function words ('2', 'ux'): a title match must hold them too. */
  shortTerms: string[];
  /** Stems of the words no keyword of the index holds as written. */
  loose: Set<string>;
  pairs: Set<string>;
  /** The index's terms of several words that the message says, word after word: 'office 365'. */
  terms: NamedTerm[];
}

/** A term of several words named in the message, as written and as stems. */
export interface NamedTerm {
  words: string[];
  stems: string[];
}

// One prepared index per items array: the knowledge index is loaded once and searched many times.
const prepared = new WeakMap<readonly KnowledgeItem[], PreparedIndex>();

export function prepare(items: readonly KnowledgeItem[]): PreparedIndex {
  let index = prepared.get(items);
  if (!index) {
    const preparedItems = items.map(prepareItem);
    index = {
      items: preparedItems,
      vocabulary: buildVocabulary(items, TOPIC_VOCABULARY),
      rarity: rarityOf(preparedItems),
      keywordWords: new Set(preparedItems.flatMap((entry) => entry.keywords.filter((parts) => parts.length === 1).flat())),
      terms: termsOf(preparedItems),
    };
    prepared.set(items, index);
  }
  return index;
}

export function prepareItem(item: KnowledgeItem): PreparedItem {
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

/** Every keyword of two words or more in the index, once, as stems. */
function termsOf(items: readonly PreparedItem[]): string[][] {
  const seen = new Map<string, string[]>();
  for (const parts of items.flatMap((entry) => entry.keywordStemParts)) if (parts.length > 1) seen.set(parts.join(" "), parts);
  return [...seen.values()];
}

/** The terms the message says word after word (function words between them aside). */
function namedTerms(all: readonly string[], terms: readonly string[][]): NamedTerm[] {
  const sequence = all.filter((word) => !STOP_WORDS.has(word));
  const sequenceStems = sequence.map(stem);
  const named: NamedTerm[] = [];
  for (const term of terms) {
    for (let start = 0; start + term.length <= sequence.length; start++) {
      if (!term.every((part, at) => sequenceStems[start + at] === part)) continue;
      named.push({ words: sequence.slice(start, start + term.length), stems: term });
      break;
    }
  }
  return named;
}

/**
 * The words of the message's named terms that an item does not hold as that term: 'office' in 'office
 * 365' is no office of the company. An item holds a term as a keyword or as neighbouring words of its text.
 */
export function wordsOfTermsNotHeld(entry: PreparedItem, message: MessageWords): Set<string> {
  const lost = new Set<string>();
  for (const term of message.terms) {
    const key = term.stems.join(" ");
    const held =
      entry.keywordStemParts.some((parts) => parts.join(" ") === key) ||
      term.stems.slice(1).every((word, at) => entry.pairs.has(`${term.stems[at] ?? ""} ${word}`));
    if (!held) for (const word of [...term.words, ...term.stems]) lost.add(word);
  }
  return lost;
}

export function messageWords(
  text: string,
  synonyms: SynonymGroups = [],
  keywordWords: ReadonlySet<string> = new Set(),
  terms: readonly string[][] = [],
): MessageWords {
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
    terms: namedTerms(all, terms),
  };
}

function rarityOf(items: readonly PreparedItem[]): Map<string, number> {
  const holders = new Map<string, number>();
  for (const entry of items) {
    for (const word of heldWords(entry)) holders.set(word, (holders.get(word) ?? 0) + 1);
  }
  const spread = Math.log(Math.max(items.length, 2));
  return new Map([...holders].map(([word, count]) => [word, Math.log(items.length / count) / spread]));
}

function heldWords(entry: PreparedItem): Set<string> {
  return new Set([...entry.title, ...entry.content, ...entry.category, ...entry.keywordStems]);
}

/** Whether an item holds a stem in any field. */
export function holds(entry: PreparedItem, word: string): boolean {
  return entry.title.has(word) || entry.content.has(word) || entry.category.has(word) || entry.keywordStems.has(word);
}

/** How many of the message's significant stems the item holds. */
export function covered(entry: PreparedItem, message: MessageWords): number {
  return message.significant.filter((word) => holds(entry, word)).length;
}

/** How many neighbouring words of the message the item says together. */
export function phrases(entry: PreparedItem, message: MessageWords): number {
  return [...message.pairs].filter((pair) => entry.pairs.has(pair)).length;
}
