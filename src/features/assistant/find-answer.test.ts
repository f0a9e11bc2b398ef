import { describe, expect, it } from "vitest";
import { findAnswer } from "./find-answer.ts";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";

const item = (title: string, url: string, keywords: string[], extra: Partial<KnowledgeItem> = {}): KnowledgeItem => ({
  title,
  content: `${title}.`,
  url,
  category: "Services",
  keywords,
  ...extra,
});
// The test's own index, named apart from the site's real services and jobs.
const prices = item("What our services cost", "/services", ["price", "cost", "pricing"], {
  content: "Cloud: $310/month; cyber defense: $210/month.",
  facts: { price: "Cloud: $310/month; cyber defense: $210/month." },
});
const security = item("Cyber Defense", "/services/example-security", ["cybersecurity", "security"], {
  facts: { price: "Cyber Defense: from $210/month." },
});
const devops = item("Platform Engineer", "/careers/devops", ["job", "devops"], {
  content: "Location: Remote.",
  facts: { location: "Location: Remote." },
  category: "Careers",
});
const cloudJob = item("Cloud Engineer", "/careers/cloud", ["job", "cloud"], {
  content: "Location: Dallas.",
  facts: { location: "Location: Dallas." },
  category: "Careers",
});
const ceo = item("Avery Stone, Founder & Chief Executive Officer", "/about", ["CEO"], { facts: { person: "Avery Stone, CEO." } });
const index = [prices, security, cloudJob, devops, ceo];

describe("findAnswer", () => {
  it("searches a topic question for its subject first: the service's price, not the price list", () => {
    const found = findAnswer(index, "What's the price of your cybersecurity service?");
    expect(found.topics).toEqual(["price"]);
    expect(found.hits[0]?.item).toBe(security);
  });
  it("answers a topic question without a subject from the whole message", () => {
    expect(findAnswer(index, "How much would it cost?").hits[0]?.item).toBe(prices);
  });
  it("breaks a tie between items of the subject with the whole message: the remote job", () => {
    expect(findAnswer(index, "Do you have remote jobs?").hits[0]?.item).toBe(devops);
  });
  it("reads topics after typo correction: 'pricng' asks for a price", () => {
    const found = findAnswer(index, "cybersecurty pricng");
    expect(found.corrections).toMatchObject({ cybersecurty: "cybersecurity" });
    expect(found.hits[0]?.item).toBe(security);
  });
  it("answers 'who' with a person whenever one matches", () => {
    expect(findAnswer(index, "Who is your CEO?").hits[0]?.item).toBe(ceo);
  });
});
