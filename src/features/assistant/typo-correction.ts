// Typo tolerance (docs/assistant.md, "The item search's rules"): a message word the index does not
// know is replaced by a known term only when fuse.js finds one close to it (same first letter, one
// edit, two in long words); anything else stays unknown, so gibberish gets the no-match answer.
import Fuse from "fuse.js/basic";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { STOP_WORDS, isSignificant, singular, words } from "./text-words.ts";
import { stem } from "./word-stems.ts";

/** Fuse's score of a near miss: one or two wrong letters in a word of usual length. */
const TYPO_THRESHOLD = 0.3;
/** Three-letter words are too short to tell a typo from another word. */
const MIN_TYPO_WORD_LENGTH = 4;
/** From this length a word may carry two typos. */
const LONG_WORD_LENGTH = 8;
/**
 * Bounded work whatever the message (issue 57): no term is longer than this, so a longer word is no typo of
 * one, and at most this many words of a message are looked up as typos; the rest stay as typed. A message of
 * sixteen random 30-letter words cost 0.6 s of the event loop without these bounds.
 */
const MAX_TYPO_WORD_LENGTH = 20;
const MAX_TYPO_LOOKUPS = 6;
/** Up to this length one changed letter more often makes another word than a typo: stock/stack, come/core. */
const SHORT_WORD_LENGTH = 5;

export interface Vocabulary {
  /** Every word anywhere in the index: such a word is spelt as the site spells it. */
  known: Set<string>;
  /** The terms a typo may be corrected to: significant words of titles, keywords and categories. */
  terms: Fuse<string>;
  /** The same terms as a set: two message words that make one ('share point') are joined to it. */
  termSet: Set<string>;
  /** The stems of every known word: 'delivered' is known when 'delivery' is. */
  knownStems: Set<string>;
}

/**
 * @param everydayWords words that are right as typed although no item holds them ('charge' must not
 *   become 'change'); function words count too, and are targets ('wher' → where).
 */
export function buildVocabulary(items: readonly KnowledgeItem[], everydayWords: Iterable<string> = []): Vocabulary {
  const known = new Set<string>([...STOP_WORDS, ...everydayWords]);
  const terms = new Set<string>([...STOP_WORDS].filter((word) => word.length >= MIN_TYPO_WORD_LENGTH));
  for (const item of items) {
    for (const word of words(item.content)) known.add(word);
    for (const word of [...words(item.title), ...words(item.category), ...item.keywords.flatMap(words)]) {
      known.add(word);
      if (isSignificant(word) && /^\p{L}+$/u.test(word)) terms.add(word);
    }
  }
  return {
    known,
    terms: new Fuse([...terms], { threshold: TYPO_THRESHOLD, includeScore: true, ignoreLocation: true }),
    termSet: terms,
    knownStems: new Set([...known].map(stem)),
  };
}

export interface Correction {
  /** The message with each corrected word replaced. */
  text: string;
  corrections: Record<string, string>;
  unknownWords: string[];
}

/** @param alsoKnown stems known besides the index's: the words of the editors' synonyms ('soon'). */
export function correctTypos(message: string, vocabulary: Vocabulary, alsoKnown: ReadonlySet<string> = new Set()): Correction {
  const corrections: Record<string, string> = {};
  const unknownWords: string[] = [];
  const out: string[] = [];
  const all = words(message).flatMap((word) => splitDigits(word, vocabulary));
  let lookups = 0;
  const closest = (word: string) =>
    word.length <= MAX_TYPO_WORD_LENGTH && lookups++ < MAX_TYPO_LOOKUPS ? closestTerm(word, vocabulary) : undefined;
  for (let at = 0; at < all.length; at++) {
    const word = all[at] ?? "";
    // Split words: 'cyber securty' and 'share point' are one term of the index.
    const joined = joinedTerm(word, all[at + 1], vocabulary, closest);
    if (joined) {
      corrections[`${word} ${all[at + 1] ?? ""}`] = joined;
      out.push(joined);
      at++;
      continue;
    }
    if (!isSignificant(word) || isKnown(word, vocabulary) || alsoKnown.has(stem(word))) {
      out.push(word);
      continue;
    }
    const fix = word.length >= MIN_TYPO_WORD_LENGTH ? closest(word) : undefined;
    if (fix) corrections[word] = fix;
    else unknownWords.push(word);
    out.push(fix ?? word);
  }
  return { text: out.join(" "), corrections, unknownWords: [...new Set(unknownWords)] };
}

