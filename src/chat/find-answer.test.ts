import { describe, expect, it } from "vitest";
import { findAnswer } from "./find-answer.ts";
import type { KnowledgeItem } from "../content/chat-data-shape.ts";

const item = (title: string, url: string, keywords: string[], extra: Partial<KnowledgeItem> = {}): KnowledgeItem => ({
  title,
  content: `${title}.`,
  url,
  category: "Services",
  keywords,
  ...extra,
});
const prices = item("What our services cost", "/services", ["price", "cost", "pricing"], {
  content: "Cloud: $299/month; Cybersecurity: $199/month.",
  facts: { price: "Cloud: $299/month; Cybersecurity: $199/month." },
});
const security = item("Cybersecurity", "/services/cybersecurity", ["cybersecurity", "security"], {
  facts: { price: "Cybersecurity: Starting at $199/month." },
});
const devops = item("DevOps Engineer", "/careers/devops", ["job", "devops"], {
  content: "Location: Remote.",
  facts: { location: "Location: Remote." },
  category: "Careers",
});
const cloudJob = item("Cloud Engineer", "/careers/cloud", ["job", "cloud"], {
  content: "Location: Dallas.",
  facts: { location: "Location: Dallas." },
  category: "Careers",
});
const ceo = item("Marcus Bennett, Founder & Chief Executive Officer", "/about", ["CEO"], { facts: { person: "Marcus Bennett, CEO." } });
const index = [prices, security, cloudJob, devops, ceo];

describe("findAnswer", () => {
  it("searches a topic question for its subject first: the service's price, not the price list", () => {
    const found = findAnswer(index, "What's the price of your cybersecurity service?");
    expect(found.topics).toEqual(["price"]);
    expect(found.hits[0]?.item).toBe(security);
  });
  it("answers a topic question without a subject from the whole message", () => {
    expect(findAnswer(index, "How much does it cost?").hits[0]?.item).toBe(prices);
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
