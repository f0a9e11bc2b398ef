import { describe, expect, it } from "vitest";
import { keywordMatches, queryWords, scoreItem, searchKnowledge } from "./knowledge-search.ts";
import type { KnowledgeItem } from "./knowledge-types.ts";

const cloud: KnowledgeItem = {
  title: "Cloud Infrastructure",
  content: "We migrate and run workloads on AWS, Azure and Google Cloud.",
  url: "/services/cloud",
  category: "services",
  keywords: ["cloud", "aws", "azure", "migration"],
};
const security: KnowledgeItem = {
  title: "Cybersecurity",
  content: "Round-the-clock security monitoring, penetration testing and compliance.",
  url: "/services/cybersecurity",
  category: "services",
  keywords: ["security", "cybersecurity", "soc", "penetration testing"],
};
const careers: KnowledgeItem = {
  title: "Careers",
  content: "We are hiring cloud engineers and security analysts.",
  url: "/careers",
  category: "careers",
  keywords: ["jobs", "hiring", "career"],
};
const ai: KnowledgeItem = {
  title: "AI & Automation",
  content: "Machine learning and intelligent automation that maintain themselves.",
  url: "/services/ai-automation",
  category: "services",
  keywords: ["ai", "ml", "automation"],
};
const items = [cloud, security, careers, ai];

describe("scoreItem (hand-computed)", () => {
  it("'cloud' on Cloud Infrastructure = 10 title match + 5 keyword 'cloud' + 2 content + 3 title word = 20", () => {
    expect(scoreItem(cloud, "cloud")).toBe(20);
  });
  it("'cloud' on Careers = 2 (content 'hiring cloud engineers' only)", () => {
    expect(scoreItem(careers, "cloud")).toBe(2);
  });
  it("'security services' on Cybersecurity = security: 5+5 keywords + 2 content + 3 title; services: 4 category = 19", () => {
    expect(scoreItem(security, "security services")).toBe(19);
  });
  it("'security services' on Cloud Infrastructure = 4 (category 'services' only)", () => {
    expect(scoreItem(cloud, "security services")).toBe(4);
  });
  it("'careers hiring' on Careers = careers: 5 keyword 'career' + 3 title + 4 category; hiring: 5 keyword + 2 content = 19", () => {
    expect(scoreItem(careers, "careers hiring")).toBe(19);
  });
  it("'AI' has no scoring words (2 chars) but the whole query is in the title: 10", () => {
    expect(scoreItem(ai, "AI")).toBe(10);
    expect(scoreItem(cloud, "AI")).toBe(0);
  });
  it("short keyword 'ai' does not match inside 'maintain': only the content word counts, 2", () => {
    expect(scoreItem(ai, "maintain")).toBe(2);
  });
  it("punctuation is trimmed from words: 'Cloud?' = 5 keyword + 2 content + 3 title = 10 (no title match: '?' )", () => {
    expect(scoreItem(cloud, "Cloud?")).toBe(10);
  });
  it("query words are case-insensitive and words of 2 characters or fewer are ignored", () => {
    expect(queryWords("Do you DO Cloud, c++ and node.js?")).toEqual(["you", "cloud", "c++", "and", "node.js"]);
  });
});

describe("keywordMatches rule", () => {
  it("keyword contains word, or word contains a keyword of 3+ characters", () => {
    expect(keywordMatches("penetration testing", "testing")).toBe(true);
    expect(keywordMatches("service", "services")).toBe(true);
    expect(keywordMatches("ai", "maintain")).toBe(false);
    expect(keywordMatches("", "cloud")).toBe(false);
    expect(keywordMatches("Cloud", "cloud")).toBe(true);
  });
});

describe("searchKnowledge", () => {
  it("drops zero scores and sorts by score", () => {
    const hits = searchKnowledge(items, "cloud");
    expect(hits.map((h) => [h.item.title, h.score])).toEqual([
      ["Cloud Infrastructure", 20],
      ["Careers", 2],
    ]);
    expect(hits.every((h) => !h.fuzzy)).toBe(true);
  });
  it("keeps index order for ties and returns the top 3", () => {
    // Cybersecurity 19, Cloud 4, AI 4 (tie: index order), Careers 2 (cut by the limit).
    const hits = searchKnowledge(items, "security services");
    expect(hits.map((h) => [h.item.title, h.score])).toEqual([
      ["Cybersecurity", 19],
      ["Cloud Infrastructure", 4],
      ["AI & Automation", 4],
    ]);
  });
  it("honours a custom limit", () => {
    expect(searchKnowledge(items, "security services", { limit: 4 })).toHaveLength(4);
    expect(searchKnowledge(items, "security services", { limit: 1 })).toHaveLength(1);
  });
  it("returns nothing for an empty query", () => {
    expect(searchKnowledge(items, "   ")).toEqual([]);
  });
  it("falls back to fuzzy matching only when nothing scores", () => {
    expect(items.every((i) => scoreItem(i, "cybersecurty") === 0)).toBe(true);
    const hits = searchKnowledge(items, "cybersecurty");
    expect(hits[0]).toEqual({ item: security, score: 0, fuzzy: true });
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(searchKnowledge(items, "automaton pricing")[0]?.item).toBe(ai);
  });
  it("finds nothing for gibberish, even fuzzily", () => {
    expect(searchKnowledge(items, "zzqqxx")).toEqual([]);
    expect(searchKnowledge(items, "qzx")).toEqual([]);
  });
});
