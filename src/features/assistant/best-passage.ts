// Facts answered as facts: when the sentence that
// holds what was asked lies beyond an item's opening ('parental leave' in the list of benefits), the
// answer leads with that sentence instead of the opening.
import { isSignificant, words } from "./text-words.ts";
import { type SynonymGroups, stem, stemsMeant } from "./word-stems.ts";

/** The sentences of a text; a full stop inside a word (node.js, 99.9%, an email address) does not end one. */
export function sentencesOf(text: string): string[] {
  return text.match(/(?:[^.!?]|[.!?](?!\s|$))+(?:[.!?]+|$)/g)?.map((s) => s.trim()) ?? [text];
}

/**
 * The sentence, or part of a list, of `content` that holds more of the message's words than `opening` and `title` do, or undefined
 * when the opening already answers as well as any: the item was found for its opening, most often.
 */
export function bestPassage(
  content: string,
  opening: string,
  message: string,
  title = "",
  synonyms: SynonymGroups = [],
): string | undefined {
  // A word counts with its synonyms ('training' is also 'learning').
  const asked = new Set(
    words(message)
      .filter(isSignificant)
      .flatMap((word) => stemsMeant(stem(word), synonyms)),
  );
  if (asked.size === 0) return undefined;
  const holds = (text: string) =>
    new Set(
      words(text)
        .map(stem)
        .filter((word) => asked.has(word)),
    ).size;
  // A title that already says what was asked (an FAQ's question) is answered by its opening.
  const floor = Math.max(holds(opening), holds(title));
  let best: { sentence: string; count: number } | undefined;
  // A list written as one sentence ('Key features: a; b; c') offers each of its parts on its own.
  for (const sentence of sentencesOf(content).flatMap((whole) => whole.split(/;\s+/))) {
    if (opening.includes(sentence)) continue;
    const count = holds(sentence);
    if (count > floor && count > (best?.count ?? 0)) best = { sentence, count };
  }
  return best?.sentence;
}
