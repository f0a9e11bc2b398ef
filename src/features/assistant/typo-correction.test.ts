import { describe, expect, it } from "vitest";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import { buildVocabulary, correctTypos } from "./typo-correction.ts";

/** The test's own items, named apart from the site's real jobs and case studies. */
const items: KnowledgeItem[] = [
  { title: "Full-Stack Engineer", content: "React and Node.", url: "/careers/fs", category: "Careers", keywords: ["stack", "number"] },
  {
    title: "Core Banking",
    content: "Mobile banking.",
    url: "/portfolio/example-core",
    category: "Portfolio",
    keywords: ["core", "address"],
  },
];
const vocabulary = buildVocabulary(items);

describe("correctTypos", () => {
  it("corrects a letter left out, added or swapped, in short words too", () => {
    expect(correctTypos("numbr", vocabulary).corrections).toEqual({ numbr: "number" });
    expect(correctTypos("adress", vocabulary).corrections).toEqual({ adress: "address" });
    expect(correctTypos("stakc", vocabulary).corrections).toEqual({ stakc: "stack" });
  });
  it("leaves a short word with one letter changed as it is: another word, not a typo", () => {
    const stock = correctTypos("stock price", vocabulary);
    expect(stock.corrections).toEqual({});
    expect(stock.unknownWords).toContain("stock");
    expect(correctTypos("do you come onsite", vocabulary).corrections).toEqual({});
  });
});
