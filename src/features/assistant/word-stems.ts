// Stems and editors' synonyms: the search
// compares words by their Porter stem, so 'delivered' meets 'deliver' and 'certified' meets
// 'certifications', and a message that says a phrase of a synonym group also says the group's other
// phrases ('get back to me' also says 'respond'). The ranking weights are unchanged.
import { stemmer } from "stemmer";
import { STOP_WORDS, words } from "./text-words.ts";

/**
 * The stem a word is compared by: Porter's, with a final 'i' dropped so that 'certify' (certifi)
 * and 'certification' (certif) meet. Words with digits or symbols ('365', 'c++') and words of four
 * letters or fewer stay as they are.
 */
export function stem(word: string): string {
  // Short words stay whole: Porter reads 'many' as 'mani', then 'man'.
  if (!/^\p{L}+$/u.test(word) || word.length <= 4) return word;
  return stemmer(word).replace(/(?<=..)i$/, "");
}

/** Every word of a text as its stem, order and repeats kept. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** A synonym phrase: its words as written (singular) and their stems; function words kept ('get back to me'). */
export interface SynonymPhrase {
  words: readonly string[];
  stems: readonly string[];
}
export type SynonymGroups = readonly (readonly SynonymPhrase[])[];

const preparedGroups = new WeakMap<readonly (readonly string[])[], SynonymGroups>();

/** content/chat.yaml's synonyms, read once per list. */
export function prepareSynonyms(groups: readonly (readonly string[])[]): SynonymGroups {
  let prepared = preparedGroups.get(groups);
  if (!prepared) {
    prepared = groups.map((group) =>
      group.map((phrase) => ({ words: words(phrase), stems: stems(phrase) })).filter((phrase) => phrase.words.length > 0),
    );
    preparedGroups.set(groups, prepared);
  }
  return prepared;
}

/** The stems a word stands for through the synonym groups: itself, and every stem of a group it is in. */
export function stemsMeant(word: string, groups: SynonymGroups): string[] {
  const meant = new Set([word]);
  for (const group of groups) {
    if (group.some((phrase) => phrase.stems.includes(word))) for (const phrase of group) for (const s of phrase.stems) meant.add(s);
  }
  return [...meant];
}

/** Every stem of the synonym groups: such a word is spelt as meant, never a typo nor unknown. */
export function synonymVocabulary(groups: SynonymGroups): Set<string> {
  return new Set(groups.flat().flatMap((phrase) => phrase.stems));
}

/**
 * What a message also says through its synonym groups: for each group with a phrase in the message
 * (its stems in a row), the significant words of the group's phrases, as written and as stems.
 */
export function synonymWords(messageStems: readonly string[], groups: SynonymGroups): { words: string[]; stems: string[] } {
  const added = { words: new Set<string>(), stems: new Set<string>() };
  for (const group of groups) {
    if (!group.some((phrase) => containsRun(messageStems, phrase.stems))) continue;
    for (const phrase of group) {
      phrase.words.forEach((word, at) => {
        if (word.length <= 2 || STOP_WORDS.has(word)) return;
        added.words.add(word);
        added.stems.add(phrase.stems[at] ?? word);
      });
    }
  }
  return { words: [...added.words], stems: [...added.stems] };
}

function containsRun(haystack: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= haystack.length; start++) {
    if (run.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}
