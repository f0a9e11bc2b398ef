// Reply selection for free text outside the guided flows: small talk, then the knowledge
// search; with no match, Decision 3 (say so, offer contact form, meeting, email and phone).
import { fillText } from "./chat-texts.ts";
import type { ChatTexts } from "./chat-texts.ts";
import { shortAnswer } from "./answer-lead.ts";
import { findAnswer } from "./find-answer.ts";
import { askedIntent } from "./intents.ts";
import { prepareSynonyms } from "./word-stems.ts";
import type { BotReply, RelatedPage } from "./knowledge-types.ts";
import type { KnowledgeItem } from "../content/chat-data-shape.ts";

const DEFAULT_CONTACT_FORM_URL = "/contact";

export interface ReplyContext {
  items: readonly KnowledgeItem[];
  texts: ChatTexts;
  contact: { email: string; phone: string; formUrl?: string };
  /** content/chat.yaml's synonym groups (docs/decisions/0261). */
  synonyms?: readonly (readonly string[])[];
}

/**
 * 'no-match', 'honest' (a weak match that lacks what was asked: said so, with a person offered) and
 * 'weak-answer' (an answer from a match just above the relevance floor) let the widget try the
 * optional AI answer before showing the local text.
 */
export type ReplyKind = "greeting" | "thanks" | "acknowledge" | "answer" | "weak-answer" | "honest" | "no-match" | "error";

export interface ChosenReply extends BotReply {
  kind: ReplyKind;
}

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

export function chooseReply(input: string, context: ReplyContext): ChosenReply {
  try {
    const { texts } = context;
    const plain = normalise(input);
    if (GREETING.test(plain)) return { kind: "greeting", text: texts.greeting };
    if (THANKS.test(plain)) return { kind: "thanks", text: texts.thanks };
    if (ACKNOWLEDGE.test(plain)) return { kind: "acknowledge", text: texts.acknowledge };

    const { hits, strength, topics, uncovered } = findAnswer(context.items, input, context.synonyms);
    // A request ('call me back', 'we got hacked') is answered by the item that names it (docs/decisions/0264).
    const intent = askedIntent(input);
    const asked = intent ? context.items.find((item) => item.intent === intent) : undefined;
    if (asked) return { kind: "answer", ...shortAnswer(asked, []), relatedPages: relatedPages([asked, ...hits.map((h) => h.item)]) };
    const top = hits[0];
    if (!top) return noMatchReply(context);
    // Never confidently wrong (docs/decisions/0264): a weak match that lacks a specific word the
    // question names is offered as the closest the site has, with a person, not pitched as the answer.
    if (strength === "weak" && uncovered.length > 0) return honestReply(top.item, context, hits);
    return {
      kind: strength === "strong" ? "answer" : "weak-answer",
      ...shortAnswer(top.item, topics, input, prepareSynonyms(context.synonyms ?? [])),
      relatedPages: relatedPages(hits.map((h) => h.item)),
    };
  } catch {
    return errorReply(context.texts);
  }
}

function noMatchReply({ texts, contact }: ReplyContext): ChosenReply {
  return {
    kind: "no-match",
    text: fillText(texts.noMatch, { email: contact.email, phone: contact.phone }),
    action: { type: "link", label: texts.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** content/chat.yaml's honestAnswer: the closest answer named, the related pages listed, a person offered. */
function honestReply(closest: KnowledgeItem, { texts, contact }: ReplyContext, hits: readonly { item: KnowledgeItem }[]): ChosenReply {
  return {
    kind: "honest",
    text: fillText(texts.honestAnswer, { title: closest.title, email: contact.email, phone: contact.phone }),
    relatedPages: relatedPages(hits.map((h) => h.item)),
    action: { type: "link", label: texts.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** The contact offers that stay under an AI answer (docs/decisions/0012's offers, without 'I don't know'). */
export function aiFollowUpReply({ texts, contact }: ReplyContext): BotReply {
  return {
    text: fillText(texts.aiFollowUp, { email: contact.email, phone: contact.phone }),
    action: { type: "link", label: texts.contactFormLinkLabel, url: contact.formUrl ?? DEFAULT_CONTACT_FORM_URL },
  };
}

/** Any exception while choosing a reply (docs/decisions/0151): content/chat.yaml's replyError. */
function errorReply(texts: Pick<ChatTexts, "replyError">): ChosenReply {
  return { kind: "error", text: texts.replyError };
}

/** {title, url} of the results, first occurrence of each url kept (several items may share a page). */
export function relatedPages(items: readonly KnowledgeItem[]): RelatedPage[] {
  const seen = new Set<string>();
  const pages: RelatedPage[] = [];
  for (const { title, url } of items) {
    if (seen.has(url)) continue;
    seen.add(url);
    pages.push({ title, url });
  }
  return pages;
}
