import { describe, expect, it } from "vitest";
import type { AssistantIndex } from "../../content/chat-data-shape.ts";
import { chooseReply, type ReplyContext } from "./reply.ts";
import { CONTACT, CHAT_LABELS, filler, item } from "./chat-context.fixture.ts";

// A test's own case study: the item says what the project was, the passages what came of it.
const study = item(
  "Warehouse Robots for Acme Freight",
  "/portfolio/77",
  "We fitted a fleet of picking robots to a freight warehouse in Ohio.",
  ["robots", "warehouse"],
  "Automation",
);
const page = { title: study.title, url: study.url, category: study.category, keywords: study.keywords };
const assistant: AssistantIndex = {
  passages: [
    { ...page, label: "", text: study.content },
    { ...page, label: "results", text: "Picking errors fell by 64% in the first quarter." },
    { ...page, label: "budget", text: "$310,000" },
    ...filler.map((other) => ({ ...other, label: "", text: other.content })),
  ],
  related: {},
};
const items = [study, ...filler];
const context: ReplyContext = { items, labels: CHAT_LABELS, contact: CONTACT };

describe("chooseReply with the passage index", () => {
  it("leads with the passage that says what was asked, where the item alone leads with its opening", () => {
    const question = "did picking errors go down after the acme warehouse robots";
    const itemsOnly = chooseReply(question, context);
    expect(itemsOnly.text).not.toContain("64%");
    const withPassages = chooseReply(question, { ...context, assistant });
    // 'Go down … after' is not 'fell' to the words, so the sentence is quoted first as the closest the site says, not asserted.
    expect(withPassages.kind).toBe("results");
    expect(withPassages.quotes?.[0]).toEqual({
      text: "Picking errors fell by 64% in the first quarter.",
      title: study.title,
      url: study.url,
    });
    expect(withPassages.relatedPages?.[0]?.url).toBe(study.url);
  });

  it("keeps the item's answer when no passage says more of the question", () => {
    const question = "tell me about the acme warehouse robots";
    expect(chooseReply(question, { ...context, assistant })).toEqual(chooseReply(question, context));
  });
});
