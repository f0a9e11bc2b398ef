// Specific words: a word held by few items of the index names one thing. Such a word found only in
// an item's text may lift it over the floor, and
// one the question names but the answer lacks makes the answer honest instead of confident
// (docs/decisions/0264-intents-and-honest-answers.md).
import { sentencesOf } from "./best-passage.ts";
import { type MessageWords, type PreparedItem, holds } from "./prepared-index.ts";
import { words } from "./text-words.ts";
import { type SynonymGroups, stem, stemsMeant } from "./word-stems.ts";

/** A word held by few enough items to name one thing: ln(N / holders) / ln(N) from here (2 items of 96). */
const SPECIFIC_WORD = 0.6;
/** A keyword's worth: what a specific word of an item's text adds to the evidence, times its rarity. */
const SPECIFIC_TEXT_WORD = 5;

/**
 * The evidence the floor reads: the score, plus for each message word found only in the item's text
 * a keyword's worth times its rarity. 'Copilot', in one service's features, clears the floor; 'team',
 * in half the index, does not. Ranking still uses the specified score alone.
 */
export function evidenceOf(entry: PreparedItem, message: MessageWords, score: number, rarity: ReadonlyMap<string, number>): number {
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
      bonus += SPECIFIC_TEXT_WORD * specific;
  }
  return score + bonus;
}

/** Whether an item holds a word of the question, itself or through a synonym. */
function holdsMeant(entry: PreparedItem, word: string, synonyms: SynonymGroups): boolean {
  return stemsMeant(word, synonyms).some((meant) => holds(entry, meant));
}

/**
 * What the question names that the match lacks: the message words the item does not hold (itself or
 * through a synonym) that are specific ones of the index and more specific than the sharpest
 * word the item does hold, or any specific one when the item cleared the floor only by a rare word of
 * its text ('sell' in 'do you sell laptops?': the one item that mentions laptops does not sell them).
 * 'snowflake expert' → Data Analytics lacks only 'expert', vaguer than 'snowflake': nothing.
 */
export function uncoveredBy(
  entry: PreparedItem,
  own: ReadonlySet<string>,
  rarity: ReadonlyMap<string, number>,
  synonyms: SynonymGroups,
  byRarityOnly: boolean,
): string[] {
  const held = (word: string) => holdsMeant(entry, word, synonyms);
  const sharpest = Math.max(0, ...[...own].filter(held).map((word) => rarity.get(word) ?? 0));
  return [...own].filter((word) => {
    // A word the index does not hold at all is an unknown word, read by strengthOf instead.
    const specific = rarity.get(word) ?? 0;
    return !held(word) && specific >= SPECIFIC_WORD && (byRarityOnly || specific > sharpest);
  });
}

/**
 * Whether one sentence of the item (or its title) says one of `named` together with another word of the
 * message: 'overlap with your working hours' does; a text that says 'stages' only about something else
 * does not.
 */
export function saysInContext(entry: PreparedItem, named: readonly string[], message: MessageWords, synonyms: SynonymGroups): boolean {
  const meant = (word: string) => new Set(stemsMeant(word, synonyms));
  const asked = message.significant.map(meant);
  const wanted = named.map(meant);
  for (const sentence of [entry.item.title, ...sentencesOf(entry.item.content).flatMap((whole) => whole.split(/;\s+/))]) {
    const stems = new Set(words(sentence).map(stem));
    const has = (group: Set<string>) => [...group].some((word) => stems.has(word));
    if (wanted.some(has) && asked.filter(has).length >= 2) return true;
  }
  return false;
}

/** Whether the item holds a specific word of the question (itself or through a synonym). */
export function holdsSpecific(
  entry: PreparedItem,
  own: ReadonlySet<string>,
  rarity: ReadonlyMap<string, number>,
  synonyms: SynonymGroups,
): boolean {
  return [...own].some((word) => (rarity.get(word) ?? 0) >= SPECIFIC_WORD && holdsMeant(entry, word, synonyms));
}
