// Reply selection for free text outside the guided flows: small talk, then the knowledge
// search; with no match, Decision 3 (say so, offer contact form, meeting, email and phone).
import { fillText } from "../../lib/chat-labels.ts";
import type { ChatLabels } from "../../lib/chat-labels.ts";
import { answersTopic, shortAnswer, statesTopic, TOPIC_VOCABULARY } from "./short-answer.ts";
import { findAnswer, type FoundAnswer } from "./find-answer.ts";
import { PREFERENCE_MARGIN, type MatchStrength, type SearchHit } from "./knowledge-search.ts";
import { askedIntent } from "./intents.ts";
import { questionParts } from "./question-parts.ts";
import { prepareSynonyms, stem } from "./word-stems.ts";
import type { BotReply, RelatedPage } from "./knowledge-types.ts";
import type { AssistantIndex, KnowledgeItem } from "../../content/chat-data-shape.ts";
import { answerFromPassages } from "./passage-answer.ts";
import { sentencesOf } from "./best-passage.ts";
import {
  type AskedWords,
  askedWords,
  asksValue,
  heldWeight,
  pageStems,
  passageMessage,
  statesAskedValue,
  titleStems,
} from "./passage-search.ts";
import { type PassageVectors, rankPassages, type RankedPassage } from "./hybrid-ranking.ts";
import { type Quote, quotesOf, resultsReply } from "./results-reply.ts";

const DEFAULT_CONTACT_FORM_URL = "/contact";
const TOPIC_STEMS: ReadonlySet<string> = new Set(TOPIC_VOCABULARY.map(stem));
const NO_STEMS: ReadonlySet<string> = new Set();
/** The share of the question's words, beyond those naming the page, that a sure answer holds. */
const SAYS_WHAT_WAS_ASKED = 0.7;
/** The share of those words the sentence stating an asked value holds. */
const VALUE_SENTENCE_HOLDS = 0.3;
/** Quotes a part of a question of several parts shows when it is not sure. */
const QUOTES_PER_PART = 2;
/** A question the item search finds nothing for still gets results when a passage holds this share of its words… */
const RELEVANT_COVERAGE = 0.5;
/** …or is this near in meaning… */
const RELEVANT_MEANING = 0.5;
/** …or holds a word of it and is this near in meaning: the two readers agree on it. */
const RELEVANT_AGREEMENT = 0.4;

export interface ReplyContext {
  items: readonly KnowledgeItem[];
  labels: ChatLabels;
  contact: { email: string; phone: string; formUrl?: string };
  /** content/chat.yaml's synonym groups. */
  synonyms?: readonly (readonly string[])[];
  /** The passages and related words, on the server (docs/assistant.md); without them, items only. */
  assistant?: AssistantIndex;
  /** The passages' vectors, aligned with `assistant.passages`, on the server. */
  vectors?: PassageVectors;
}

/** The vectors of a message's texts (the whole and its parts), from the sentence model; absent, words alone rank. */
export type MessageMeaning = ReadonlyMap<string, Float32Array>;

/**
 * 'no-match', 'honest' (a weak match that lacks what was asked: said so, with a person offered) and
 * 'weak-answer' (an answer from a match just above the relevance floor) let the widget try the
 * optional AI answer before showing the local text.
 */
export const REPLY_KINDS = [
  "greeting",
  "thanks",
  "acknowledge",
  "answer",
  "weak-answer",
  "results",
  "honest",
  "no-match",
  "error",
] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** A reply that answers from the search (strongly or just above the floor), not results, honesty or small talk. */
export function isAnswer(kind: ReplyKind | undefined): boolean {
  return kind === "answer" || kind === "weak-answer";
}

export interface ChosenReply extends BotReply {
  kind: ReplyKind;
  /** The passages quoted by a 'results' reply, on the server. */
  quotes?: Quote[];
}

/**
 * The server's answer to a question (POST /api/chat): this same choice made with the
 * passage index, or the AI's answer with the page it used.
 */
export type ServerReply = ({ source: "site" } & ChosenReply) | { source: "ai"; text: string; relatedPages: RelatedPage[] };

