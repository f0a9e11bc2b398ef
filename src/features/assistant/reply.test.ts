import { describe, expect, it } from "vitest";
import { fillText } from "../../lib/chat-labels.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { chooseReply, relatedPages } from "./reply.ts";
import { BACKUP, CLOUD, CONTACT, ITEMS, CHAT_LABELS, HELP_DESK, ONBOARDING, PASSAGES, filler } from "./chat-context.fixture.ts";

const ctx = { items: ITEMS, labels: CHAT_LABELS, contact: CONTACT };

/** The sentence model's size; any size serves the ranking's arithmetic. */
const DIMENSIONS = 512;

describe("chooseReply", () => {
  it.each(["hi", "Hello!", "hey there", "Good morning"])("greets back on %j", (text) => {
    expect(chooseReply(text, ctx)).toEqual({ kind: "greeting", text: CHAT_LABELS.greeting });
  });
  it.each(["thanks", "Thank you!", "thx", "thank you so much"])("answers thanks on %j", (text) => {
    expect(chooseReply(text, ctx)).toEqual({ kind: "thanks", text: CHAT_LABELS.thanks });
  });
  it("acknowledges a bare 'ok' or 'no' instead of searching for it", () => {
    expect(chooseReply("ok", ctx).kind).toBe("acknowledge");
    expect(chooseReply("no", ctx).kind).toBe("acknowledge");
  });
  it("a greeting followed by a question is a question", () => {
    expect(chooseReply("hi, tell me about cloud", ctx).kind).toBe("answer");
  });
  it("answers with the top result and lists only the results above the floor, deduplicated by url", () => {
    // 'cloud': Cloud Platforms 20 (10+5+2+3), Cloud pricing 15 (10+3+2, same url), Careers and
    // Our services 2 (content only: below the floor, not listed).
    const reply = chooseReply("cloud", ctx);
    expect(reply).toEqual({
      kind: "answer",
      text: CLOUD.content,
      relatedPages: [{ title: CLOUD.title, url: CLOUD.url }],
    });
  });
  it("leads with what was asked and keeps the rest of a long item in the reply's more", () => {
    const long = "Our cloud team designs landing zones. ".repeat(12).trim();
    const item: KnowledgeItem = {
      title: "Cloud Platforms",
      content: `Cloud migration and operations for growing companies, with 24/7 monitoring of every workload. ${long}`,
      summary: "Cloud migration and operations for growing companies, with 24/7 monitoring of every workload.",
      facts: { price: "Cloud Platforms: from $310 a month." },
      url: "/services/example-cloud",
      category: "Services",
      keywords: ["cloud"],
    };
    const priced = chooseReply("How much does cloud cost?", { ...ctx, items: [item] });
    expect(priced.text).toBe(`${item.facts?.price} ${item.summary}`);
    expect(priced.more).toBe(long);
    const plain = chooseReply("cloud", { ...ctx, items: [item] });
    expect(plain.text).toBe(item.summary);
    expect(plain.more).toBe(long);
  });
  it("an answer from a match just above the floor is a weak answer (the widget may ask the AI)", () => {
    // 'jobs' = one keyword, 5: the floor itself.
    expect(chooseReply("jobs", ctx).kind).toBe("weak-answer");
    expect(chooseReply("careers hiring", ctx).kind).toBe("answer");
  });
  it.each(["What's the weather today?", "Tell me a joke", "asdfghjkl", "Do you sponsor marathons?"])("no match for %j", (text) => {
    expect(chooseReply(text, ctx).kind).toBe("no-match");
  });
  it("no match: says so and offers contact form, meeting, email and phone (Decision 3)", () => {
    const reply = chooseReply("Do you sponsor marathons?", ctx);
    expect(reply.kind).toBe("no-match");
    expect(reply.text).toBe(fillText(CHAT_LABELS.noMatch, CONTACT));
    expect(reply.text).toContain(CONTACT.email);
    expect(reply.text).toContain(CONTACT.phone);
    expect(reply.action).toEqual({ type: "link", label: CHAT_LABELS.contactFormLinkLabel, url: "/contact" });
  });
  it("uses a configured contact form url", () => {
    const reply = chooseReply("marathons", { ...ctx, contact: { ...CONTACT, formUrl: "/contact#form" } });
    expect(reply.action).toMatchObject({ url: "/contact#form" });
  });
  it("any exception becomes content/chat.yaml's replyError (docs/decisions/0151)", () => {
    const broken = [{ title: "x", content: "y", url: "/", category: "z", keywords: null }] as unknown as KnowledgeItem[];
    expect(chooseReply("cloud services", { ...ctx, items: broken })).toEqual({ kind: "error", text: CHAT_LABELS.replyError });
  });
});

