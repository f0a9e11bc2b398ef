import { describe, expect, it } from "vitest";
import { bundle, compileWith, section } from "./compiled-content.fixture.ts";

const CARD_FIELDS = ["author", "category", "date", "dateText", "excerpt", "id", "image", "moreTags", "readTime", "tags", "title", "url"];

describe("article-browser", () => {
  it("holds the featured article and the others, highest id first, as cards without bodies", () => {
    const { featured, cards } = section("/blog", "article-browser");
    expect(featured?.id).toBe("7");
    expect(cards.map((card) => card.id)).toEqual(["8", "6", "5", "4", "3", "2", "1"]);
    for (const card of [featured, ...cards]) {
      expect(Object.keys(card ?? {}).sort()).toEqual(CARD_FIELDS);
      const full = bundle?.articles.find((article) => article.id === card?.id);
      expect(card?.tags).toEqual(full?.tags.slice(0, 2));
      expect(card?.moreTags).toBe(Math.max(0, (full?.tags.length ?? 0) - 2));
    }
    const devops = cards.find((card) => card.id === "3");
    expect(devops).toMatchObject({ dateText: "October 8, 2024", moreTags: 3 });
    expect(devops?.readTime).toMatch(/^\d+ min read$/);
  });

  it("reports a blog without a featured article", () => {
    const { bundle: broken, problems } = compileWith("blog/7.md", (text) => text.replace("featured: true", "featured: false"));
    expect(broken).toBeUndefined();
    const problem = problems.find((candidate) => candidate.message.includes("no article is featured"));
    expect(problem).toMatchObject({ field: "sections[1].type", severity: "error" });
    expect(problem?.file).toMatch(/pages\/blog\.yaml$/);
  });
});

describe("related articles", () => {
  it("are at most two of the same category, never the article itself, lowest id first", () => {
    for (const article of bundle?.articles ?? []) {
      expect(article.related.length).toBeLessThanOrEqual(2);
      for (const card of article.related) {
        expect(card.category).toBe(article.category);
        expect(card.id).not.toBe(article.id);
        expect(card).not.toHaveProperty("html");
      }
    }
    const related = (id: string) => bundle?.articles.find((article) => article.id === id)?.related.map((card) => card.id);
    expect(related("1")).toEqual(["5"]);
    expect(related("7")).toEqual(["8"]);
    expect(related("3")).toEqual([]);
  });
});

describe("faq-browser", () => {
  it("holds the six categories with every question and unique ids", () => {
    const { groups } = section("/faq", "faq-browser");
    expect(groups.map((group) => group.name)).toEqual([
      "General Services",
      "Hiring & Team Building",
      "Technology & Expertise",
      "Project Process",
      "Pricing & Business",
      "Global Presence",
    ]);
    const questions = groups.flatMap((group) => group.questions);
    expect(questions).toHaveLength(32);
    const ids = [...groups.map((group) => group.id), ...questions.map((question) => question.id)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(groups[4]?.id).toBe("faq-pricing-business");
    expect(groups[3]?.questions[0]?.id).toBe("faq-project-process-1");
    expect(groups[3]?.questions[0]?.answer).toContain("Simple projects take 2-4 weeks, while complex projects take 3-6 months or more.");
  });

  it("reports an unknown category name with the known ones", () => {
    const { problems } = compileWith("pages/faq.yaml", (text) =>
      text.replace("categories: all", "categories:\n      - Pricing\n      - Global Presence"),
    );
    const problem = problems.find((candidate) => candidate.message.includes('no FAQ category "Pricing"'));
    expect(problem).toMatchObject({ field: "sections[1].categories[0]", severity: "error" });
    expect(problem?.file).toMatch(/pages\/faq\.yaml$/);
    expect(problem?.message).toContain("Pricing & Business");
  });
});

describe("contact-form", () => {
  it("fills the cards from the site settings", () => {
    const { cards } = section("/contact", "contact-form");
    const card = (kind: string) => cards.find((candidate) => candidate.kind === kind);
    const site = bundle?.site;
    if (!site) throw new Error("the content has errors");
    expect(card("email")).toMatchObject({ lines: [site.email], href: `mailto:${site.email}` });
    // tel: keeps the digits and the leading +.
    expect(card("phone")).toMatchObject({ lines: [site.phone], href: `tel:${site.phone.replace(/[^+0-9]/g, "")}` });
    expect(card("address")?.lines).toEqual([
      site.address.street,
      `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    ]);
    expect(card("offices")?.lines.map((line) => line.split(":")[0])).toEqual(["USA", "India", "Singapore"]);
    expect(card("hours")?.lines).toEqual([site.businessHours]);
    expect(card("note")?.lines).toEqual([]);
    expect(card("note")?.text).toContain("within 2-4 hours during business hours");
  });

  it("requires a text on a note card", () => {
    const { problems } = compileWith("pages/contact.yaml", (text) =>
      text.replace(/(title: Quick Response Guarantee\n)\s+text: >-\n(\s+.*\n){2}/, "$1"),
    );
    expect(
      problems.some((problem) => problem.file.endsWith("pages/contact.yaml") && problem.message.startsWith('is missing (add "text"')),
    ).toBe(true);
  });
});