// Whole-message patterns only: "hi, what does cloud cost?" is a question, not a greeting.
const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day))( (there|team|everyone|all|bot|assistant))?$/;
const THANKS = /^(thanks|thank you|thank u|thx|ty|cheers|many thanks)( (so much|a lot|very much))?( again)?$/;
const ACKNOWLEDGE = /^(ok|okay|yes|y|yeah|yep|no|n|nope|sure|alright|got it|cool|great)$/;

/** Lower case, punctuation to spaces, single spaces: "Hello!!" -> "hello". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function chooseReply(input: string, context: ReplyContext, meaning?: MessageMeaning): ChosenReply {
  try {
    const { labels } = context;
    const plain = normalise(input);
    if (GREETING.test(plain)) return { kind: "greeting", text: labels.greeting };
    if (THANKS.test(plain)) return { kind: "thanks", text: labels.thanks };
    if (ACKNOWLEDGE.test(plain)) return { kind: "acknowledge", text: labels.acknowledge };

    // A request ('call me back', 'we got hacked') is answered by the item that names it.
    const intent = askedIntent(input);
    const asked = intent ? context.items.find((item) => item.intent === intent) : undefined;
    if (asked) {
      const { hits } = findAnswer(context.items, input, context.synonyms);
      return { kind: "answer", ...shortAnswer(asked, []), relatedPages: relatedPages([asked, ...hits.map((h) => h.item)]) };
    }
    const parts = questionParts(input);
    return parts.length > 1
      ? combinedReply(
          parts.map((part) => searchReply(part, context, meaning)),
          context,
        )
      : searchReply(input, context, meaning);
  } catch {
    return errorReply(context.labels);
  }
}

/**
 * The texts whose vectors an answer reads: a question of several parts is answered part by part, so its whole is
 * embedded only where the AI's grounding reads it (a batch of the whole and its parts took 29 ms, the parts 17 ms).
 */
export function meaningTexts(question: string, { whole }: { whole: boolean }): string[] {
  const parts = questionParts(question);
  return parts.length > 1 && !whole ? parts : [...new Set([question, ...parts])];
}

/** Prepares what every answer reads (the items' and passages' words, the typo vocabulary) by answering once. */
export function prepareAnswers(context: ReplyContext): void {
  chooseReply("what does the cloud service cost", context);
}

/** The answer the knowledge search gives one question: an answer, the honest answer or no match. */
function searchReply(input: string, context: ReplyContext, meaning?: MessageMeaning): ChosenReply {
  const found = findAnswer(context.items, input, context.synonyms);
  const reply = itemReply(found, input, context);
  if (!context.assistant) return reply;
  const { assistant } = context;
  const top = found.hits[0]?.item;
  const answered = isAnswer(reply.kind);
  // The passage's answer replaces the item's whole: another page's 'Show more' or offer is not kept.
  const message = passageMessage(assistant, input, found.corrections);
  const passage = answerFromPassages(assistant, message, found.topics, {
    kind: reply.kind,
    reply,
    url: answered ? reply.relatedPages?.[0]?.url : undefined,
    ledWithFact: top !== undefined && answersTopic(top, found.topics),
  });
  const candidate: ChosenReply = passage.reply === reply ? reply : { ...passage.reply, kind: passage.kind };
  const asked = askedWords(assistant, message, found.topics);
  const question = meaning?.get(input);
  const ranked = rankPassages(assistant, asked, question && context.vectors ? { vectors: context.vectors, question } : undefined);
  if (isSure(assistant, candidate, ranked, asked)) return { ...candidate, kind: "answer" };
  if (!isRelevant(candidate, ranked)) return noMatchReply(context);
  const quotes = quotesOf(assistant, ranked, asked, answerQuote(candidate));
  return { kind: "results", quotes, ...resultsReply(quotes, context.labels, context.contact) };
}

/**
 * An answer is given as one only when the two readers agree and it says what was asked (record 0530): the
 * item search answered; the passage ranked first by words and meaning lies on the page it answered from; the
 * answer's text holds most of the question's words that do not merely name that page (a question about the
 * bank app's star rating is not answered by the bank app's summary) and every number the question names; and
 * a question that asks a value (a price, a duration, a year, a count) is answered with one, in a sentence that
 * holds what was asked ('how long does opening an account take' is not answered by the project's timeline).
 * Anything else is shown as results.
 */