/** 'soc2' → soc 2, '401k' → 401 k: letters run into a number, when the index does not know the whole. */
function splitDigits(word: string, vocabulary: Vocabulary): string[] {
  if (isKnown(word, vocabulary)) return [word];
  const parts = /^(\p{L}+)(\p{N}+)$|^(\p{N}+)(\p{L}+)$/u.exec(word);
  return parts ? parts.slice(1).filter((part): part is string => Boolean(part)) : [word];
}

/**
 * Two message words written apart that the index writes as one: joined when the pair makes a term
 * as typed, or within the typo tolerance of one ('cyber securty' → cybersecurity). Both parts must
 * be words of three letters or more, so 'in' + 'site' never becomes 'insite'.
 */
function joinedTerm(
  word: string,
  next: string | undefined,
  vocabulary: Vocabulary,
  closest: (word: string) => string | undefined,
): string | undefined {
  if (!next || word.length < 2 || next.length < 2 || word.length + next.length < 5 || STOP_WORDS.has(word) || STOP_WORDS.has(next))
    return undefined;
  const joined = word + next;
  // Read as one word, the pair may lose or keep a plural 's' the index reads otherwise ('dev ops' → devop).
  const typed = [joined, singular(joined), `${joined}s`].find((candidate) => vocabulary.termSet.has(candidate));
  if (typed) return typed;
  if (isKnown(word, vocabulary) && isKnown(next, vocabulary)) return undefined;
  const fix = closest(joined);
  return fix && fix.length > Math.max(word.length, next.length) + 2 ? fix : undefined;
}

/** Known as typed, by its stem, or a known word with -ed or -ing ('worked', 'hosting'): not a typo, not unknown. */
function isKnown(word: string, vocabulary: Pick<Vocabulary, "known" | "knownStems">): boolean {
  const { known } = vocabulary;
  if (known.has(word) || vocabulary.knownStems.has(stem(word))) return true;
  const base = word.replace(/(ed|ing)$/, "");
  return base !== word && base.length >= 3 && (known.has(base) || known.has(`${base}e`));
}

/**
 * Fuse proposes; a candidate is taken only within one edit (two from eight letters) of the word. In a
 * short word a letter left out, added or swapped is a typo ('numbr', 'wher'), but one letter changed
 * is most often another word of its own ('stock' is not 'stack', 'come' not 'core').
 */
function closestTerm(word: string, vocabulary: Vocabulary): string | undefined {
  // A message is read several times (whole, by parts, by page): each word is looked up once.
  const known = lookedUp.get(vocabulary) ?? new Map<string, string | undefined>();
  if (known.has(word)) return known.get(word);
  if (known.size >= LOOKED_UP_LIMIT) known.clear();
  const fix = fuzzyTerm(word, vocabulary);
  lookedUp.set(vocabulary, known.set(word, fix));
  return fix;
}

const LOOKED_UP_LIMIT = 5_000;
const lookedUp = new WeakMap<Vocabulary, Map<string, string | undefined>>();

function fuzzyTerm(word: string, vocabulary: Vocabulary): string | undefined {
  const allowed = word.length >= LONG_WORD_LENGTH ? 2 : 1;
  for (const { item } of vocabulary.terms.search(word, { limit: 10 })) {
    if (item[0] !== word[0] || Math.abs(item.length - word.length) > allowed || editDistance(word, item) > allowed) continue;
    if (word.length <= SHORT_WORD_LENGTH && item.length === word.length && !isSwap(word, item)) continue;
    return item;
  }
  return undefined;
}

/** Two words of one length with the same letters: a slip of two neighbouring keys ('buisness'). */
function isSwap(a: string, b: string): boolean {
  return [...a].sort().join("") === [...b].sort().join("");
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}
