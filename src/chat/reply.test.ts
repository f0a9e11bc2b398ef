import { describe, expect, it } from "vitest";
import { DEFAULT_TEXTS } from "./default-texts.ts";
import type { KnowledgeItem } from "./knowledge-types.ts";
import { REPLY_ERROR_TEXT, chooseReply, relatedPages } from "./reply.ts";
import { CONTACT, ITEMS } from "./test-fixtures.ts";

const ctx = { items: ITEMS, texts: DEFAULT_TEXTS, contact: CONTACT };

describe("chooseReply", () => {
  it.each(["hi", "Hello!", "hey there", "Good morning"])("greets back on %j", (text) => {
    expect(chooseReply(text, ctx)).toEqual({ kind: "greeting", text: DEFAULT_TEXTS.greeting });
  });
  it.each(["thanks", "Thank you!", "thx", "thank you so much"])("answers thanks on %j", (text) => {
    expect(chooseReply(text, ctx)).toEqual({ kind: "thanks", text: DEFAULT_TEXTS.thanks });
  });
  it("acknowledges a bare 'ok' or 'no' instead of searching for it", () => {
    expect(chooseReply("ok", ctx).kind).toBe("acknowledge");
    expect(chooseReply("no", ctx).kind).toBe("acknowledge");
  });
  it("a greeting followed by a question is a question", () => {
    expect(chooseReply("hi, tell me about cloud", ctx).kind).toBe("answer");
  });
  it("answers with the top result's content and the related pages deduplicated by url", () => {
    // 'cloud' scores Cloud Infrastructure 20 (10+5+2+3), Cloud pricing 15 (10+2+3), Careers 2 (content).
    const reply = chooseReply("cloud", ctx);
    expect(reply).toEqual({
      kind: "answer",
      text: ITEMS[0]?.content,
      relatedPages: [
        { title: "Cloud Infrastructure", url: "/services/cloud" },
        { title: "Careers", url: "/careers" },
      ],
    });
  });
  it("no match: says so and offers contact form, meeting, email and phone (Decision 3)", () => {
    const reply = chooseReply("Do you sponsor marathons?", ctx);
    expect(reply.kind).toBe("no-match");
    expect(reply.text).toContain("don't have information");
    expect(reply.text).toContain("contact form");
    expect(reply.text).toContain("Schedule a meeting");
    expect(reply.text).toContain(CONTACT.email);
    expect(reply.text).toContain(CONTACT.phone);
    expect(reply.action).toEqual({ type: "link", label: DEFAULT_TEXTS.contactFormLinkLabel, url: "/contact" });
  });
  it("uses a configured contact form url", () => {
    const reply = chooseReply("marathons", { ...ctx, contact: { ...CONTACT, formUrl: "/contact#form" } });
    expect(reply.action).toMatchObject({ url: "/contact#form" });
  });
  it("any exception becomes the specification's error text", () => {
    const broken = [{ title: "x", content: "y", url: "/", category: "z", keywords: null }] as unknown as KnowledgeItem[];
    expect(chooseReply("cloud services", { ...ctx, items: broken })).toEqual({ kind: "error", text: REPLY_ERROR_TEXT });
    expect(REPLY_ERROR_TEXT).toBe("Sorry, I encountered an error. Please try again or contact our support team directly.");
  });
});

describe("relatedPages", () => {
  it("keeps the first title of each url, in order", () => {
    expect(relatedPages(ITEMS)).toEqual([
      { title: "Cloud Infrastructure", url: "/services/cloud" },
      { title: "Careers", url: "/careers" },
    ]);
  });
});
