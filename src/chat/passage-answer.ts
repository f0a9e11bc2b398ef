// How a page's answer becomes the passage's answer (docs/assistant.md, "How a question is answered"):
// the item search picks the page a question is about; the passage search then finds, on that page or
// anywhere when a passage elsewhere holds clearly more of the question, the sentence that says what
// was asked. A question no item answers is answered by a passage that holds most of it, or not at all.
import type { AnswerTopic, AssistantIndex } from "../content/chat-data-shape.ts";
import type { BotReply, RelatedPage } from "./knowledge-types.ts";
import { sentencesOf } from "./best-passage.ts";
import { joinShortSentences, type AskedWords, askedWords, heldWeight, type PassageHit, searchPassages } from "./passage-search.ts";
import { combined, type Features, focusOf, rerank, type Reranked } from "./passage-rerank.ts";
import { kindAgreement } from "./value-kinds.ts";

/** A passage answers a question no item answers when it holds this share of the question's weight. */
const ANSWER_COVERAGE = 0.75;
/** A passage answers without the item search only on this much evidence: about two specific words of the question. */
const MIN_EVIDENCE = 1;
/** A passage of another page replaces the item's page when it holds this much more of the question… */
const CLEARLY_MORE = 0.25;
/** …and scores this many times the best passage of the item's page: the item search's choice weighs. */
const PAGE_CHOICE_WEIGHT = 1.5;
/** The passages of the chosen page the second stage reads again. */
const ON_PAGE_CANDIDATES = 10;
/** How much more than the item's own answer a passage of its page must score in the second stage to lead. */
export const ANSWER_CONFIDENCE = { replace: 0.25 };

/** The item search's reply; its kind is the reply's own ('answer', 'honest', 'no-match', …). */
export interface PageAnswer<Kind extends string> {
  kind: Kind;
  reply: BotReply;
  /** The page the item search chose, when it answered. */
  url?: string;
  /** Whether the page's answer leads with the item's own line for what was asked (its price, its location). */
  ledWithFact: boolean;
}

type PassageKind = "answer" | "weak-answer";

/**
 * The passage's answer in place of the item's, or the item's reply as it was. The page is the item search's,
 * or another whose passage holds clearly more of the question; the passage of that page is chosen by the
 * second stage (passage-rerank.ts), where the item's own answer is one more candidate of its page.
 */
export function answerFromPassages<Kind extends string>(
  index: AssistantIndex,
  message: string,
  topics: readonly AnswerTopic[],
  found: PageAnswer<Kind>,
): { kind: Kind | PassageKind; reply: BotReply } {
  const asked = askedWords(index, message, topics);
  const anywhere = searchPassages(index, asked, { limit: 5 });
  const best = anywhere[0];
  const answered = found.kind === "answer" || found.kind === "weak-answer";
  if (answered && found.url) {
    const onPage = searchPassages(index, asked, { within: found.url, limit: ON_PAGE_CANDIDATES });
    const pageBest = onPage[0];
    const elsewhere =
      best &&
      best.passage.url !== found.url &&
      best.coverage >= ANSWER_COVERAGE &&
      evidence(index, best, asked) >= MIN_EVIDENCE &&
      best.coverage >= (pageBest?.coverage ?? 0) + CLEARLY_MORE &&
      best.score > (pageBest?.score ?? 0) * PAGE_CHOICE_WEIGHT;
    if (elsewhere) return bestOfPage(index, asked, best.passage.url, anywhere, found, "answer");
    const ranked = rerank(index, asked, onPage);
    const chosen = ranked[0];
    if (!chosen || !pageBest) return { kind: found.kind, reply: found.reply };
    const item = itemCandidate(index, asked, found, pageBest, pageBest.score);
    if (item.score + ANSWER_CONFIDENCE.replace >= chosen.score) return { kind: found.kind, reply: found.reply };
    return passageReply(chosen, ranked, anywhere, found, found.kind);
  }
  if (best && best.coverage >= ANSWER_COVERAGE && evidence(index, best, asked) >= MIN_EVIDENCE)
    return bestOfPage(index, asked, best.passage.url, anywhere, found, "weak-answer");
  return { kind: found.kind, reply: found.reply };
}

/** The answer from the passage of a page the second stage reads best. */
function bestOfPage<Kind extends string>(
  index: AssistantIndex,
  asked: AskedWords,
  url: string,
  anywhere: readonly PassageHit[],
  found: PageAnswer<Kind>,
  kind: Kind | PassageKind,
): { kind: Kind | PassageKind; reply: BotReply } {
  const ranked = rerank(index, asked, searchPassages(index, asked, { within: url, limit: ON_PAGE_CANDIDATES }));
  const chosen = ranked[0];
  return chosen ? passageReply(chosen, ranked, anywhere, found, kind) : { kind: found.kind, reply: found.reply };
}

/** The rarity-weighted words of the question the passage holds. */
function evidence(index: AssistantIndex, hit: PassageHit, asked: AskedWords): number {
  return heldWeight(
    index,
    `${hit.passage.title} ${hit.passage.label} ${hit.passage.text} ${hit.passage.keywords.join(" ")} ${hit.passage.category}`,
    asked,
  );
}

/** The item's own answer read as a candidate of its page: its opening is the sentence shown. */
function itemCandidate<Kind extends string>(
  index: AssistantIndex,
  asked: AskedWords,
  found: PageAnswer<Kind>,
  pageBest: PassageHit | undefined,
  top: number,
) {
  const shown = found.reply.text;
  const opening = joinShortSentences(sentencesOf(shown))[0] ?? shown;
  const features: Features = {
    first: pageBest && top > 0 ? pageBest.score / top : 0,
    coverage: pageBest?.coverage ?? 0,
    focus: pageBest ? focusOf(index, opening, asked, pageBest.passage) : 0,
    // The item's own line for the topic asked (its price, its location) states the kind asked.
    kind: found.ledWithFact ? 1 : kindAgreement(asked.kinds, opening),
  };
  return { features, score: combined(features) };
}

function passageReply<Kind extends string>(
  chosen: Reranked,
  others: readonly Reranked[],
  anywhere: readonly PassageHit[],
  found: PageAnswer<Kind>,
  kind: Kind | PassageKind,
): { kind: Kind | PassageKind; reply: BotReply } {
  const { hit, lead } = chosen;
  const pages: RelatedPage[] = [
    { title: hit.passage.title, url: hit.passage.url },
    ...others.slice(0, 5).map((other) => other.hit.passage),
    ...anywhere.map((other) => other.passage),
    ...(found.reply.relatedPages ?? []),
  ];
  const seen = new Set<string>();
  const relatedPages = pages
    .filter((page) => !seen.has(page.url) && seen.add(page.url))
    .slice(0, 3)
    .map(({ title, url }) => ({ title, url }));
  const rest = hit.passage.text.replace(lead, "").trim();
  const reply: BotReply = { text: lead, relatedPages };
  if (rest && rest !== lead) reply.more = rest;
  return { kind, reply };
}
