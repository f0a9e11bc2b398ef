// Knowledge search with the specified weights (title match 10, keyword 5, content word 2, title word
// 3, category 4; words of two characters or fewer ignored; top 3), read as
// docs/decisions/0120-chat-matching-rules.md says: whole words, a keyword once, a word once per field,
// function words weightless, and a relevance floor.
// Words are compared by stem, with the editors' synonyms, and a specific word
// found only in an item's text may lift it over the floor by its rarity (docs/assistant.md, "The item search's rules"); a term of
// several words is read as one, and the item that holds
// what was named goes first among close matches.
import { TOPIC_VOCABULARY } from "./short-answer.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import {
  type MessageWords,
  type PreparedItem,
  covered,
  holds,
  messageWords,
  phrases,
  prepare,
  prepareItem,
  wordsOfTermsNotHeld,
} from "./prepared-index.ts";
import { SPECIFIED_WEIGHTS } from "./specified-weights.ts";
import { evidenceOf, holdsSpecific, saysInContext, uncoveredBy } from "./specific-words.ts";
import { isSignificant, words } from "./text-words.ts";
import { correctTypos, type Vocabulary } from "./typo-correction.ts";
import { type SynonymGroups, stem, synonymVocabulary } from "./word-stems.ts";

const DEFAULT_LIMIT = 3;
/** The rarity of a word that one item of the index alone holds. */
const SOLE_WORD = 1;
/** Below this the question is not answered from the index: one keyword's worth of evidence. */
export const RELEVANCE_FLOOR = SPECIFIED_WEIGHTS.keyword;
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
  /** The message's own specific words (stems) this item does not hold: what the question names that it lacks. */
  uncovered: string[];
  /** Whether it holds a specific word of the question: a match of common words only is no sure answer. */
  specific: boolean;
  /** Whether the question names a word that one other item of the index alone holds ('payroll'). */
  lacksSoleWord: boolean;
  /** How many of the message's significant words it holds (`covered`). */
  held: number;
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
  /** The first hit's uncovered words. */
  uncovered: string[];
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
  if (titleMatch) score += SPECIFIED_WEIGHTS.titleMatch;
  // A word of a term the message names ('office' of 'office 365') counts only for items that hold the term.
  const lost = wordsOfTermsNotHeld(entry, message);
  entry.keywords.forEach((keyword, at) => {
    const stems = entry.keywordStemParts[at] ?? [];
    if (keyword.some((word, part) => lost.has(word) || lost.has(stems[part] ?? word))) return;
    if (keyword.every((word, part) => all.has(word) || message.loose.has(stems[part] ?? word))) score += SPECIFIED_WEIGHTS.keyword;
  });
  for (const word of significant) {
    if (lost.has(word)) continue;
    if (entry.content.has(word)) score += SPECIFIED_WEIGHTS.contentWord;
    if (entry.title.has(word)) score += SPECIFIED_WEIGHTS.titleWord;
    if (entry.category.has(word)) score += SPECIFIED_WEIGHTS.category;
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
  const message = messageWords(text, synonyms, index.keywordWords, index.terms);
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
  const own = new Set(
    words(text)
      .filter((word) => isSignificant(word) && !TOPIC_VOCABULARY.includes(word))
      .map(stem),
  );
  const lacking = (hit: { entry: PreparedItem; score: number }) =>
    uncoveredBy(hit.entry, own, index.rarity, synonyms ?? [], hit.score < RELEVANCE_FLOOR);
  const best = ranked[0]?.score ?? 0;
  promoteHolder(ranked, best, own.size, lacking, (entry, named) => saysInContext(entry, named, message, synonyms ?? []));
  promoteShortTermTitle(ranked, best, message.shortTerms);
  const bestEvidence = Math.max(0, ...ranked.map((hit) => hit.evidence));
  const strength = strengthOf(best, unknownWords.length, ranked[0] ? covered(ranked[0].entry, message) : 0, bestEvidence);
  let first: RankedHit[] = [];
  if (prefer) {
    // What was asked decides between close matches ('who' → a person), never over a far better one. With
    // no margin, an item that holds every word of the message counts as close ('who is in charge of
    // security' → the person whose text says security).
    const whole = (hit: RankedHit) => preferMargin === 0 && own.size > 0 && [...own].every((word) => holds(hit.entry, word));
    const close = (hit: RankedHit) => hit.score >= Math.max(RELEVANCE_FLOOR, best * preferMargin) || whole(hit);
    first = ranked.filter((hit) => close(hit) && prefer(hit.entry.item));
    ranked.splice(0, ranked.length, ...first, ...ranked.filter((hit) => !first.includes(hit)));
  }
  // Related pages below the floor would be the least bad matches again: only items above it are listed.
  const hits =
    strength === "none"
      ? []
      : ranked
          .filter((hit) => hit.evidence >= RELEVANCE_FLOOR || first.includes(hit))
          .slice(0, limit)
          .map((hit) => ({
            item: hit.entry.item,
            score: hit.score,
            uncovered: lacking(hit),
            specific: holdsSpecific(hit.entry, own, index.rarity, synonyms ?? []),
            lacksSoleWord: lacking(hit).some((word) => (index.rarity.get(word) ?? 0) >= SOLE_WORD),
            held: covered(hit.entry, message),
          }));
  return { hits, strength, unknownWords, corrections, uncovered: ranked[0] ? lacking(ranked[0]) : [] };
}

