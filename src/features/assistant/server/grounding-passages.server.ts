// What the AI is given to answer from: the
// passages the site's own search ranks best for the question by words and meaning, each with its page's address, found here
// rather than trusted from the client.
import { FACT_CATEGORIES } from "../../../content/chat-data-shape.ts";
import { askedTopics } from "../short-answer.ts";
import { findAnswer } from "../find-answer.ts";
import { askedWords } from "../passage-search.ts";
import { rankPassages } from "../hybrid-ranking.ts";
import type { ReplyContext } from "../reply.ts";

/** One passage of the prompt: what it says, and the page the answer links when it uses it. */
export interface GroundingPassage {
  title: string;
  url: string;
  text: string;
}

/** Enough for the fact and its neighbours; few enough that the prompt stays small and quick. */
const GROUNDING_PASSAGES = 6;

/**
 * The best passages for the question; without a passage index the best items, as the widget ranks them;
 * when nothing matches, the company facts, so the model can still answer a general question about the
 * company or say it does not know.
 */
export function groundingPassages(context: ReplyContext, question: string, vector?: Float32Array): GroundingPassage[] {
  if (context.assistant) {
    const asked = askedWords(context.assistant, question, askedTopics(question));
    const meaning = vector && context.vectors ? { vectors: context.vectors, question: vector } : undefined;
    const ranked = rankPassages(context.assistant, asked, meaning, GROUNDING_PASSAGES);
    if (ranked.length > 0) return ranked.map(({ hit: { passage } }) => ({ title: passage.title, url: passage.url, text: passage.text }));
  }
  const items = findAnswer(context.items, question, context.synonyms).hits.map((hit) => hit.item);
  const facts: string[] = [FACT_CATEGORIES.about, FACT_CATEGORIES.contact, FACT_CATEGORIES.pricing];
  const chosen = items.length > 0 ? items : context.items.filter((item) => facts.includes(item.category));
  return chosen.slice(0, GROUNDING_PASSAGES).map(({ title, url, content }) => ({ title, url, text: content }));
}