function isSure(index: AssistantIndex, candidate: ChosenReply, ranked: readonly RankedPassage[], asked: AskedWords): boolean {
  if (!isAnswer(candidate.kind)) return false;
  const page = candidate.relatedPages?.[0]?.url;
  const onPage = ranked[0]?.hit.passage;
  if (!page || onPage?.url !== page) return false;
  if (!asked.numbers.every((number) => candidate.text.includes(number))) return false;
  // A value is asked of a topic: a page's keyword ('tabletop exercise') names one topic of several there.
  const naming = asksValue(asked) ? titleStems(onPage) : pageStems(onPage);
  // Numbers are held to the rule above, not weighed here: a rare '100' would outweigh every word. A word that
  // asks the value ('price', 'salary', 'long') is answered by the value, which is held to the rule below.
  const valueWords = asksValue(asked) ? TOPIC_STEMS : NO_STEMS;
  const subject: AskedWords = {
    ...asked,
    stems: asked.stems.filter(({ stem }) => !naming.has(stem) && !valueWords.has(stem) && !/^\d/.test(stem)),
  };
  const asking = subject.stems.reduce((sum, { weight }) => sum + weight, 0);
  const holds = (text: string, share: number) => asking === 0 || heldWeight(index, text, subject) >= asking * share;
  if (!holds(candidate.text, SAYS_WHAT_WAS_ASKED)) return false;
  if (!asksValue(asked)) return true;
  return sentencesOf(candidate.text).some((sentence) => statesAskedValue(sentence, asked) && holds(sentence, VALUE_SENTENCE_HOLDS));
}

/** The item search's answer as a quote of its page, when it answered. */
function answerQuote(candidate: ChosenReply): Quote | undefined {
  const page = candidate.relatedPages?.[0];
  const answered = isAnswer(candidate.kind);
  return answered && page ? { text: candidate.text, title: page.title, url: page.url } : undefined;
}

/**
 * Whether any passage is near enough to show as a result; otherwise the no-match answer (docs/decisions/0012).
 * The nearest in meaning among the ranked counts, not only the first: a long message's first passage is often
 * the one that shares most of its words, not the one that means what it asks. A passage that both readers find
 * may be less near: random letters and trivia questions come within 0.46 of some passage by meaning alone,
 * never of one that holds a word of theirs.
 */
function isRelevant(candidate: ChosenReply, ranked: readonly RankedPassage[]): boolean {
  const best = ranked[0];
  if (!best) return false;
  if (candidate.kind !== "no-match") return true;
  return (
    best.hit.coverage >= RELEVANT_COVERAGE ||
    ranked.some(({ meaning, hit }) => meaning >= RELEVANT_MEANING || (meaning >= RELEVANT_AGREEMENT && hit.score > 0))
  );
}

/** The item search's reply: an answer, the honest answer or no match. */
function itemReply({ hits, strength, topics }: FoundAnswer, input: string, context: ReplyContext): ChosenReply {
  const top = hits[0];
  if (!top) return noMatchReply(context);
  if (unsure(top, hits, strength)) return honestReply(top.item, context, hits);
  // 'Is there a charge for the first call' answered by the phone number: it asked a price the answer cannot state.
  if (topics.length > 0 && !topics.some((topic) => statesTopic(top.item, topic))) return honestReply(top.item, context, hits);
  return {
    kind: strength === "strong" ? "answer" : "weak-answer",
    ...shortAnswer(top.item, topics, input, prepareSynonyms(context.synonyms ?? [])),
    relatedPages: relatedPages(hits.map((h) => h.item)),
  };
}

/**
 * Never confidently wrong (0332, 0401): a match that lacks a specific word the question
 * names is offered as the closest the site has, with a person, when the match is weak, or when it holds no
 * specific word itself and either one other item alone holds the word it lacks ('do you offer payroll
 * services') or it holds only one word of the question and no close match holds what the question names
 * ('what support do we get once it launches' → Managed IT Support holds 'support' alone).
 */
function unsure(top: SearchHit, hits: readonly SearchHit[], strength: MatchStrength): boolean {
  if (top.uncovered.length === 0) return false;
  if (strength === "weak") return true;
  if (top.specific) return false;
  if (top.lacksSoleWord) return true;
  return top.held <= 1 && !hits.some((hit) => hit.specific && hit.score >= top.score * PREFERENCE_MARGIN);
}

