/**
 * Content gaps (docs/decisions/0529-content-gaps.md): the questions the site did not answer, counted so
 * editors can add what visitors look for. A question is kept only as `gapQuestion` returns it: folded to
 * lower case and plain words, with every email, web address, IP address, phone number, long number and
 * name the visitor gave replaced by a placeholder, and cut to MAX_GAP_QUESTION_CHARS.
 */
import type { ReplyKind } from "./reply.ts";

/** The reply kinds that count as a gap: nothing found, the honest answer, an answer from a weak match. */
export const GAP_KINDS = ["no-match", "honest", "weak-answer", "results"] as const satisfies readonly ReplyKind[];

export function isGapKind(kind: ReplyKind): boolean {
  return (GAP_KINDS as readonly ReplyKind[]).includes(kind);
}

/** A stored question is at most this long (cut at a word). */
export const MAX_GAP_QUESTION_CHARS = 200;

// A private-use character marks a placeholder while the text is folded; visitors' own are removed first.
const MARK = "\u{E000}";
const placeholder = (label: string) => `${MARK}${label}${MARK}`;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** @handles name a person as well as a name does. */
const HANDLE = /(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]{2,}/gu;
const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/\S+|\bwww\.\S+/giu;
// Bare domains only with a common ending: "node.js" and "e.g." are words, not addresses.
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}.-])(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|io|co|us|uk|de|fr|in|sg|eu|ca|au|info|biz|dev|app|ai|me|edu|gov|xyz|online|site|tech)(?![\p{L}\p{N}-])(?:\/\S*)?/giu;
/** Technologies named like domains. */
const NOT_DOMAINS = new Set(["asp.net", "ado.net", "vb.net"]);
const IPV4 = /(?<![\p{N}.])(?:\d{1,3}\.){3}\d{1,3}(?![\p{N}])/gu;
// Groups of hex digits with '::' or at least three colons: a time such as 10:30:00 has two.
const IPV6 = /(?<![\p{L}\p{N}:])(?=[0-9a-f:]*::|(?:[0-9a-f]{0,4}:){3})[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\p{L}\p{N}:])/giu;
/** A run of digits with the separators phone numbers are written with; its pieces are judged one by one. */
const DIGIT_RUN = /\+?\(?\d[\d ().\-/]*\d\)?/gu;
/** Where a run splits into pieces: a spaced dash or slash, or two spaces ("2024 - 2145550100"). */
const RUN_BREAK = /(\s*[-/]\s+|\s+[-/]\s*|\s{2,})/u;
const DATE = /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4})$/u;
const LONG_NUMBER = /\d{7,}/gu;

/** Words after which a name always follows, whatever its case. */
const NAME_INTRO = /\b(my name is|my name's|my names|i am called|i'm called|im called)(\s+)/giu;
/**
 * Words after which a capitalised word is a name ("I'm Dana", "this is Dana Reyes", "Dr. Reyes"; "I'm looking"
 * is not). Titles need their dot: "dr" is also disaster recovery, "MS Teams" a product.
 */
