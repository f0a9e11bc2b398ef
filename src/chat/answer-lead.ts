// Short answers that lead with what was asked (docs/decisions/0123-chat-short-answers.md): the
// price line for a price question, the location for a 'where' question, then the item's summary;
// the rest of the item waits under 'Show more'.
import type { AnswerTopic, KnowledgeItem } from "../content/chat-data-shape.ts";
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
    "cheapest",
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
  duration: ["long", "timeline", "duration", "take", "took", "week", "month"],
  experience: ["experience", "year", "qualification", "requirement"],
  person: ["who", "whom", "whose"],
};
/** Every word that names a topic: spelt right as typed, never 'corrected' to a term of the index. */
export const TOPIC_VOCABULARY: readonly string[] = Object.values(TOPIC_WORDS).flat();

/** Two-word phrases that ask about a topic on their own. */
const TOPIC_PHRASES: ReadonlyArray<[string, AnswerTopic]> = [
  ["how much", "price"],
  ["how long", "duration"],
];

/** Long enough to be an answer, short enough to read at a glance in a 360 px panel. */
const SUMMARY_MIN_CHARS = 90;
export const SUMMARY_MAX_CHARS = 320;

export function askedTopics(message: string): AnswerTopic[] {
  const all = words(message);
  const joined = ` ${all.join(" ")} `;
  const topics = new Set<AnswerTopic>();
  for (const [phrase, topic] of TOPIC_PHRASES) if (joined.includes(` ${phrase} `)) topics.add(topic);
  for (const [topic, list] of Object.entries(TOPIC_WORDS) as [AnswerTopic, readonly string[]][]) {
    if (all.some((word) => list.includes(word))) topics.add(topic);
  }
  return [...topics];
}

/** The message without the words that only say what is asked: 'price of cybersecurity' → 'of cybersecurity'. */
export function withoutTopicWords(message: string): string {
  const topicWords = new Set([...Object.values(TOPIC_WORDS).flat(), ...TOPIC_PHRASES.flatMap(([phrase]) => phrase.split(" "))]);
  return words(message)
    .filter((word) => !topicWords.has(word))
    .join(" ");
}

/** Whether an item can lead with a line for one of the topics asked. */
export function answersTopic(item: KnowledgeItem, topics: readonly AnswerTopic[]): boolean {
  return topics.some((topic) => item.facts?.[topic] !== undefined);
}

/** The opening sentences of a text, until they make a readable answer. */
export function leadSentences(text: string): string {
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  // A full stop inside a word (an email address, node.js, 99.9%) does not end a sentence.
  const sentences = sentencesOf(text);
  let lead = "";
  for (const sentence of sentences) {
    if (lead.length >= SUMMARY_MIN_CHARS) break;
    if (lead && lead.length + sentence.length + 1 > SUMMARY_MAX_CHARS) break;
    lead = lead ? `${lead} ${sentence}` : sentence;
  }
  return lead || text;
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
  const opening = item.summary ?? leadSentences(item.content);
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
