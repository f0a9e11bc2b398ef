/**
 * What of the AI's answer may be shown (docs/assistant.md, "How a question is answered"): only its sentences whose figures and
 * names the passage it cites states. A sentence with a number, a price, a duration or a name that the passage
 * does not hold is left out; with none left, the site's own words are shown instead.
 */
import { sentencesOf } from "../best-passage.ts";

/** The AI's sentences that the cited passages bear out, joined; undefined when none does. */
export function groundedText(
  answer: string,
  cited: ReadonlyArray<{ title: string; text: string }>,
  known: readonly string[] = [],
): string | undefined {
  const source = plain([...cited.flatMap((passage) => [passage.title, passage.text]), ...known].join(" "));
  const kept = sentencesOf(answer).filter((sentence) => claimsOf(sentence).every((claim) => source.includes(claim)));
  return kept.length > 0 ? kept.join(" ") : undefined;
}

/**
 * The figures and names a sentence states: each number (thousands separators dropped), and each word that
 * begins with a capital letter where a sentence does not begin (Dallas, Azure, Elena).
 */
function claimsOf(sentence: string): string[] {
  const numbers = (sentence.match(/\d[\d,.]*\d|\d/g) ?? []).map(plain);
  const names = sentence
    .split(/\s+/)
    .slice(1)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => /^\p{Lu}/u.test(word) && word !== "I")
    .map(plain);
  return [...numbers, ...names];
}

/** Lower case, thousands separators and a number's trailing full stop dropped. */
function plain(text: string): string {
  return text.toLowerCase().replace(/(\d),(?=\d{3})/g, "$1");
}
