import { describe, expect, it } from "vitest";
import { askedTopics, openingSentences, shortAnswer, SUMMARY_MAX_CHARS, withoutTopicWords } from "./short-answer.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";

/** The test's own job, named apart from the site's real openings. */
const job: KnowledgeItem = {
  title: "Release Engineer",
  content: `Build the pipelines our clients ship with. ${"We automate everything we touch. ".repeat(12).trim()}`,
  summary: "Build the pipelines our clients ship with.",
  facts: { price: "Salary: $101,000-$109,000 a year.", location: "Location: Remote (United States)." },
  url: "/careers/example-release-engineer",
  category: "Careers",
  keywords: ["devops"],
};

describe("askedTopics", () => {
  it.each([
    ["How much is cloud?", ["price"]],
    ["What's the salary for DevOps?", ["price"]],
    ["Where are you located?", ["location"]],
    ["Is the job remote?", ["location"]],
    ["How long does a migration take?", ["duration"]],
    ["Who is your CEO?", ["person"]],
    ["Tell me about cloud", []],
    // A phrase is read before its words: 'in charge of' asks who, not a price.
    ["Who's in charge of security?", ["person"]],
    ["Is there a charge for the first call?", ["price"]],
    // 'year' alone is a date; experience is asked as 'years of'.
    ["What year did you start?", []],
    ["How many years of experience do I need?", ["experience"]],
  ])("%j asks about %j", (message, topics) => {
    expect(askedTopics(message)).toEqual(topics);
  });
  it("drops the topic words to leave the subject", () => {
    expect(withoutTopicWords("What's the price of cybersecurity?")).toBe("what the of cybersecurity");
  });
});

describe("openingSentences", () => {
  it("keeps a short text whole", () => {
    expect(openingSentences("Call us at +1 (555) 010-0199. We answer.")).toBe("Call us at +1 (555) 010-0199. We answer.");
  });
  it("takes opening sentences of a long text, never splitting inside an address or a number", () => {
    const text = `Email hello@example.com or call us any weekday for a quick answer to your question, we reply within hours. ${"More words here. ".repeat(30)}`;
    const opening = openingSentences(text);
    expect(opening).toBe("Email hello@example.com or call us any weekday for a quick answer to your question, we reply within hours.");
    expect(opening.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
  });
});

describe("shortAnswer", () => {
  it("leads with the asked fact, then the summary; the rest goes in the answer's more", () => {
    const answer = shortAnswer(job, ["price"]);
    expect(answer.text).toBe("Salary: $101,000-$109,000 a year. Build the pipelines our clients ship with.");
    expect(answer.more).toBe(job.content.slice((job.summary ?? "").length).trim());
  });
  it("leads with each fact asked, in the order asked", () => {
    expect(shortAnswer(job, ["location", "price"]).text).toMatch(/^Location: Remote \(United States\)\. Salary:/);
  });
  it("shows the summary alone when nothing it has a fact for is asked", () => {
    expect(shortAnswer(job, ["person"]).text).toBe(job.summary);
  });
  it("without a summary, leads with the opening sentences of the content", () => {
    const { summary: _summary, ...bare } = job;
    expect(shortAnswer(bare, []).text).toBe(openingSentences(job.content));
  });
});