describe("relatedPages", () => {
  it("keeps the first title of each url, in order", () => {
    const [cloud, , careers, services] = ITEMS;
    expect(relatedPages(ITEMS)).toEqual([
      { title: cloud?.title, url: cloud?.url },
      { title: careers?.title, url: careers?.url },
      { title: services?.title, url: services?.url },
    ]);
  });
});

describe("requests and honesty (docs/decisions/0264)", () => {
  const urgent: KnowledgeItem = {
    title: "Urgent help",
    content: "Call us now at the number below.",
    url: "/services/security",
    category: "Services",
    keywords: [],
    intent: "urgent",
  };

  it("answers a request in free text with the item that names it, whatever else matches", () => {
    const reply = chooseReply("our cloud got hacked, help!", { ...ctx, items: [...ITEMS, urgent] });
    expect(reply.kind).toBe("answer");
    expect(reply.text).toBe(urgent.content);
    expect(reply.relatedPages?.[0]?.url).toBe("/services/security");
    // Without such an item the search answers as before.
    expect(chooseReply("our cloud got hacked, help!", ctx).text).not.toBe(urgent.content);
  });

  it("says so, names the closest answer and offers a person when a weak match lacks a specific word", () => {
    const reply = chooseReply("google advice", ctx);
    expect(reply.kind).toBe("honest");
    expect(reply.text).toBe(fillText(CHAT_LABELS.honestAnswer, { title: CLOUD.title, email: CONTACT.email, phone: CONTACT.phone }));
    expect(reply.action?.type).toBe("link");
  });
});

