// Short answers that lead with what was asked: the
// price line for a price question, the location for a 'where' question, then the item's summary;
// the rest of the item waits under 'Show more'.
import type { AnswerTopic, KnowledgeItem } from "../../content/chat-data-shape.ts";
import { bestPassage, sentencesOf } from "./best-passage.ts";
import { words } from "./text-words.ts";
import type { SynonymGroups } from "./word-stems.ts";

/** The words that say what a message asks about; read before function words are dropped. */
const TOPIC_WORDS: Record<AnswerTopic, readonly string[]> = {
  price: [
    "price",
    "pricing",
    "priced",
    "cost",
    "costing",
    "charge",
    "fee",
    "rate",
    "cheap",
    "cheaper",
    "cheapest",
    "pricier",
    "costlier",
    "expensive",
    "afford",
    "affordable",
    "budget",
    "salary",
    "pay",
    "paid",
    "compensation",
    "earn",
    "wage",
  ],
  location: ["where", "located", "location", "based", "remote", "onsite", "hybrid", "relocate"],
  duration: ["long", "longer", "timeline", "duration", "take", "took", "week", "month"],
  // 'year' alone is a date as often ('what year did you start'): experience is asked as 'years of'.
  experience: ["experience", "qualification", "requirement"],
  person: ["who", "whom", "whose"],
};
/** Every word that names a topic: spelt right as typed, never 'corrected' to a term of the index. */
export const TOPIC_VOCABULARY: readonly string[] = Object.values(TOPIC_WORDS).flat();

/**
 * Phrases that ask about a topic on their own (as words() reads them: plurals singular). Their words
 * are read as the phrase only: 'in charge of' asks who, so its 'charge' is no price (docs/assistant.md, "The item search's rules").
 */
const TOPIC_PHRASES: ReadonlyArray<[string, AnswerTopic]> = [
  ["how much", "price"],
  ["how long", "duration"],
  // The other ways to ask for a time: how quickly something happens is answered with how long it takes.
  ["how soon", "duration"],
  ["how quickly", "duration"],
  ["how fast", "duration"],
  ["year of", "experience"],
  ["in charge", "person"],
];

/** Long enough to be an answer, short enough to read at a glance in a 360 px panel. */
const SUMMARY_MIN_CHARS = 90;
export const SUMMARY_MAX_CHARS = 320;

export function askedTopics(message: string): AnswerTopic[] {
  let joined = ` ${words(message).join(" ")} `;
  const topics = new Set<AnswerTopic>();
  for (const [phrase, topic] of TOPIC_PHRASES) {
    if (!joined.includes(` ${phrase} `)) continue;
    topics.add(topic);
    joined = joined.replaceAll(` ${phrase} `, " ");
  }
  const rest = joined.trim().split(" ");
  for (const [topic, list] of Object.entries(TOPIC_WORDS) as [AnswerTopic, readonly string[]][]) {
    if (rest.some((word) => list.includes(word))) topics.add(topic);
  }
  return [...topics];
}

/** The message without the phrases that only say what is asked: 'who is in charge of it' → 'who is of it'. */
export function withoutTopicPhrases(message: string): string {
  let joined = ` ${words(message).join(" ")} `;
  for (const [phrase] of TOPIC_PHRASES) joined = joined.replaceAll(` ${phrase} `, " ");
  return joined.trim();
}

/** The message without the words that only say what is asked: 'price of cybersecurity' → 'of cybersecurity'. */
export function withoutTopicWords(message: string): string {
  const topicWords = new Set(Object.values(TOPIC_WORDS).flat());
  let joined = ` ${words(message).join(" ")} `;
  for (const [phrase] of TOPIC_PHRASES) joined = joined.replaceAll(` ${phrase} `, " ");
  return joined
    .trim()
    .split(" ")
    .filter((word) => word !== "" && !topicWords.has(word))
    .join(" ");
}

/**
 * What a text that states a price or a time looks like: a price question answered with no price in
 * sight, or 'how long' with no time, is no answer (docs/assistant.md, "The item search's rules"). Other topics have no shape to read.
 */
const STATED: Partial<Record<AnswerTopic, RegExp>> = {
  price: /[$€£]\s?\d|\b(free|price|priced|pricing|cost|costs|fee|fees|quote|salary)\b/i,
  duration: /\b\d+(\s?-\s?\d+)?\+?\s?(minute|hour|day|week|month|year)s?\b|\b(same day|ongoing|(since|in) (19|20)\d\d)\b/i,
};

/**
 * Whether an item can say what was asked: a line for the topic, a title that asks it ('How quickly can
 * …?'), or a price or time in its text.
 */
export function statesTopic(item: KnowledgeItem, topic: AnswerTopic): boolean {
  const shape = STATED[topic];
  return !shape || answersTopic(item, [topic]) || askedTopics(item.title).includes(topic) || shape.test(`${item.title} ${item.content}`);
}

/** Whether an item can open with a line for one of the topics asked. */
export function answersTopic(item: KnowledgeItem, topics: readonly AnswerTopic[]): boolean {
  return topics.some((topic) => item.facts?.[topic] !== undefined);
}

/** The opening sentences of a text, until they make a readable answer. */
export function openingSentences(text: string): string {
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  // A full stop inside a word (an email address, node.js, 99.9%) does not end a sentence.
  const sentences = sentencesOf(text);
  let opening = "";
  for (const sentence of sentences) {
    if (opening.length >= SUMMARY_MIN_CHARS) break;
    if (opening && opening.length + sentence.length + 1 > SUMMARY_MAX_CHARS) break;
    opening = opening ? `${opening} ${sentence}` : sentence;
  }
  return opening || text;
}

/**
 * The answer shown first (asked facts, then the summary) and the rest of the item. With the message,
 * a sentence of the item that answers it better than the summary leads instead (best-passage.ts).
 */
export function shortAnswer(
  item: KnowledgeItem,
  topics: readonly AnswerTopic[],
  message = "",
  synonyms: SynonymGroups = [],
): { text: string; more?: string } {
  const opening = item.summary ?? openingSentences(item.content);
  const facts = topics.map((topic) => item.facts?.[topic]).filter((fact): fact is string => Boolean(fact));
  const found = facts.length === 0 ? bestPassage(item.content, opening, message, item.title, synonyms) : undefined;
  const passage = found && !/[.!?]$/.test(found) ? `${found}.` : found;
  // The passage leads; the opening follows when both fit a short answer, so a list's part keeps its context.
  const summary = passage ? (passage.length + opening.length < SUMMARY_MAX_CHARS ? `${passage} ${opening}` : passage) : opening;
  const parts = [...new Set([...facts, summary])].filter(
    (part, index, all) => !all.some((other, o) => o !== index && other.includes(part) && other !== part),
  );
  const text = parts.join(" ");
  const rest = item.content.startsWith(summary) ? item.content.slice(summary.length).trim() : item.content;
  return rest && !text.includes(rest) ? { text, more: rest } : { text };
}