const MAYBE_NAME_INTRO = /\b(i['’]m|im|i am|this is|call me|regards,?|thanks,?|cheers,?|best,|sincerely,?|mr\.?|mrs\.?|ms\.|dr\.)(\s+)/giu;
const WORD = /^[\p{L}][\p{L}'’-]*/u;
/** Words that end a name that follows "my name is": "my name is dana and I need…". */
const AFTER_NAME = new Set(
  "and from at with i im i'm my we our the a an of in for to here but or who working work need want looking is am please".split(" "),
);
/** Words that follow "I'm" or "this is" without being a name. */
const NOT_NAMES = new Set(
  "a an the not just so also sure new interested looking trying curious wondering planning based located from with in at on here there still only really very what how why back asap today tomorrow monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);

/** The name words (up to three) at the start of `rest`: their length in characters, 0 when none. */
function nameLength(rest: string, always: boolean): number {
  let at = 0;
  let end = 0;
  for (let count = 0; count < 3; count++) {
    const gap = /^\s*/u.exec(rest.slice(at))?.[0] ?? "";
    if (count > 0 && (gap.length === 0 || gap.includes("\n"))) break;
    const word = WORD.exec(rest.slice(at + gap.length))?.[0];
    if (!word) break;
    const lower = word.toLowerCase();
    const after = rest.slice(at + gap.length + word.length);
    // An acronym ("this is HIPAA compliant?", "I'm CTO") is no name.
    const capitalised = /^\p{Lu}/u.test(word) && word !== "I" && !/^[\p{Lu}\p{N}]{1,5}$/u.test(word);
    // A lower-case word after "I'm" is a name only alone before a comma, "from" or the end: "i'm dana, …".
    const loneLower = count === 0 && /^(?:\s*,|\s+from\b|\s*$)/u.test(after) && !/(?:ing|ed)$/u.test(lower);
    const isName = always ? !AFTER_NAME.has(lower) : !NOT_NAMES.has(lower) && (capitalised || loneLower);
    if (!isName) break;
    at += gap.length + word.length;
    end = at;
  }
  return end;
}

function redactNames(text: string): string {
  const replaceAfter = (intro: RegExp, always: boolean) => (input: string) => {
    let out = "";
    let from = 0;
    for (const match of input.matchAll(intro)) {
      const start = (match.index ?? 0) + match[0].length;
      if (start < from) continue;
      const length = nameLength(input.slice(start), always);
      if (length === 0) continue;
      out += input.slice(from, start) + placeholder("name");
      from = start + length;
    }
    return out + input.slice(from);
  };
  return replaceAfter(MAYBE_NAME_INTRO, false)(replaceAfter(NAME_INTRO, true)(text));
}

/** Phone numbers and numbers of more than six digits in one run of digits and separators. */
function redactDigits(run: string): string {
  return run
    .split(RUN_BREAK)
    .map((piece) => {
      const digits = piece.replace(/\D/gu, "").length;
      if (digits < 7 || DATE.test(piece.trim())) return piece;
      return /^\d+$/u.test(piece) ? placeholder("number") : placeholder("phone");
    })
    .join("");
}

/** The question with everything that could name or reach a person replaced, before any folding. */
function redact(question: string): string {
  return redactNames(
    question
      .replaceAll(MARK, "")
      .replace(EMAIL, placeholder("email"))
      .replace(URL_WITH_SCHEME, placeholder("url"))
      .replace(BARE_DOMAIN, (domain) => (NOT_DOMAINS.has(domain.toLowerCase()) ? domain : placeholder("url")))
      .replace(HANDLE, placeholder("name"))
      .replace(IPV4, placeholder("ip"))
      .replace(IPV6, placeholder("ip"))
      .replace(DIGIT_RUN, redactDigits)
      .replace(LONG_NUMBER, placeholder("number")),
  );
}

/** Lower case; apostrophes inside words dropped ("don't" → "dont"), other punctuation to spaces, single spaces. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, "")
    .replace(new RegExp(`[^\\p{L}\\p{N}\\s${MARK}]+`, "gu"), " ")
    .replace(new RegExp(`${MARK}(\\w+)${MARK}`, "gu"), " [$1] ")
    .replace(/\s+/gu, " ")
    .trim();
}

/** At most `max` characters, cut at a word where there is one. */
function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join("");
  const atWord = head.slice(0, head.lastIndexOf(" "));
  return (atWord || chars.slice(0, max).join("")).trim();
}

/**
 * The question as a content gap keeps it: placeholders ([email], [url], [ip], [phone], [number], [name]) for
 * what could identify or reach a person, then folded and cut. Undefined when nothing but placeholders is
 * left: a message that only gives contact details is no question about the site.
 */
export function gapQuestion(question: string): string | undefined {
  const text = cut(fold(redact(question)), MAX_GAP_QUESTION_CHARS);
  return /\p{L}/u.test(text.replace(/\[\w+\]/gu, "")) ? text : undefined;
}
