// The passage search (docs/assistant.md, "How a question is answered"): every passage is scored with
// the specified weights (its page's title word 3, keyword 5, category
// 4, its own words 2, its label 3, the whole title said 10), each word weighted by how rare it is
// among the pages, and a word WordNet relates to an index word counting half. A word counts once, in
// the field where it weighs most.
import type { AnswerTopic, AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import { sentencesOf } from "./best-passage.ts";
import { SUMMARY_MAX_CHARS, withoutTopicPhrases } from "./short-answer.ts";
import { isSignificant, words } from "./text-words.ts";
import { SPECIFIED_WEIGHTS } from "./specified-weights.ts";
import { stem } from "./word-stems.ts";

/** A passage's label (its field or heading) names what it is, as a title word names an entry. */
const WEIGHT = { ...SPECIFIED_WEIGHTS, label: SPECIFIED_WEIGHTS.titleWord } as const;
/** A word met through WordNet counts this share of the same word said as written. */
const RELATED_SHARE = 0.5;
/** The floor of a word's rarity: a word every page holds still says something. */
const MIN_RARITY = 0.15;
/** The question's words a passage is scored on at most: a 500-character message has about 80. */
const MAX_SCORED_STEMS = 24;
const NO_KEYWORDS: ReadonlySet<string> = new Set();
/** When a value is asked (a price, a duration, a number), a passage that states none keeps this share of its score. */
const NO_VALUE_SHARE = 0.6;

interface PreparedPassage {
  passage: Passage;
  title: Set<string>;
  titleWords: string[];
  keywords: string[][];
  category: Set<string>;
  label: Set<string>;
  text: Set<string>;
}

interface PreparedPassages {
  passages: PreparedPassage[];
  /** Each stem → the positions of the passages holding it in any field: only those can score for it. */
  holding: Map<string, number[]>;
  rarity: Map<string, number>;
  related: ReadonlyMap<string, readonly string[]>;
}

export interface PassageHit {
  passage: Passage;
  score: number;
  /** The share of the question's weight the passage holds, 0 to 1. */
  coverage: number;
  /** The question's stems the passage holds, as written or through a related word. */
  held: string[];
}

/** What a question asks, as the passage search reads it. */
export interface AskedWords {
  /** Each significant stem once, with its rarity. */
  stems: Array<{ stem: string; weight: number }>;
  topics: readonly AnswerTopic[];
  /** Whether the question asks a count or a share ('how many', 'what percent'). */
  asksNumber: boolean;
  /** Whether the question asks when something happened ('when did', 'what year'): a year answers it. */
  asksYear: boolean;
  /** The numbers the question names ('the first 30 days', 'Part 11'). */
  numbers: string[];
}

const preparedIndexes = new WeakMap<AssistantIndex, PreparedPassages>();

function prepare(index: AssistantIndex): PreparedPassages {
  let prepared = preparedIndexes.get(index);
  if (prepared) return prepared;
  const passages = index.passages.map((passage): PreparedPassage => {
    const titleWords = words(passage.title).filter(isSignificant).map(stem);
    return {
      passage,
      title: new Set(titleWords),
      titleWords: [...new Set(titleWords)],
      keywords: passage.keywords.map((keyword) => words(keyword).filter(isSignificant).map(stem)).filter((parts) => parts.length > 0),
      category: new Set(words(passage.category).map(stem)),
      label: new Set(words(passage.label).map(stem)),
      text: new Set(words(passage.text).map(stem)),
    };
  });
  prepared = { passages, holding: holdingOf(passages), rarity: rarityByPage(passages), related: new Map(Object.entries(index.related)) };
  preparedIndexes.set(index, prepared);
  return prepared;
}

function holdingOf(passages: readonly PreparedPassage[]): Map<string, number[]> {
  const holding = new Map<string, number[]>();
  passages.forEach((entry, at) => {
    for (const word of new Set([...entry.title, ...entry.keywords.flat(), ...entry.category, ...entry.label, ...entry.text])) {
      const positions = holding.get(word);
      if (positions) positions.push(at);
      else holding.set(word, [at]);
    }
  });
  return holding;
}

/** How specific a stem is: ln(pages / pages holding it) / ln(pages), floored; 1 for a stem no page holds. */
function rarityByPage(passages: readonly PreparedPassage[]): Map<string, number> {
  const pagesOf = new Map<string, Set<string>>();
  for (const entry of passages) {
    const held = [...entry.title, ...entry.keywords.flat(), ...entry.category, ...entry.label, ...entry.text];
    for (const word of held) {
      const pages = pagesOf.get(word) ?? new Set<string>();
      pages.add(entry.passage.url);
      pagesOf.set(word, pages);
    }
  }
  const pageCount = new Set(passages.map((entry) => entry.passage.url)).size;
  const spread = Math.log(Math.max(pageCount, 2));
  return new Map([...pagesOf].map(([word, pages]) => [word, Math.max(MIN_RARITY, Math.log(pageCount / pages.size) / spread)]));
}

export function askedWords(index: AssistantIndex, message: string, topics: readonly AnswerTopic[]): AskedWords {
  // One question is read several times while it is answered (its page, its passages, its results): once suffices.
  const key = `${topics.join(",")}\u0000${message}`;
  const known = recentlyAsked.get(key);
  if (known?.index === index) return known.asked;
  const asked = readAsked(index, message, topics);
  if (recentlyAsked.size >= RECENT_QUESTIONS) recentlyAsked.delete(recentlyAsked.keys().next().value ?? "");
  recentlyAsked.set(key, { index, asked });
  return asked;
}

/** The last questions read, with their searches: a message and its parts, a few at a time. */
const RECENT_QUESTIONS = 16;
const recentlyAsked = new Map<string, { index: AssistantIndex; asked: AskedWords }>();
const searches = new WeakMap<AskedWords, Map<string, PassageHit[]>>();

function readAsked(index: AssistantIndex, message: string, topics: readonly AnswerTopic[]): AskedWords {
  const { rarity } = prepare(index);
  // 'in charge of' asks who: its words are the question's shape, not its subject.
  const stems = [...new Set(words(withoutTopicPhrases(message)).filter(isSignificant).map(stem))];
  return {
    stems: stems.map((word) => ({ stem: word, weight: rarity.get(word) ?? 1 })),
    topics,
    asksNumber: ASKS_NUMBER.test(message),
    asksYear: /\b(when (did|was|were)|what year|which year|since when)\b/i.test(message),
    numbers: [...new Set(message.match(/\d+(?:[.,]\d+)*/g) ?? [])],
  };
}

/**
 * The message as the passages read it (record 0482): a word the item search corrected as a typo stays as
 * typed when a passage holds it ('stale' is no typo of 'state' to a case study that says 'stale accounts'),
 * and takes its correction otherwise. The item search knows only the items' words; the passages know more.
 */
export function passageMessage(index: AssistantIndex, message: string, corrections: Readonly<Record<string, string>>): string {
  const { rarity } = prepare(index);
  const typos = Object.entries(corrections).filter(
    ([typo]) => !words(typo).every((word) => !isSignificant(word) || rarity.has(stem(word))),
  );
  if (typos.length === 0) return message;
  let text = ` ${words(message).join(" ")} `;
  for (const [typo, fix] of typos) text = text.replace(` ${typo} `, ` ${fix} `);
  return text.trim();
}

/** The passages that answer the question best, best first; `within` keeps those of one page. */
export function searchPassages(index: AssistantIndex, asked: AskedWords, options: { within?: string; limit?: number } = {}): PassageHit[] {
  const key = `${options.within ?? ""} ${options.limit ?? 10}`;
  const done = searches.get(asked)?.get(key);
  if (done) return done;
  const hits = scoredPassages(index, asked, options);
  searches.set(asked, (searches.get(asked) ?? new Map<string, PassageHit[]>()).set(key, hits));
  return hits;
}

function scoredPassages(index: AssistantIndex, asked: AskedWords, options: { within?: string; limit?: number }): PassageHit[] {
  const { passages, related, rarity } = prepare(index);
  const total = asked.stems.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return [];
  // Bounded work whatever the message (issue 57): a word no passage holds, as written or related, scores
  // nothing and is not looked for; of the rest, the most specific count.
  const scoring = asked.stems
    .filter(({ stem: word }) => rarity.has(word) || related.has(word))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_SCORED_STEMS);
  const said = new Set(asked.stems.map((word) => word.stem));
  const valueAsked = asksValue(asked);
  const scores = scoreWords(prepare(index), scoring, said);
  const hits: PassageHit[] = [];
  for (const at of [...scores.keys()].sort((a, b) => a - b)) {
    const entry = passages[at];
    const scored = scores.get(at);
    if (!entry || !scored || (options.within && entry.passage.url !== options.within)) continue;
    let { score } = scored;
    if (entry.titleWords.length > 0 && entry.titleWords.every((word) => said.has(word))) score += WEIGHT.titleMatch;
    if (valueAsked && !statesAskedValue(entry.passage.text, asked)) score *= NO_VALUE_SHARE;
    if (score > 0) hits.push({ passage: entry.passage, score, coverage: scored.heldWeight / total, held: scored.held });
  }
  hits.sort((a, b) => b.score - a.score || b.coverage - a.coverage);
  return hits.slice(0, options.limit ?? 10);
}