describe("chooseReply on the server, with the passages (DECISIONS 14)", () => {
  // The fixture's pages: the backup item's sentences, and a help desk whose passages say more than its item.
  const server = { items: [BACKUP, HELP_DESK, ...filler], labels: CHAT_LABELS, contact: CONTACT, assistant: PASSAGES };
  /** A quote as a results reply shows it: “The sentence.” (Its page) */
  const quoted = (text: string, page: KnowledgeItem) => `“${text}” (${page.title})`;
  /** The backup page's opening, which its item's answer holds too. */
  const opening = PASSAGES.passages[0]!.text;
  /** How often `part` occurs in `text`. */
  const count = (text: string, part: string) => text.split(part).length - 1;

  it("keeps an answer whose page the passages rank first and whose text says what was asked", () => {
    const reply = chooseReply("how long are backups kept", server);
    expect(reply).toMatchObject({ kind: "answer", text: BACKUP.content, relatedPages: [{ title: BACKUP.title, url: BACKUP.url }] });
  });

  it("shows results led by the item's answer when the question names a number the answer lacks", () => {
    expect(chooseReply("are backups kept for 90 days", server).kind).toBe("answer");
    const reply = chooseReply("are backups kept for 30 days", server);
    expect(reply.kind).toBe("results");
    expect(reply.quotes?.[0]).toEqual({ text: BACKUP.content, title: BACKUP.title, url: BACKUP.url });
    expect(reply.text.startsWith(`${CHAT_LABELS.closestResults}\n\n${quoted(BACKUP.content, BACKUP)}`)).toBe(true);
    // Each sentence once: the passage that repeats a sentence of the answer is not quoted again.
    expect(count(reply.text, opening)).toBe(1);
    expect(reply.text).toContain(quoted(ONBOARDING.text, HELP_DESK));
  });

  it("shows results when the passage ranked first by words and meaning lies on another page", () => {
    // The question's vector is far from the backup passages' and near the health check's, which holds 'kept' too.
    const question = new Float32Array(DIMENSIONS);
    question[0] = 1;
    const near = new Float32Array(DIMENSIONS);
    [near[0], near[1]] = [0.9, Math.sqrt(1 - 0.81)];
    const far = (axis: number) => Object.assign(new Float32Array(DIMENSIONS), { [axis]: 1 });
    const vectors = PASSAGES.passages.map((passage, at) => (passage === ONBOARDING ? near : far(at + 2)));
    const ask = "how long are backups kept";
    const meaning = new Map([[ask, question]]);
    const reply = chooseReply(ask, { ...server, vectors }, meaning);
    expect(reply.kind).toBe("results");
    expect(reply.quotes?.[0]?.url).toBe(BACKUP.url);
    expect(reply.quotes?.map((quote) => quote.text)).toContain(ONBOARDING.text);
    // Without the question's vector, the same question is answered.
    expect(chooseReply(ask, { ...server, vectors }).kind).toBe("answer");
  });

  it("shows results where a passage holding a word of the question is fairly near in meaning, not one holding none", () => {
    const ask = "will someone watch over our marathon timing gear";
    const question = Object.assign(new Float32Array(DIMENSIONS), { 0: 1 });
    const near = Object.assign(new Float32Array(DIMENSIONS), { 0: 0.45, 1: Math.sqrt(1 - 0.45 ** 2) });
    const far = (axis: number) => Object.assign(new Float32Array(DIMENSIONS), { [axis]: 1 });
    const nearTo = (chosen: (typeof PASSAGES.passages)[number]) =>
      PASSAGES.passages.map((passage, at) => (passage === chosen ? near : far(at + 2)));
    const meaning = new Map([[ask, question]]);
    expect(chooseReply(ask, server).kind).toBe("no-match");
    // ONBOARDING keeps servers 'under watch': both readers find it.
    const reply = chooseReply(ask, { ...server, vectors: nearTo(ONBOARDING) }, meaning);
    expect(reply.kind).toBe("results");
    expect(reply.quotes?.[0]?.text).toBe(ONBOARDING.text);
    // As near, but holding none of its words: meaning alone at 0.45 is not enough.
    const wordless = PASSAGES.passages.find((passage) => !/watch|marathon|timing|gear/i.test(passage.text));
    expect(chooseReply(ask, { ...server, vectors: nearTo(wordless!) }, meaning).kind).toBe("no-match");
  });

  it("says it does not know a question about nothing the site holds", () => {
    expect(chooseReply("Do you sponsor marathons?", server).kind).toBe("no-match");
  });

  it("shows one set of results for a question of two parts, one of them not sure, quoting both", () => {
    const reply = chooseReply("how long are backups kept and what happens in the first 30 days for new clients", server);
    expect(reply.kind).toBe("results");
    expect(reply.text.startsWith(CHAT_LABELS.closestResults)).toBe(true);
    expect(count(reply.text, CHAT_LABELS.closestResults)).toBe(1);
    expect(reply.text).toContain(quoted(BACKUP.content, BACKUP));
    expect(reply.text).toContain(quoted(ONBOARDING.text, HELP_DESK));
    expect(count(reply.text, opening)).toBe(1);
    expect(reply.relatedPages?.map((page) => page.url)).toEqual([BACKUP.url, HELP_DESK.url]);
  });

  it("quotes the answered part as results when another part of the question finds nothing", () => {
    const reply = chooseReply("how long are backups kept and do you sponsor marathons?", server);
    expect(reply.kind).toBe("results");
    expect(reply.quotes).toEqual([{ text: BACKUP.content, title: BACKUP.title, url: BACKUP.url }]);
    // The widget, without the passages, answers the part it can and offers a person for the other.
    expect(chooseReply("how long are backups kept and do you sponsor marathons?", { ...server, assistant: undefined }).kind).toBe(
      "weak-answer",
    );
  });
});
