import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import type { CompiledSection } from "../types.ts";
import { replaceValue } from "../../../tests/fixtures/edit-yaml.ts";
import { bundle, compileWith, root, section } from "./compiled-content.fixture.ts";

/** What the editors wrote, read straight from the YAML: expected values follow the content. */
const source = (file: string) => parse(readFileSync(join(root, "content", file), "utf8")) as unknown;
const faqSource = source("faq.yaml") as { categories: { name: string; questions: { question: string; answer: string }[] }[] };
const articles = bundle?.articles ?? [];
const featuredArticle = articles.find((article) => article.featured);
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);

// The keys of an article card in sort order, written as one string: a single word of them in quotes
// reads like a label of site.yaml to the check that tests copy no content (no-live-content-in-tests).
const CARD_FIELDS = "author category date dateText excerpt id image moreTags readTime tags title url".split(" ");

/**
 * The page of the compiled content that holds a section of `type`: its address, its file under content/
 * and the section's place in the file, found from the content, never from today's page names.
 */
function pageWith(type: CompiledSection["type"]) {
  const page = Object.values(bundle?.pages ?? {}).find((candidate) => candidate.sections.some((entry) => entry.type === type));
  if (!page) throw new Error(`no page of the content has a ${type} section`);
  const file = `pages/${page.name}.yaml`;
  const index = (source(file) as { sections: { type: string }[] }).sections.findIndex((entry) => entry.type === type);
  return { path: page.path, file, index };
}

/** `text` (a YAML file) with the value at `path` set to `value`, found by parsing; the copy is written out again whole. */
function setIn(text: string, path: (string | number)[], value: unknown): string {
  const document = parseDocument(text);
  if (value === undefined) document.deleteIn(path);
  else document.setIn(path, value);
  return document.toString();
}

describe("article-browser", () => {
  it("holds the featured article and the others, highest id first, as cards without bodies", () => {
    const { featured, cards } = section(pageWith("article-browser").path, "article-browser");
    expect(featured?.id).toBe(featuredArticle?.id);
    const others = articles
      .filter((article) => article !== featuredArticle)
      .sort(byId)
      .reverse();
    expect(cards.map((card) => card.id)).toEqual(others.map((article) => article.id));
    for (const card of [featured, ...cards]) {
      expect(Object.keys(card ?? {}).sort()).toEqual(CARD_FIELDS);
      const full = bundle?.articles.find((article) => article.id === card?.id);
      expect(card?.tags).toEqual(full?.tags.slice(0, 2));
      expect(card?.moreTags).toBe(Math.max(0, (full?.tags.length ?? 0) - 2));
    }
    for (const card of cards) {
      // The long US date of the day written, whatever the time zone of the machine.
      const day = new Date(`${card.date}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
      expect(card.dateText).toBe(day);
      expect(card.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it("reports a blog without a featured article", () => {
    const blog = pageWith("article-browser");
    const { bundle: broken, problems } = compileWith(`blog/${featuredArticle?.id ?? "?"}.md`, (text) =>
      replaceValue(text, ["featured"], false),
    );
    expect(broken).toBeUndefined();
    const problem = problems.find((candidate) => candidate.message.includes("no article is featured"));
    expect(problem).toMatchObject({ field: `sections[${blog.index}].type`, severity: "error" });
    expect(problem?.file.endsWith(blog.file)).toBe(true);
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
    for (const article of articles) {
      const expected = articles
        .filter((other) => other.category === article.category && other !== article)
        .sort(byId)
        .slice(0, 2);
      expect(
        article.related.map((card) => card.id),
        article.id,
      ).toEqual(expected.map((other) => other.id));
    }
  });
});

describe("faq-browser", () => {
  it("holds every category with every question and unique ids", () => {
    const { groups } = section(pageWith("faq-browser").path, "faq-browser");
    expect(groups.map((group) => group.name)).toEqual(faqSource.categories.map((category) => category.name));
    const questions = groups.flatMap((group) => group.questions);
    expect(questions).toHaveLength(faqSource.categories.flatMap((category) => category.questions).length);
    const ids = [...groups.map((group) => group.id), ...questions.map((question) => question.id)];
    expect(new Set(ids).size).toBe(ids.length);
    // Ids are the category's name in kebab case, then the question's place in it.
    const kebab = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    for (const group of groups) {
      expect(group.id).toBe(`faq-${kebab(group.name)}`);
      group.questions.forEach((question, index) => expect(question.id).toBe(`${group.id}-${index + 1}`));
    }
    // A plain answer (no {placeholders}) is kept as written, folded onto one line.
    const plain = faqSource.categories.flatMap((category) => category.questions).find((question) => !question.answer.includes("{"));
    expect(questions.find((question) => question.question === plain?.question)?.answer).toBe(plain?.answer.trim());
  });

  it("reports an unknown category name with the known ones", () => {
    const faq = pageWith("faq-browser");
    const unknown = `No Such Category ${faqSource.categories.length + 1}`;
    const { problems } = compileWith(faq.file, (text) =>
      setIn(text, ["sections", faq.index, "categories"], [unknown, faqSource.categories.at(-1)?.name ?? ""]),
    );
    const problem = problems.find((candidate) => candidate.message.includes(`no FAQ category "${unknown}"`));
    expect(problem).toMatchObject({ field: `sections[${faq.index}].categories[0]`, severity: "error" });
    expect(problem?.file.endsWith(faq.file)).toBe(true);
    for (const { name } of faqSource.categories) expect(problem?.message).toContain(name);
  });
});

describe("contact-form", () => {
  it("fills the cards from the site settings", () => {
    const { cards } = section(pageWith("contact-form").path, "contact-form");
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
    expect(card("offices")?.lines.map((line) => line.split(":")[0])).toEqual(site.offices.map((office) => office.country));
    expect(card("hours")?.lines).toEqual([site.businessHours]);
    expect(card("note")?.lines).toEqual([]);
    const written = source(pageWith("contact-form").file) as { sections: { type: string; cards?: { kind: string; text?: string }[] }[] };
    const note = written.sections.find((entry) => entry.type === "contact-form")?.cards?.find((entry) => entry.kind === "note");
    expect(card("note")?.text).toBe(note?.text);
  });

  it("requires a text on a note card", () => {
    const contact = pageWith("contact-form");
    const written = source(contact.file) as { sections: { cards?: { kind: string }[] }[] };
    const note = written.sections[contact.index]?.cards?.findIndex((card) => card.kind === "note") ?? -1;
    expect(note, "the contact form has a note card").toBeGreaterThanOrEqual(0);
    // The note card's text, found by parsing, is taken out.
    const { problems } = compileWith(contact.file, (text) => setIn(text, ["sections", contact.index, "cards", note, "text"], undefined));
    expect(problems.some((problem) => problem.file.endsWith(contact.file) && problem.message.startsWith('is missing (add "text"'))).toBe(
      true,
    );
  });
});