interface Score {
  score: number;
  heldWeight: number;
  held: string[];
}

/**
 * Each word's score in the passages that hold it, as written or related, never in every passage: a passage
 * holding none of the question's words scores nothing. A word counts once, in the field where it weighs most.
 */
function scoreWords(
  { passages, holding, related }: PreparedPassages,
  scoring: AskedWords["stems"],
  said: ReadonlySet<string>,
): Map<number, Score> {
  const scores = new Map<number, Score>();
  const keywordWordsOf = memoized(
    (entry: PreparedPassage) => new Set(entry.keywords.filter((parts) => parts.every((part) => said.has(part))).flat()),
  );
  for (const { stem: word, weight } of scoring) {
    const found = new Map<number, { exact: number; viaRelated: number }>();
    for (const at of holding.get(word) ?? []) {
      const entry = passages[at];
      if (entry) found.set(at, { exact: fieldWeight(entry, word, keywordWordsOf(entry)), viaRelated: 0 });
    }
    for (const other of related.get(word) ?? []) {
      for (const at of holding.get(other) ?? []) {
        const entry = passages[at];
        if (!entry) continue;
        const weights = found.get(at) ?? { exact: 0, viaRelated: 0 };
        weights.viaRelated = Math.max(weights.viaRelated, fieldWeight(entry, other, NO_KEYWORDS) * RELATED_SHARE);
        found.set(at, weights);
      }
    }
    for (const [at, { exact, viaRelated }] of found) {
      const best = Math.max(exact, viaRelated);
      if (best === 0) continue;
      const score = scores.get(at) ?? { score: 0, heldWeight: 0, held: [] };
      score.score += best * weight;
      score.heldWeight += exact > 0 ? weight : weight * RELATED_SHARE;
      score.held.push(word);
      scores.set(at, score);
    }
  }
  // The whole title said scores too; a passage whose title words are all said holds them.
  for (const word of said)
    for (const at of holding.get(word) ?? []) if (!scores.has(at)) scores.set(at, { score: 0, heldWeight: 0, held: [] });
  return scores;
}