/**
 * One reply to a question of several parts: each part's answer in turn, each page
 * once; in the widget, a part it has no answer for gets the offer of a person after them (on the server, such a
 * reply is results). With no part answered, the first part's honest reply.
 */
function combinedReply(replies: readonly ChosenReply[], context: ReplyContext): ChosenReply {
  // On the server a part it cannot answer makes the whole unsure: the answered parts are quoted as results.
  const partial = replies.some((reply) => isAnswer(reply.kind)) && replies.some((reply) => !isAnswer(reply.kind));
  if (replies.some((reply) => reply.kind === "results") || (context.assistant && partial)) return combinedResults(replies, context);
  const answered = replies.filter((reply) => isAnswer(reply.kind));
  const distinct = answered.filter((reply, at) => answered.findIndex((other) => other.text === reply.text) === at);
  const first = replies[0] ?? noMatchReply(context);
  if (distinct.length === 0) return first;
  const missing = answered.length < replies.length;
  const offer = missing ? aiFollowUpReply(context) : undefined;
  const more = distinct.flatMap((reply) => (reply.more ? [reply.more] : [])).join("\n\n");
  const reply: ChosenReply = {
    kind: !missing && distinct.every((part) => part.kind === "answer") ? "answer" : "weak-answer",
    text: [...distinct.map((part) => part.text), ...(offer ? [offer.text] : [])].join("\n\n"),
    relatedPages: relatedPages(distinct.flatMap((part) => part.relatedPages ?? [])),
  };
  if (more) reply.more = more;
  if (offer?.action) reply.action = offer.action;
  return reply;
}

/**
 * Parts of which one at least is not sure, as one set of results: a sure part's answer quoted with its page, the
 * others' best quotes (two each), so a comparison still shows one sentence for each side.
 */
function combinedResults(replies: readonly ChosenReply[], context: ReplyContext): ChosenReply {
  const quotes = replies.flatMap((reply): Quote[] => {
    if (reply.kind === "results") return (reply.quotes ?? []).slice(0, QUOTES_PER_PART);
    const page = reply.relatedPages?.[0];
    return reply.kind === "answer" && page ? [{ text: reply.text, title: page.title, url: page.url }] : [];
  });
  // A quote held whole by an earlier one (a part's answer holds the passage another part quotes) is shown once.
  const distinct = quotes.filter((quote, at) => quotes.findIndex((other) => other.text.includes(quote.text)) === at);
  return { kind: "results", quotes: distinct, ...resultsReply(distinct, context.labels, context.contact) };
}

function noMatchReply({ labels, contact }: ReplyContext): ChosenReply {
  return {
    kind: "no-match",
    text: fillText(labels.noMatch, { email: contact.email, phone: contact.phone }),
    action: { type: "link", label: labels.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** content/chat.yaml's honestAnswer: the closest answer named, the related pages listed, a person offered. */
function honestReply(closest: KnowledgeItem, { labels, contact }: ReplyContext, hits: readonly { item: KnowledgeItem }[]): ChosenReply {
  return {
    kind: "honest",
    text: fillText(labels.honestAnswer, { title: closest.title, email: contact.email, phone: contact.phone }),
    relatedPages: relatedPages(hits.map((h) => h.item)),
    action: { type: "link", label: labels.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** The contact offers that stay under an AI answer (docs/decisions/0012's offers, without 'I don't know'). */
export function aiFollowUpReply({ labels, contact }: ReplyContext): BotReply {
  return {
    text: fillText(labels.aiFollowUp, { email: contact.email, phone: contact.phone }),
    action: { type: "link", label: labels.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** Any exception while choosing a reply: content/chat.yaml's replyError. */
function errorReply(labels: Pick<ChatLabels, "replyError">): ChosenReply {
  return { kind: "error", text: labels.replyError };
}

/** {title, url} of the results, first occurrence of each url kept (several items may share a page). */
export function relatedPages(items: readonly RelatedPage[]): RelatedPage[] {
  const seen = new Set<string>();
  const pages: RelatedPage[] = [];
  for (const { title, url } of items) {
    if (seen.has(url)) continue;
    seen.add(url);
    pages.push({ title, url });
  }
  return pages;
}
