import { describe, expect, it } from "vitest";
import { comparedSides, questionParts } from "./question-parts.ts";
import { chooseReply } from "./reply.ts";
import { CONTACT, CHAT_LABELS } from "./chat-context.fixture.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";

describe("questionParts", () => {
  it("starts a part at 'and', 'also' or 'plus' followed by a question word, or after a question mark", () => {
    expect(questionParts("what do you charge for cloud and how long does a migration take")).toEqual([
      "what do you charge for cloud",
      "how long does a migration take",
    ]);
    expect(questionParts("How much is Salesforce? Do you do SharePoint?")).toEqual(["How much is Salesforce", "Do you do SharePoint?"]);
  });
  it("keeps a list of things one question", () => {
    expect(questionParts("do you do azure and aws")).toEqual(["do you do azure and aws"]);
    expect(questionParts("phone and email please")).toEqual(["phone and email please"]);
  });
  it("reads a part without a subject of its own with the subject of the part before", () => {
    expect(questionParts("are you hiring devops and is it remote")).toEqual(["are you hiring devops", "hiring devop is it remote"]);
  });
});

describe("comparedSides", () => {
  it("asks each side of a comparison with the question's own words", () => {
    expect(comparedSides("price of hosting vs backups")).toEqual(["price of hosting", "backups price of"]);
    expect(comparedSides("tester salary compared with designer salary")).toEqual(["tester salary", "designer salary"]);
    expect(comparedSides("which took longer, the school portal or the clinic app")).toEqual([
      "which took longer, the school portal",
      "the clinic app which took longer the",
    ]);
    expect(comparedSides("printer price and scanner price")).toEqual(["printer price", "scanner price"]);
    expect(comparedSides("is hosting more expensive than backups")).toEqual(["is hosting more expensive", "backups is more expensive"]);
    expect(comparedSides("difference in price between hosting and backups")).toEqual([
      "difference in price between hosting",
      "backups in price",
    ]);
  });
  it("keeps a list, a choice that compares nothing, and a story one question", () => {
    expect(comparedSides("do you do azure and aws")).toEqual(["do you do azure and aws"]);
    expect(comparedSides("can you call me or email me")).toEqual(["can you call me or email me"]);
    const story = "our servers are old and the lease runs out next year, so which cloud would be cheaper for a plant that never stops";
    expect(comparedSides(story)).toEqual([story]);
  });
  it("reads a comparison inside a longer question as two parts", () => {
    expect(questionParts("price of hosting vs backups")).toEqual(["price of hosting", "backups price of"]);
  });
});

describe("a reply to a question of several parts", () => {
  // The test's own items, named apart from the site's real service and FAQ.
  const cloud: KnowledgeItem = {
    title: "Cloud Platforms",
    content: "Cloud migrations and operations.",
    url: "/services/example-cloud",
    category: "Services",
    keywords: ["cloud"],
    facts: { price: "Cloud Platforms: from $310/month." },
  };
  const timeline: KnowledgeItem = {
    title: "How long does a usual project take?",
    content: "Simple projects take 2-4 weeks.",
    url: "/faq",
    category: "Project Process",
    keywords: ["timeline", "project duration"],
    facts: { duration: "Simple projects take 2-4 weeks." },
  };
  const ctx = { items: [cloud, timeline], labels: CHAT_LABELS, contact: CONTACT };

  it("answers every part, each page once", () => {
    const reply = chooseReply("how much is cloud and how long does a project take", ctx);
    expect(reply.text).toContain("$310/month");
    expect(reply.text).toContain("2-4 weeks");
    expect(reply.relatedPages?.map((page) => page.url)).toEqual([cloud.url, timeline.url]);
  });
  it("offers a person for the part it cannot answer", () => {
    const reply = chooseReply("how much is cloud and do you sell pizza", ctx);
    expect(reply.text).toContain("$310/month");
    expect(reply.text).toContain(CONTACT.phone);
    expect(reply.kind).toBe("weak-answer");
  });
});
