// How the chat reads words: case, punctuation and
// simple plurals are normalised away and words are compared whole, so 'for' no longer matches
// inside 'Salesforce' nor 'are' inside 'SharePoint'.

/** Words of this many characters or fewer carry no weight on their own (the specified rule). */
const MAX_IGNORED_WORD_LENGTH = 2;

/**
 * Function words and chat filler: they carry no weight in any field. Words that name what is asked
 * ('where', 'who', 'how much') are read for intent by the reply instead (short-answer.ts).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again all also am an and any anyone anything are aren around as at be been being both but by can
  cant could did didnt do does doesnt doing done dont each either else even ever every for from get gets getting give go going
  got had has have having he hello help her here hers hey hi him his how however i if im in into is isnt it its ive just kind
  know let lets like likely me might mine more most much must my need needs no nor not now of off ok okay on once one only
  or other others our ours out over own per please really same shall she should show so some someone something sort still
  such tell than thank thanks that the their theirs them then there these they thing things this those through to too
  under until up upon us very want wanted was way we well were what whats when where wheres whether which while who whom
  whos whose why will with would yes yet you youd youll your youre yours yourself`.split(/\s+/),
);

/** A simple plural to its singular: services→service, studies→study, addresses→address; 'aws', 'ios', 'status' stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word) && word.length - 1 > MAX_IGNORED_WORD_LENGTH) return word.slice(0, -1);
  return word;
}

/**
 * Every word of a text, normalised: lower case, possessive 's and apostrophes dropped ("what's" →
 * what), split on anything but letters, digits, '+' and '#' (so c++ and c# survive), plurals made
 * singular. Order and repeats are kept; callers decide what counts.
 */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, "")
      .replace(/['’]/g, "")
      .split(/[^\p{L}\p{N}+#]+/u)
      .map((word) => word.replace(/^\++/, ""))
      .filter((word) => /[\p{L}\p{N}]/u.test(word))
      // 'does' is a function word, not the plural of 'doe'.
      .map((word) => (STOP_WORDS.has(word) ? word : singular(word)))
  );
}

/** A word that can carry weight: longer than two characters and not a function word. */
export function isSignificant(word: string): boolean {
  return word.length > MAX_IGNORED_WORD_LENGTH && !STOP_WORDS.has(word);
}

/** The distinct significant words of a text, in order of first appearance. */
export function significantWords(text: string): string[] {
  return [...new Set(words(text).filter(isSignificant))];
}
