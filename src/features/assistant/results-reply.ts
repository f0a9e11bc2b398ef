/**
 * The reply when the site's best match is not sure (docs/assistant.md, "How a question is answered"): worded as search results,
 * not an answer. The best two or three passages are quoted in the site's own words, one sentence each, with
 * their pages linked, and a person is offered.
 */
import { fillText, type ChatLabels } from "../../lib/chat-labels.ts";
import type { AssistantIndex } from "../../content/chat-data-shape.ts";
import type { BotReply } from "./knowledge-types.ts";
import { type AskedWords, leadingSentence } from "./passage-search.ts";
import type { RankedPassage } from "./hybrid-ranking.ts";

/** Quotes shown at most, and from one page at most. */
const MAX_QUOTES = 3;
const MAX_FROM_ONE_PAGE = 2;

export interface Quote {
  text: string;
  title: string;
  url: string;
}

/**
 * The passages worth quoting, best first: three at most, two of one page at most, each sentence once. `first`,
 * the item search's answer when it was not sure, leads: it is the site's own words for the page the specified
 * weights chose. A passage that only repeats its page's title says nothing the link does not.
 */
export function quotesOf(index: AssistantIndex, ranked: readonly RankedPassage[], asked: AskedWords, first?: Quote): Quote[] {
  const quotes: Quote[] = first ? [first] : [];
  const perPage = new Map<string, number>(first ? [[first.url, 1]] : []);
  for (const { hit } of ranked) {
    const { url, title } = hit.passage;
    if ((perPage.get(url) ?? 0) >= MAX_FROM_ONE_PAGE || plain(hit.passage.text) === plain(title)) continue;
    const text = leadingSentence(index, hit, asked);
    // A quote already shown may hold the sentence among others (the item's answer holds its page's opening).
    if (quotes.some((quote) => quote.text.includes(text))) continue;
    perPage.set(url, (perPage.get(url) ?? 0) + 1);
    quotes.push({ text, title, url });
    if (quotes.length === MAX_QUOTES) break;
  }
  return quotes;
}

export function resultsReply(
  quotes: readonly Quote[],
  labels: ChatLabels,
  contact: { email: string; phone: string; formUrl?: string },
): BotReply {
  const offer = fillText(labels.aiFollowUp, { email: contact.email, phone: contact.phone });
  const seen = new Set<string>();
  return {
    text: [labels.closestResults, ...quotes.map(quoteLine), offer].join("\n\n"),
    relatedPages: quotes.filter((quote) => !seen.has(quote.url) && seen.add(quote.url)).map(({ title, url }) => ({ title, url })),
    action: { type: "link", label: labels.contactFormLinkLabel, url: contact.formUrl ?? "/contact" },
  };
}

/** “The sentence.” (Its page) */
function quoteLine({ text, title }: Quote): string {
  return `“${text}” (${title})`;
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