interface RankedHit {
  entry: PreparedItem;
  order: number;
  score: number;
  evidence: number;
}

/**
 * Never pitch the item that lacks what was named when a close one holds it: when the best match lacks a
 * specific word of the question, the first close match (down to PREFERENCE_MARGIN of the best score) that
 * lacks none and explains as many of the message's words goes first ('working hours overlap' → the time
 * zone answer that says 'overlap', not the business hours).
 */
function promoteHolder(
  ranked: RankedHit[],
  best: number,
  ownWords: number,
  lacking: (hit: RankedHit) => string[],
  inContext: (entry: PreparedItem, named: readonly string[]) => boolean,
): void {
  const top = ranked[0];
  const named = top ? lacking(top) : [];
  if (!top || named.length === 0) return;
  // A best match that lacks most of what the question names is no closer than any match that holds it all.
  const margin = named.length * 2 > ownWords ? 0 : PREFERENCE_MARGIN;
  const holder = ranked.find(
    (hit) =>
      hit !== top &&
      hit.score >= best * margin &&
      hit.evidence >= RELEVANCE_FLOOR &&
      lacking(hit).length === 0 &&
      inContext(hit.entry, named),
  );
  if (holder) ranked.splice(0, ranked.length, holder, ...ranked.filter((hit) => hit !== holder));
}

/**
 * Short words weigh nothing, but they still tell close matches apart: 'the ai engineer
 * job' is the AI/ML Engineer's, even when another job's text scores a word more (docs/assistant.md, "The item search's rules").
 */
function promoteShortTermTitle(ranked: RankedHit[], best: number, shortTerms: readonly string[]): void {
  const titled = (hit: RankedHit) => shortTerms.every((word) => hit.entry.titleExact.has(word));
  if (shortTerms.length === 0 || !ranked[0] || titled(ranked[0])) return;
  const named = ranked.find((hit) => hit.score >= best * PREFERENCE_MARGIN && hit.evidence >= RELEVANCE_FLOOR && titled(hit));
  if (named) ranked.splice(0, ranked.length, named, ...ranked.filter((hit) => hit !== named));
}

/**
 * The floor: under one keyword's worth nothing is answered. A message with words the index does not
 * know ('pizza', 'bitcoin') is about something else unless the match is strong anyway.
 */
export function strengthOf(bestScore: number, unknownWordCount: number, wordsExplained: number, evidence = bestScore): MatchStrength {
  // The floor reads the evidence (the score plus rare text words); strength reads the score.
  if (Math.max(bestScore, evidence) < RELEVANCE_FLOOR) return "none";
  // 'the best pizza in Dallas': the one known word is not what the question is about.
  if (unknownWordCount > 0 && (bestScore < STRONG_MATCH || unknownWordCount >= wordsExplained)) return "none";
  return bestScore < STRONG_MATCH ? "weak" : "strong";
}

/** The top results above the relevance floor (none below it). */
export function searchKnowledge(items: readonly KnowledgeItem[], query: string, options: { limit?: number } = {}): SearchHit[] {
  return rankKnowledge(items, query, options).hits;
}
