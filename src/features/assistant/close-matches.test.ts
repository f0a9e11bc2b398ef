// The rules that decide between close matches and keep the assistant from being confidently wrong
// (0331, 0332): the item that holds what was named, named terms of several words,
// and the honest answer for a match of common words only.
import { describe, expect, it } from "vitest";
import { findAnswer } from "./find-answer.ts";
import { rankKnowledge } from "./knowledge-search.ts";
import { chooseReply } from "./reply.ts";
import { CONTACT, CHAT_LABELS, filler, item } from "./chat-context.fixture.ts";

describe("the item that holds what was named goes first among close matches", () => {
  const hours = item(
    "Business hours",
    "/example-contact",
    "Our business hours are 9 to 6 on weekdays.",
    ["hours", "business hours"],
    "Contact",
  );
  const zones = item("Can your team work in our time zone?", "/faq", "We can arrange overlap with your working hours.", [], "FAQ");
  const stages = item("Set-up", "/faq/setup", "Large estates are onboarded in stages.", ["onboarding"], "Project Process");
  const timeline = item("How long does a project take?", "/faq/long", "Simple projects take 2-4 weeks.", ["project"], "Project Process");
  const index = [hours, zones, stages, timeline, ...filler];

  it("answers with the close match that says the specific word with another word of the question", () => {
    expect(rankKnowledge(index, "can you overlap with our working hours").hits[0]?.item).toBe(zones);
  });
  it("does not move an item that holds the word only in another sense, away from the question's words", () => {
    const found = rankKnowledge(index, "what are the stages of a project");
    expect(found.hits[0]?.item).toBe(timeline);
    expect(found.uncovered).toContain("stage");
  });
});

describe("a term of several words is read as that term", () => {
  const singapore = item("Singapore (Singapore)", "/about", "Singapore: Asia-Pacific office.", ["office", "singapore"], "Offices");
  const m365 = item("Workplace 365", "/services/example-workplace", "Migrations to Workplace 365 and Exchange.", [
    "office 365",
    "exchange",
  ]);
  const index = [singapore, m365, ...filler];

  it("'office 365' is the 365 suite, not an office", () => {
    expect(rankKnowledge(index, "office 365").hits[0]?.item).toBe(m365);
  });
  it("the word alone still finds the office", () => {
    expect(rankKnowledge(index, "do you have an office in singapore").hits[0]?.item).toBe(singapore);
  });
});

describe("never confidently wrong", () => {
  const services = item("Our services", "/services", "We offer cloud, security and data services.", ["services", "offer"]);
  const erp = item("ERP migration", "/portfolio/example-erp", "We moved payroll and finance to the cloud.", ["erp"], "Portfolio");
  const ctx = { items: [services, erp, ...filler], labels: CHAT_LABELS, contact: CONTACT };

  it("a strong match of common words that lacks a word one other item alone holds is answered honestly", () => {
    expect(chooseReply("do you offer payroll services", ctx).kind).toBe("honest");
    expect(chooseReply("what services do you offer", ctx).kind).toBe("answer");
  });

  describe("a strong match on one common word, with no close match holding what the question names", () => {
    const managed = item("Managed Support for IT", "/services/example-managed-support", "A 24/7 support desk for your team.", [
      "support",
      "help desk",
    ]);
    const allDay = item("Do you offer support 24/7?", "/faq", "Yes, our support team works around the clock.", [], "FAQ");
    const plans = item("What do support plans cost?", "/faq", "Support plans start at $149 a month.", [], "FAQ");
    const mobile = item("Our Mobile Apps", "/services/mobile", "After launch we keep your app current.", ["apps"]);
    const ai = item("AI and Automation", "/services/ai", "After launch we monitor accuracy.", ["ai"]);
    const ctx = { items: [managed, allDay, plans, mobile, ai, ...filler], labels: CHAT_LABELS, contact: CONTACT };

    it("is answered honestly: the support desk is not what happens after a launch", () => {
      const reply = chooseReply("what support do we get once it launches", ctx);
      expect(reply.kind).toBe("honest");
      expect(reply.text).toContain(managed.title);
    });
    it("keeps its confidence when it lacks nothing, holds two words of the question, or a close match holds the named word", () => {
      expect(chooseReply("what support do you offer", ctx).kind).toBe("answer");
      expect(chooseReply("what support does your team give once it launches", ctx).kind).toBe("answer");
      const hypercare = item("Hypercare", "/faq/hypercare", "We stay close after launch.", ["launch"], "FAQ");
      const items = [managed, allDay, plans, mobile, hypercare, ...filler];
      expect(chooseReply("what support do we get once it launches", { ...ctx, items }).kind).toBe("answer");
    });
  });
});

describe("what the question asks decides between close matches", () => {
  const study = item(
    "Security program for a hospital network",
    "/portfolio/example-hospital",
    "We secured the network of a hospital.",
    ["hospital"],
    "Portfolio",
  );
  const security = item("Cyber Defense", "/services/example-security", "Penetration testing of networks.", ["security"]);
  const director = {
    ...item("Riley Park, Director of Cyber Defense", "/about", "Riley runs our security operations.", ["Riley Park"], "Leadership"),
    facts: { person: "Riley Park, Director of Cyber Defense." },
  };
  const index = [study, security, director, ...filler];

  it("'can you …' prefers a service page", () => {
    expect(findAnswer(index, "can you secure our network").hits[0]?.item).toBe(security);
    expect(findAnswer(index, "secure network").hits[0]?.item).toBe(study);
  });
  it("'who is in charge of …' asks for a person whose text holds the subject, not for a price", () => {
    const found = findAnswer(index, "who's in charge of security");
    expect(found.topics).toEqual(["person"]);
    expect(found.hits[0]?.item).toBe(director);
  });
});
