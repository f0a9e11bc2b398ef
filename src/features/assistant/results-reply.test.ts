import { describe, expect, it } from "vitest";
import { fillText } from "../../lib/chat-labels.ts";
import type { AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import type { RankedPassage } from "./hybrid-ranking.ts";
import { askedWords } from "./passage-search.ts";
import { type Quote, quotesOf, resultsReply } from "./results-reply.ts";
import { CHAT_LABELS, CONTACT } from "./chat-context.fixture.ts";

// The test's own passages: three pages of a made-up company, each passage a sentence of more than six words.
const boats = { title: "Boat Repairs", url: "/services/example-boats", category: "Services", keywords: [] };
const sails = { title: "Sail Lofts", url: "/services/example-sails", category: "Services", keywords: [] };
const moorings = { title: "Moorings", url: "/services/example-moorings", category: "Services", keywords: [] };
const passage = (page: typeof boats, text: string): Passage => ({ ...page, label: "overview", text });
const hulls = passage(boats, "We patch fibreglass hulls in our dry dock near the harbour.");
const engines = passage(boats, "Outboard engines are serviced within three working days.");
const winter = passage(boats, "Boats are stored indoors over the winter months at no charge.");
const canvas = passage(sails, "Torn sails are restitched by hand with marine canvas thread.");
const buoys = passage(moorings, "Swing moorings are rented by the season with a buoy check.");
const index: AssistantIndex = { passages: [hulls, engines, winter, canvas, buoys], related: {} };
const asked = askedWords(index, "boat repairs", []);

/** The passages in the order given, as the ranking would hand them over. */
const ranked = (...passages: Passage[]): RankedPassage[] =>
  passages.map((passage, at) => ({ hit: { passage, score: 10 - at, coverage: 0.5, held: [] }, words: 1, meaning: 0, score: 1 }));
const quoted = (passage: Passage): Quote => ({ text: passage.text, title: passage.title, url: passage.url });
/** A quote as the reply shows it: “The sentence.” (Its page) */
const line = ({ text, title }: Quote) => `“${text}” (${title})`;

describe("quotesOf", () => {
  it("quotes three passages at most, two of one page at most, best first", () => {
    expect(quotesOf(index, ranked(hulls, engines, winter, canvas, buoys), asked)).toEqual([quoted(hulls), quoted(engines), quoted(canvas)]);
    expect(quotesOf(index, ranked(canvas, buoys, hulls), asked)).toEqual([quoted(canvas), quoted(buoys), quoted(hulls)]);
  });

  it("quotes each sentence once", () => {
    const again = passage(sails, hulls.text);
    expect(quotesOf(index, ranked(hulls, again, canvas), asked)).toEqual([quoted(hulls), quoted(canvas)]);
  });

  it("does not quote again a sentence that `first` already quotes", () => {
    const first: Quote = { text: `${hulls.text} ${engines.text}`, title: boats.title, url: boats.url };
    expect(quotesOf(index, ranked(hulls, canvas), asked, first)).toEqual([first, quoted(canvas)]);
  });

  it("skips a passage that only repeats its page's title", () => {
    const title = passage(boats, "Boat repairs.");
    expect(quotesOf(index, ranked(title, canvas), asked)).toEqual([quoted(canvas)]);
  });

  it("puts `first` first, counted with its page's quotes", () => {
    const first: Quote = { text: "We repair boats of every size.", title: boats.title, url: boats.url };
    expect(quotesOf(index, ranked(hulls, engines, canvas), asked, first)).toEqual([first, quoted(hulls), quoted(canvas)]);
  });
});

describe("resultsReply", () => {
  const quotes = [quoted(hulls), quoted(canvas), quoted(engines)];
  const reply = resultsReply(quotes, CHAT_LABELS, CONTACT);

  it("says these are the closest results, quotes each passage with its page, and offers a person", () => {
    expect(reply.text.startsWith(CHAT_LABELS.closestResults)).toBe(true);
    expect(reply.text.endsWith(fillText(CHAT_LABELS.aiFollowUp, CONTACT))).toBe(true);
    expect(reply.text).toContain(CONTACT.email);
    expect(reply.text).toContain(CONTACT.phone);
    expect(reply.text.split("\n\n")).toEqual([CHAT_LABELS.closestResults, ...quotes.map(line), fillText(CHAT_LABELS.aiFollowUp, CONTACT)]);
  });

  it("links each page once, in the quotes' order, and offers the contact form", () => {
    expect(reply.relatedPages).toEqual([
      { title: boats.title, url: boats.url },
      { title: sails.title, url: sails.url },
    ]);
    expect(reply.action).toEqual({ type: "link", label: CHAT_LABELS.contactFormLinkLabel, url: "/contact" });
    expect(resultsReply(quotes, CHAT_LABELS, { ...CONTACT, formUrl: "/contact#form" }).action).toMatchObject({ url: "/contact#form" });
  });
});
