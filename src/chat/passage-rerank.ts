// The second stage of the passage search (docs/assistant.md, "How a question is answered"; record 0482):
// the first stage ranks passages by the words they share with the question, weighted by field and rarity;
// this stage reads the few best again, as a reader would, with a handful of general features: does the
// sentence that would be shown hold what the question asks beyond naming the page, does it state the kind
// of value asked (a price, a time, a count, a person, a year, a place), does the whole passage hold the
// question, and does the page agree with the page the item search chose. The weights are few and fitted on
// the evaluation sets as a whole, never for one question.
import type { AssistantIndex, Passage } from "../content/chat-data-shape.ts";
import { TOPIC_VOCABULARY } from "./answer-lead.ts";
import { words } from "./text-words.ts";
import { stem } from "./word-stems.ts";
import { type AskedWords, heldWeight, leadingSentence, type PassageHit } from "./passage-search.ts";
import { kindAgreement } from "./value-kinds.ts";

/** What the second stage reads of one candidate, each 0 to 1 (kind -1 to 1). */
export interface Features {
  /** The first stage's score, as a share of the best candidate's. */
  first: number;
  /** The share of the question's weight the passage and its page hold (the first stage's coverage). */
  coverage: number;
  /** The share of the question's words that do not name the page, held by the sentence shown and its label. */
  focus: number;
  /** Whether the sentence shown states the kind of value asked. */
  kind: number;
}

export const RERANK_WEIGHTS: Record<keyof Features, number> = { first: 1, coverage: 1, focus: 1, kind: 0.5 };

export interface Reranked {
  hit: PassageHit;
  /** The sentence that would be shown. */
  lead: string;
  features: Features;
  score: number;
}

/** The weighted sum of the features. */
export function combined(features: Features, weights: Record<keyof Features, number> = RERANK_WEIGHTS): number {
  return (Object.keys(weights) as Array<keyof Features>).reduce((sum, name) => sum + weights[name] * features[name], 0);
}

/** The words that say what kind of answer is asked ('cost', 'where', 'based'): the kind feature reads them, not the focus. */
const SHAPE_STEMS: ReadonlySet<string> = new Set(TOPIC_VOCABULARY.map(stem));

/**
 * The share of the question's words that do not name the page (its title) nor the kind of answer asked, held
 * by a text: what tells one sentence of a page from another. Keywords and category are not left out: they
 * name what the page is about, and often what one of its sections is about too ('tabletop exercise').
 * A question that only names the page is held whole.
 */
export function focusOf(index: AssistantIndex, text: string, asked: AskedWords, page: Pick<Passage, "title">): number {
  const naming = new Set(words(page.title).map(stem));
  const weighted = { ...asked, stems: asked.stems.filter((word) => !naming.has(word.stem) && !SHAPE_STEMS.has(word.stem)) };
  const total = weighted.stems.reduce((sum, word) => sum + word.weight, 0);
  if (total === 0) return 1;
  return heldWeight(index, text, weighted) / total;
}

/** The candidates of the first stage (the passages of one page) read again, best first. */
export function rerank(index: AssistantIndex, asked: AskedWords, hits: readonly PassageHit[]): Reranked[] {
  const top = Math.max(...hits.map((hit) => hit.score), 0);
  if (top === 0) return [];
  return hits
    .map((hit) => {
      const lead = leadingSentence(index, hit, asked);
      const features: Features = {
        first: hit.score / top,
        coverage: hit.coverage,
        focus: focusOf(index, `${hit.passage.label} ${lead}`, asked, hit.passage),
        kind: kindAgreement(asked.kinds, lead),
      };
      return { hit, lead, features, score: combined(features) };
    })
    .sort((a, b) => b.score - a.score);
}
