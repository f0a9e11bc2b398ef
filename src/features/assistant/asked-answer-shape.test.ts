// What the answer must be able to say (docs/assistant.md, "The item search's rules"): a price or a time when one is asked, the
// fact a question names, the item a short word names, and the match that holds all a question names.
import { describe, expect, it } from "vitest";
import { statesTopic } from "./short-answer.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { findAnswer } from "./find-answer.ts";
import { rankKnowledge } from "./knowledge-search.ts";
import { chooseReply } from "./reply.ts";
import { CONTACT, CHAT_LABELS, filler, item } from "./chat-context.fixture.ts";

describe("a price or a time asked is answered by a match that can state one", () => {
  const callUs = item("Call us", "/example-contact", "Call us on weekdays from 9 to 6.", ["call", "phone"], "Contact");
  const consultation = item("Is the first consultation free?", "/faq", "Yes. The first consultation is free.", ["consultation"], "FAQ");
  const support = item("Managed Support for IT", "/services/example-managed-support", "A help desk, monitoring and patching.", [
    "managed support",
    "help desk",
  ]);
  const setup = item("How quickly can a managed plan be set up?", "/faq/setup", "Most can be onboarded shortly after access.", [
    "onboarding",
  ]);
  const ctx = (items: KnowledgeItem[]) => ({ items: [...items, ...filler], labels: CHAT_LABELS, contact: CONTACT });

  it("reads a price or a time from the text, a fact line or a title that asks it", () => {
    expect(statesTopic(callUs, "price")).toBe(false);
    expect(statesTopic(consultation, "price")).toBe(true);
    expect(statesTopic(item("Cloud", "/c", "Plans from $299 a month.", []), "price")).toBe(true);
    expect(statesTopic(support, "duration")).toBe(false);
    expect(statesTopic(item("Set-up", "/s", "Set up in 24-48 hours.", []), "duration")).toBe(true);
    expect(statesTopic(setup, "duration")).toBe(true);
    expect(statesTopic(callUs, "person")).toBe(true);
  });
  it("says honestly what it has when the best match cannot state the price asked", () => {
    expect(chooseReply("is there a charge for the call", ctx([callUs])).kind).toBe("honest");
    expect(chooseReply("when can I call", ctx([callUs])).kind).toBe("answer");
  });
  it("answers with a close match that states the time asked, ahead of a better-scored one that cannot", () => {
    const found = findAnswer([support, setup, ...filler], "how fast can you onboard us for managed support");
    expect(found.topics).toEqual(["duration"]);
    expect(found.hits[0]?.item).toBe(setup);
    expect(findAnswer([support, setup, ...filler], "managed support onboarding").hits[0]?.item).toBe(support);
  });
});

describe("a question that names a fact's value asks that fact", () => {
  const job = {
    ...item(
      "ML/AI Engineer",
      "/careers/example-ml-engineer",
      "Build machine learning solutions. Location: Dallas, TX (Hybrid).",
      ["job"],
      "Careers",
    ),
    summary: "Build machine learning solutions.",
    facts: { location: "Location: Dallas, TX (Hybrid).", price: "ML/AI Engineer: salary $130,000 a year." },
  };
  const ctx = { items: [job, ...filler], labels: CHAT_LABELS, contact: CONTACT };

  it("leads with the location when the question names it", () => {
    expect(findAnswer(ctx.items, "is the machine learning engineer job in dallas").topics).toEqual(["location"]);
    expect(chooseReply("is the machine learning engineer job in dallas", ctx).text).toMatch(/^Location: Dallas, TX \(Hybrid\)\./);
  });
  it("does not read the item's own title words as a fact asked", () => {
    expect(findAnswer(ctx.items, "machine learning engineer job").topics).toEqual([]);
  });
});

describe("short words weigh nothing but tell close matches apart", () => {
  const cloud = item("Lead Cloud Engineer", "/careers/cloud", "Engineer cloud platforms in Dallas.", ["job"], "Careers");
  const ai = item("ML/AI Engineer", "/careers/example-ml-engineer", "Build models in Dallas.", ["job"], "Careers");
  const contact = item("Write to us", "/example-contact", "Write to us about any job.", ["contact"], "Contact");

  it("the job whose title holds the short word goes first", () => {
    const found = rankKnowledge([cloud, ai, ...filler], "the ai engineer job in dallas");
    expect(found.hits[0]?.item).toBe(ai);
    expect(found.hits[0]?.score).toBeLessThan(found.hits[1]?.score ?? 0);
  });
  it("'us' is a function word, not a title's short word", () => {
    expect(rankKnowledge([cloud, contact, ...filler], "can the engineer job help us").hits[0]?.item).toBe(cloud);
  });
});

describe("a best match that lacks most of what the question names", () => {
  const contact = item(
    "Contact our team",
    "/example-contact",
    "Contact us by email or phone.",
    ["contact", "reach", "get in touch"],
    "Contact",
  );
  const lead = item("How will you keep us informed?", "/faq/informed", "A named lead is your single point of contact.", [], "FAQ");
  const index = [contact, lead, ...filler];

  it("gives way to a match that holds all of it, however far behind", () => {
    const found = rankKnowledge(index, "will I have a single point of contact");
    expect(found.hits[0]?.item).toBe(lead);
    expect(found.hits[1]?.score).toBeGreaterThan((found.hits[0]?.score ?? 0) * 2);
  });
  it("keeps its place when it lacks only part of it", () => {
    expect(rankKnowledge(index, "contact point").hits[0]?.item).toBe(contact);
  });
});
