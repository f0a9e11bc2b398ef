import { describe, expect, it } from "vitest";
import type { AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import { askedTopics } from "./short-answer.ts";
import { askedWords, asksValue, leadingSentence, passageMessage, searchPassages } from "./passage-search.ts";

// A test's own index: two pages of a made-up company, one passage per fact.
const study = { title: "Warehouse Robots for Acme Freight", url: "/portfolio/77", category: "Automation", keywords: ["robots"] };
const job = { title: "Night Shift Technician", url: "/careers/night-technician", category: "Careers", keywords: ["job"] };
const passage = (page: typeof study, label: string, text: string): Passage => ({ ...page, label, text });
const index: AssistantIndex = {
  passages: [
    passage(study, "description", "We fitted a fleet of picking robots to a freight warehouse in Ohio."),
    passage(study, "results", "Picking errors fell by 64% in the first quarter."),
    passage(study, "results", "Night shifts now need two people instead of nine."),
    passage(study, "budget", "$310,000"),
    passage(
      study,
      "overview",
      "The client ran three warehouses. Orders doubled in two years. Staff turnover was high and training took three weeks. Long aisles slowed every picker. The new robots learned each aisle in a day.",
    ),
    passage(job, "benefits", "Paid parental leave of sixteen weeks."),
    passage(job, "salary", "$52,000-$61,000"),
  ],
  // As the build would list them from WordNet: 'wage' and 'pay' say salary.
  related: { wage: ["salar"], pay: ["salar"] },
};

const ask = (question: string) => askedWords(index, question, askedTopics(question));

describe("searchPassages", () => {
  it("finds the passage that holds a fact of an entry's body, not the entry's opening", () => {
    const [best] = searchPassages(index, ask("how much did picking errors drop at the acme warehouse"));
    expect(best?.passage.text).toBe("Picking errors fell by 64% in the first quarter.");
  });

  it("meets a word through WordNet's related words, below the same word said as written", () => {
    const [byRelated] = searchPassages(index, ask("technician wage"));
    expect(byRelated?.passage.label).toBe("salary");
    const [bySalary] = searchPassages(index, ask("technician salary"));
    expect(bySalary?.score).toBeGreaterThan(byRelated?.score ?? Infinity);
  });

  it("prefers, when a value is asked, the passage that states one", () => {
    const [best] = searchPassages(index, ask("what was the budget of the acme robots project"));
    expect(best?.passage.text).toBe("$310,000");
    expect(leadingSentence(index, best!, ask("what was the budget of the acme robots project"))).toBe("Budget: $310,000");
  });

  it("keeps a page's passages apart with `within`, and finds nothing for a question of no known word", () => {
    expect(searchPassages(index, ask("robots"), { within: job.url })).toEqual([]);
    expect(searchPassages(index, ask("zebra xylophone"))).toEqual([]);
  });
});

describe("leadingSentence", () => {
  it("leads a long passage with the sentence that holds what was asked", () => {
    const question = ask("how long did training take at the acme warehouses");
    const [best] = searchPassages(index, question);
    expect(leadingSentence(index, best!, question)).toBe("Staff turnover was high and training took three weeks.");
  });
});

describe("passageMessage", () => {
  it("keeps a word the item search corrected when a passage holds it, and corrects one no passage holds", () => {
    // As the item search would correct a message (words as words() reads them) against items that say
    // 'pickup' but never 'picking'.
    const corrections = { picking: "pickup", robt: "robots" };
    expect(passageMessage(index, "how did picking go with the robts", corrections)).toBe("how did picking go with the robots");
  });

  it("leaves a message with no correction as it was written", () => {
    expect(passageMessage(index, "Picking errors?", {})).toBe("Picking errors?");
  });
});

describe("asksValue", () => {
  it.each([
    ["what was the error rate before and after the robots", true],
    ["what's the most you would charge us for a rollout", true],
    ["is there a cap on overtime", true],
    ["how many robots did you fit", true],
    ["what's the most popular service", false],
    ["did picking errors go down after the robots", false],
  ])("%s → %s", (question, expected) => {
    expect(asksValue(ask(question))).toBe(expected);
  });
});