function memoized<T extends object, R>(make: (key: T) => R): (key: T) => R {
  const made = new Map<T, R>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as R;
  };
}

function fieldWeight(entry: PreparedPassage, word: string, keywordWords: ReadonlySet<string>): number {
  if (keywordWords.has(word)) return WEIGHT.keyword;
  if (entry.category.has(word)) return WEIGHT.category;
  if (entry.title.has(word)) return WEIGHT.titleWord;
  if (entry.label.has(word)) return WEIGHT.label;
  if (entry.text.has(word)) return WEIGHT.contentWord;
  return 0;
}

const VALUE_PATTERNS: Partial<Record<AnswerTopic, RegExp>> = {
  price: /\$\s?\d/,
  duration:
    /\b\d+(\s*[-–]\s*\d+)?\s*(minutes?|hours?|days?|weeks?|months?|years?)\b|\b(one|two|three|four|five|six|eight|ten) (hours?|days?|weeks?|months?)\b/i,
  experience: /\b\d+\+?\s*years?\b/i,
};

/** A count, a share, a limit ('the most you are liable for') or figures compared ('the rating before and after'). */
const ASKS_NUMBER =
  /\bhow many\b|\bwhat (percent|percentage|share|number)\b|\bhow much (more|less|faster|better)\b|\bthe (most|least) (you|we|they|i|it|one)\b|\b(maximum|minimum|at most|at least|capped|cap on)\b|\bbefore and after\b/i;

