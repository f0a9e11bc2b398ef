// How a page's answer becomes the passage's answer (docs/assistant.md, "How a question is answered"):
// the item search picks the page a question is about; the passage search then finds, on that page or
// anywhere when a passage elsewhere holds clearly more of the question, the sentence that says what
// was asked. A question no item answers is answered by a passage that holds most of it, or not at all.
import type { AnswerTopic, AssistantIndex } from "../content/chat-data-shape.ts";
import type { BotReply, RelatedPage } from "./knowledge-types.ts";
import { sentencesOf } from "./best-passage.ts";
import {
  joinShortSentences,
  type AskedWords,
  askedWords,
  heldWeight,
  leadingSentence,
  pageStems,
  type PassageHit,
  searchPassages,
  statesAskedValue,
} from "./passage-search.ts";

/** A passage answers a question no item answers when it holds this share of the question's weight. */
const ANSWER_COVERAGE = 0.75;
/** A passage answers without the item search only on this much evidence: about two specific words of the question. */
const MIN_EVIDENCE = 1;
/** A passage of another page replaces the item's page when it holds this much more of the question… */
const CLEARLY_MORE = 0.25;
/** …and scores this many times the best passage of the item's page: the item search's choice weighs. */
const PAGE_CHOICE_WEIGHT = 1.5;

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

/** The passage's answer in place of the item's, or the item's reply as it was. */
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
    const onPage = searchPassages(index, asked, { within: found.url, limit: 1 })[0];
    const elsewhere =
      best &&
      best.passage.url !== found.url &&
      best.coverage >= ANSWER_COVERAGE &&
      evidence(index, best, asked) >= MIN_EVIDENCE &&
      best.coverage >= (onPage?.coverage ?? 0) + CLEARLY_MORE &&
      best.score > (onPage?.score ?? 0) * PAGE_CHOICE_WEIGHT;
    if (elsewhere) return passageReply(index, best, asked, anywhere, found, "answer");
    if (onPage && !found.ledWithFact && saysMore(index, onPage, asked, found.reply.text))
      return passageReply(index, onPage, asked, anywhere, found, found.kind);
    return { kind: found.kind, reply: found.reply };
  }
  if (best && best.coverage >= ANSWER_COVERAGE && evidence(index, best, asked) >= MIN_EVIDENCE)
    return passageReply(index, best, asked, anywhere, found, "weak-answer");
  return { kind: found.kind, reply: found.reply };
}

/**
 * Whether the passage's leading sentence says more of what was asked than the page's answer shows: of
 * the question's words that do not name the page, it holds more, and it states the value asked (a price,
 * a time) whenever the page's answer does.
 */
function saysMore(index: AssistantIndex, hit: PassageHit, asked: AskedWords, shown: string): boolean {
  const lead = leadingSentence(index, hit, asked);
  if (statesAskedValue(shown, asked) && !statesAskedValue(lead, asked)) return false;
  const naming = pageStems(hit.passage);
  // What the page's answer leads with is what the visitor reads first: its first sentence, with a short value's.
  const opening = joinShortSentences(sentencesOf(shown))[0] ?? shown;
  return heldWeight(index, lead, asked, naming) > heldWeight(index, opening, asked, naming);
}

/** The rarity-weighted words of the question the passage holds. */
function evidence(index: AssistantIndex, hit: PassageHit, asked: AskedWords): number {
  return heldWeight(
    index,
    `${hit.passage.title} ${hit.passage.label} ${hit.passage.text} ${hit.passage.keywords.join(" ")} ${hit.passage.category}`,
    asked,
  );
}

function passageReply<Kind extends string>(
  index: AssistantIndex,
  hit: PassageHit,
  asked: AskedWords,
  others: readonly PassageHit[],
  found: PageAnswer<Kind>,
  kind: Kind | PassageKind,
): { kind: Kind | PassageKind; reply: BotReply } {
  const lead = leadingSentence(index, hit, asked);
  const pages: RelatedPage[] = [
    { title: hit.passage.title, url: hit.passage.url },
    ...others.map((other) => other.passage),
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
