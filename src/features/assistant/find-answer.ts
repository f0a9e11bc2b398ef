// Which items answer a message. A question about a
// topic ('how much', 'where', 'who') is first searched for its subject without the topic words, so
// 'price of cybersecurity' finds the Cybersecurity service rather than the general price list.
import { answersTopic, askedTopics, statesTopic, withoutTopicWords } from "./short-answer.ts";
import { PREFERENCE_MARGIN, rankKnowledge, scoreItem, type SearchResult, vocabularyOf } from "./knowledge-search.ts";
import type { AnswerTopic, KnowledgeItem } from "../../content/chat-data-shape.ts";
import { isSignificant, words } from "./text-words.ts";
import { correctTypos } from "./typo-correction.ts";
import { prepareSynonyms, synonymVocabulary } from "./word-stems.ts";

export interface FoundAnswer extends SearchResult {
  topics: AnswerTopic[];
}

const SUBJECT_CANDIDATES = 10;

export function findAnswer(
  items: readonly KnowledgeItem[],
  message: string,
  synonymList: readonly (readonly string[])[] = [],
): FoundAnswer {
  const synonyms = prepareSynonyms(synonymList);
  // Topics are read after typo correction: 'salry' asks for the salary.
  const corrected = correctTypos(message, vocabularyOf(items), synonymVocabulary(synonyms));
  const text = corrected.text;
  const topics = askedTopics(text);
  const answers = (item: KnowledgeItem) => answersTopic(item, topics);
  const keep = { corrections: corrected.corrections };
  if (topics.length > 0) {
    const subject = withoutTopicWords(text);
    if (words(subject).some(isSignificant)) {
      const bySubject = rankKnowledge(items, subject, { limit: SUBJECT_CANDIDATES, synonyms });
      const best = bySubject.hits[0]?.score ?? 0;
      // Of the items close to the subject, those that can answer the topic; on a tie, the one that
      // fits the whole message better ('remote jobs': the remote one).
      const candidates = bySubject.hits
        .filter((hit) => hit.score >= best * PREFERENCE_MARGIN && answers(hit.item))
        .map((hit) => ({ hit, whole: scoreItem(hit.item, text, synonyms) }))
        .sort((a, b) => b.hit.score - a.hit.score || b.whole - a.whole)
        .map(({ hit }) => hit);
      if (candidates.length > 0) {
        const rest = bySubject.hits.filter((hit) => !candidates.includes(hit));
        const hits = [...candidates, ...rest].slice(0, 3);
        return { ...bySubject, ...keep, hits, uncovered: hits[0]?.uncovered ?? [], topics };
      }
    }
  }
  // 'Who …' is answered by a person whenever one matches at all; other topics only break near-ties.
  const preferMargin = topics.includes("person") ? 0 : undefined;
  // 'Can you secure our network?' asks for a service: among close matches, a service page goes first.
  const capability = asksCapability(text);
  const prefer = capability && topics.length === 0 ? (item: KnowledgeItem) => item.url.startsWith("/services/") : answers;
  const ranked = rankKnowledge(items, text, { prefer, preferMargin, synonyms });
  return statingFirst({ ...ranked, ...keep, topics: withNamedFacts(ranked, text, topics) });
}

/**
 * A question that names a value of an item's fact asks that fact: 'is the ai engineer job in dallas'
 * names its location, so the answer leads with it. Words of the item's own title name the item, not a fact.
 */
function withNamedFacts(found: SearchResult, text: string, topics: readonly AnswerTopic[]): AnswerTopic[] {
  const item = found.hits[0]?.item;
  if (!item?.facts) return [...topics];
  const asked = new Set(words(text).filter(isSignificant));
  const title = new Set(words(item.title));
  const named = (Object.entries(item.facts) as [AnswerTopic, string][])
    .filter(([, fact]) => words(fact).some((word) => asked.has(word) && !title.has(word)))
    .map(([topic]) => topic);
  return [...new Set([...topics, ...named])];
}

/**
 * A price or a time asked of a best match that cannot state one ('how fast can you onboard us' → the
 * service page) goes to the next match that can and lacks nothing the question names (the set-up FAQ);
 * with none, the reply says honestly what it has.
 */
function statingFirst(found: FoundAnswer): FoundAnswer {
  const { hits, topics } = found;
  const states = (hit: FoundAnswer["hits"][number]) => topics.some((topic) => statesTopic(hit.item, topic));
  const top = hits[0];
  if (!top || topics.length === 0 || states(top)) return found;
  const stating = hits.find((hit) => hit.uncovered.length === 0 && states(hit));
  if (!stating) return found;
  const reordered = [stating, ...hits.filter((hit) => hit !== stating)];
  return { ...found, hits: reordered, uncovered: stating.uncovered };
}

/** 'can you secure our network', 'do you do SharePoint': a question about what the company does. */
function asksCapability(message: string): boolean {
  // 'do you have …' asks what there is (24/7 support, an office in India), not what the company does.
  return /^((can|could|will|would) (you|u)|(do|does) (you|u|your team) (?!have\b))\b/i.test(message.trim());
}