/** Whether the question asks a value: a price, a duration, a number. */
export function asksValue(asked: AskedWords): boolean {
  return asked.asksNumber || asked.asksYear || asked.topics.some((topic) => VALUE_PATTERNS[topic] !== undefined);
}

/** Whether a passage states the kind of value asked: a price for 'how much', a duration for 'how long'. */
export function statesAskedValue(text: string, asked: AskedWords): boolean {
  if (asked.topics.some((topic) => VALUE_PATTERNS[topic]?.test(text))) return true;
  if (asked.asksYear && /\b(19|20)\d\d\b/.test(text)) return true;
  return asked.asksNumber && /\d/.test(text);
}

/**
 * The sentence of a passage that holds most of what was asked (rarer words weigh more); a list written as
 * one sentence offers each part. The label leads a short value ('Budget: $450,000').
 */
export function leadingSentence(index: AssistantIndex, hit: PassageHit, asked: AskedWords): string {
  const { text, label } = hit.passage;
  // A short passage is read whole: its first sentence often names whom or what the rest is about.
  if (text.length <= SUMMARY_MAX_CHARS && sentencesOf(text).length <= 3) return withLabel(text, label);
  let best = text;
  let bestWeight = -1;
  for (const sentence of joinShortSentences(sentencesOf(text))) {
    const weight = heldWeight(index, sentence, asked) + (statesAskedValue(sentence, asked) ? 0.5 : 0);
    if (weight > bestWeight) [best, bestWeight] = [sentence, weight];
  }
  return withLabel(best, label);
}

/** A short value says what it is: 'Budget: $450,000-$600,000'. */
function withLabel(text: string, label: string): string {
  const short = words(text).length <= 6 && label && !text.toLowerCase().startsWith(label.toLowerCase());
  return short ? `${capitalise(label)}: ${text}` : text;
}

/** A sentence of a few words ('ISO/IEC 27001.', a phase's name) belongs with the sentence after it. */
export function joinShortSentences(sentences: readonly string[]): string[] {
  const joined: string[] = [];
  let pending = "";
  for (const sentence of sentences) {
    const whole = pending ? `${pending} ${sentence}` : sentence;
    if (words(sentence).length < 5 && sentence !== sentences.at(-1)) pending = whole;
    else {
      joined.push(whole);
      pending = "";
    }
  }
  if (pending) joined.push(pending);
  return joined;
}

/** The question's stems a text holds, weighted by rarity; a related word counts half. */
export function heldWeight(index: AssistantIndex, text: string, asked: AskedWords, leaveOut: ReadonlySet<string> = new Set()): number {
  const { related } = prepare(index);
  const held = new Set(words(text).map(stem));
  return asked.stems.reduce((sum, { stem: word, weight }) => {
    if (leaveOut.has(word)) return sum;
    if (held.has(word)) return sum + weight;
    return (related.get(word) ?? []).some((other) => held.has(other)) ? sum + weight * RELATED_SHARE : sum;
  }, 0);
}

/** The stems that name a page (its title, keywords and category): they find the page, not the fact on it. */
export function pageStems(passage: Passage): Set<string> {
  return new Set(words(`${passage.title} ${passage.category} ${passage.keywords.join(" ")}`).map(stem));
}

/**
 * The stems of a page's title and category alone. A keyword names a topic of the page ('tabletop exercise' of
 * the ransomware article), which a question asking about it wants answered, not merely the page.
 */
export function titleStems(passage: Passage): Set<string> {
  return new Set(words(`${passage.title} ${passage.category}`).map(stem));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
