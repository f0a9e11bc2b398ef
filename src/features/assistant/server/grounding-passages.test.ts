import { describe, expect, it } from "vitest";
import { FACT_CATEGORIES, type AssistantIndex, type KnowledgeItem } from "../../../content/chat-data-shape.ts";
import { CONTACT, CHAT_LABELS } from "../chat-context.fixture.ts";
import { groundingPassages } from "./grounding-passages.server.ts";

// The test's own items and passages, named apart from the site's real content.
const item = (title: string, url: string, content: string, keywords: string[], category = "Services"): KnowledgeItem => ({
  title,
  url,
  content,
  keywords,
  category,
});
const cloud = item("Cloud Platforms", "/services/example-cloud", "Cloud migration and operations. From $310/month.", ["cloud"]);
const security = item("Cyber Defense", "/services/example-security", "Security monitoring. From $210/month.", ["security"]);
const careers = item("Careers", "/careers", "We hire cloud engineers in Dallas.", ["jobs"], "Careers");
const about = item("About Example IT", "/about", "Founded in 2015.", ["history"], FACT_CATEGORIES.about);
const contact = item("Contact", "/contact", "Write to us.", ["email"], FACT_CATEGORIES.contact);
const items = [cloud, security, careers, about, contact];
const passages: AssistantIndex = {
  passages: [
    {
      title: cloud.title,
      url: cloud.url,
      category: "Services",
      keywords: ["cloud"],
      label: "features",
      text: "Nightly backups kept for 35 days.",
    },
    {
      title: security.title,
      url: security.url,
      category: "Services",
      keywords: ["security"],
      label: "features",
      text: "Phishing drills every quarter.",
    },
  ],
  related: {},
};
const context = { items, labels: CHAT_LABELS, contact: CONTACT };

describe("groundingPassages", () => {
  it("gives the passages that hold the question, best first, each with its page's address", () => {
    const found = groundingPassages({ ...context, assistant: passages }, "how long are backups kept");
    expect(found[0]).toEqual({ title: cloud.title, url: cloud.url, text: "Nightly backups kept for 35 days." });
    expect(found.map((passage) => passage.text)).not.toContain("Phishing drills every quarter.");
  });

  it("gives the best items without a passage index, above the relevance floor", () => {
    const found = groundingPassages(context, "cloud platforms price");
    expect(found[0]?.url).toBe(cloud.url);
    expect(found.map((passage) => passage.url)).not.toContain(security.url);
  });

  it("gives the company facts when nothing matches", () => {
    const found = groundingPassages({ ...context, assistant: passages }, "zebra xylophone quartz");
    expect(found.map((passage) => passage.url).sort()).toEqual([about.url, contact.url].sort());
  });
});
