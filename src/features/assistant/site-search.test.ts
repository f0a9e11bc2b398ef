import { describe, expect, it } from "vitest";
import { buildAssistantIndex } from "./build-step/passage-index.ts";
import { fixtureBundle } from "../../../tests/fixtures/fixture-site.ts";
import type { AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import { MAX_QUERY_CHARS, searchSite, type TextPart } from "./site-search.ts";

// The fixture site (tests/fixtures/site), so that rewording the live content never changes these results.
const bundle = fixtureBundle();
const fixtureIndex = buildAssistantIndex(bundle);
const pageTitle = (url: string) => bundle.pages[url]?.heading;

/** A shown text with its marked words in <angle brackets>. */
const shown = (parts: readonly TextPart[]) => parts.map((part) => (part.marked ? `<${part.text}>` : part.text)).join("");
const markedWords = (parts: readonly TextPart[]) => parts.filter((part) => part.marked).map((part) => part.text.toLowerCase());

// A test's own index: pages of a made-up company, one passage per fact.
const page = (title: string, url: string, category = "Services") => ({ title, url, category, keywords: [] as string[] });
const passage = (of: ReturnType<typeof page>, label: string, text: string): Passage => ({ ...of, label, text });
const cloud = page("Cloud Platforms", "/services/example-cloud");
const security = { ...page("Network Watch", "/services/example-security"), keywords: ["cybersecurity"] };
const guide = page("Moving Servers Without Downtime", "/blog/example-guide", "Cloud Computing");
const ownIndex: AssistantIndex = {
  passages: [
    passage(cloud, "description", "We plan the migration of your servers to the cloud in small waves."),
    passage(cloud, "features", "Landing zones built with code, reviewed before every change."),
    passage(security, "description", "Round-the-clock cybersecurity monitoring for small offices."),
    passage(guide, "", "Migrating a file server takes a weekend when the inventory is done first."),
    passage(guide, "", "Rehearse the cutover twice before the real weekend."),
  ],
  related: {},
};

describe("searchSite on the fixture site", () => {
  it("lists each page once, best first, with its title, type and address", () => {
    const { pages } = searchSite(fixtureIndex, "fixture", { pageTitle });
    const urls = pages.map((found) => found.url);
    expect(new Set(urls).size).toBe(urls.length);
    const service = bundle.services[0];
    const job = bundle.jobs.find((entry) => pages.some((found) => found.url === entry.url));
    expect(pages).toContainEqual(expect.objectContaining({ url: service?.url, title: service?.title, type: "service" }));
    expect(pages).toContainEqual(expect.objectContaining({ url: job?.url, title: job?.title, type: "job" }));
    expect(pages.find((found) => found.url === bundle.caseStudies[0]?.url)?.type).toBe("caseStudy");
    expect(pages.find((found) => found.url === bundle.articles[0]?.url)?.type).toBe("article");
    // The FAQ's passages carry their questions as titles: the page is named by its heading, the question shown with the answer.
    const faq = pages.find((found) => found.url === "/faq");
    expect(faq).toMatchObject({ type: "faq", title: bundle.pages["/faq"]?.heading });
    expect(faq?.snippets.some((snippet) => snippet.heading)).toBe(true);
  });

  it("shows at most two sentences a page, each holding a marked word of the query", () => {
    const { pages } = searchSite(fixtureIndex, "fixture", { pageTitle });
    expect(pages.length).toBeGreaterThan(3);
    for (const found of pages) {
      expect(found.snippets.length).toBeGreaterThan(0);
      expect(found.snippets.length).toBeLessThanOrEqual(2);
      for (const snippet of found.snippets) expect(markedWords([...(snippet.heading ?? []), ...snippet.text])).toContain("fixture");
    }
  });

  it("reads a misspelt word as the site's word and says so", () => {
    const word = bundle.services[0]?.title.split(" ")[0]?.toLowerCase() ?? "";
    const typo = `${word.slice(0, -2)}${word.slice(-1)}${word.slice(-2, -1)}`;
    const results = searchSite(fixtureIndex, typo, { pageTitle });
    expect(results.correctedTo).toBe(word);
    expect(results.pages[0]?.url).toBe(bundle.services[0]?.url);
  });

  it("finds nothing, honestly, for words no page holds, and searches nothing for function words alone", () => {
    expect(searchSite(fixtureIndex, "zebra xylophone").pages).toEqual([]);
    expect(searchSite(fixtureIndex, "what is the").pages).toEqual([]);
  });
});

describe("searchSite's reading of a query", () => {
  it("marks the query's words by stem: 'migrating' marks migration and Migrating", () => {
    const { pages } = searchSite(ownIndex, "migrating");
    const snippets = Object.fromEntries(pages.map((found) => [found.url, found.snippets.map((snippet) => shown(snippet.text))]));
    expect(snippets).toEqual({
      [guide.url]: ["<Migrating> a file server takes a weekend when the inventory is done first."],
      [cloud.url]: ["We plan the <migration> of your servers to the cloud in small waves."],
    });
  });

  it("puts the pages whose title holds the query first, whatever the passages' order", () => {
    const named = page("Zero Downtime Moves", "/services/example-moves");
    const tagged = { ...page("Weekend Work", "/blog/example-weekend", "Cloud Computing"), keywords: ["downtime"] };
    const index: AssistantIndex = {
      passages: [passage(tagged, "", "We cut downtime by working at weekends."), passage(named, "", "Moves planned to the minute.")],
      related: {},
    };
    expect(searchSite(index, "downtime").pages.map((found) => found.url)).toEqual([named.url, tagged.url]);
  });

  it("corrects a typo of a term of the index: 'cybersecurty' finds cybersecurity", () => {
    const results = searchSite(ownIndex, "cybersecurty");
    expect(results.correctedTo).toBe("cybersecurity");
    expect(results.pages.map((found) => [found.url, found.type])).toEqual([[security.url, "service"]]);
    expect(shown(results.pages[0]?.snippets[0]?.text ?? [])).toBe("Round-the-clock <cybersecurity> monitoring for small offices.");
  });

  it("cuts a query past the limit at a word, says so, and still searches its beginning", () => {
    const long = `migration ${"weekend ".repeat(60)}`;
    const results = searchSite(ownIndex, long);
    expect(results.shortened).toBe(true);
    expect([...results.query].length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(results.query).toMatch(/^migration weekend( weekend)*$/);
    expect(results.pages.length).toBeGreaterThan(0);
    expect(searchSite(ownIndex, "  migration \n waves ").query).toBe("migration waves");
  });

  it("lists at most 20 pages, and takes another ranking through `rank`", () => {
    const many: AssistantIndex = {
      passages: Array.from({ length: 30 }, (_, n) =>
        passage(page(`Office ${n}`, `/office-${n}`, "Offices"), "", `Our office number ${n}.`),
      ),
      related: {},
    };
    expect(searchSite(many, "office").pages).toHaveLength(20);
    const reversed = searchSite(many, "office", {
      rank: (index) => [...index.passages].reverse().map((entry) => ({ passage: entry, score: 1, coverage: 1, held: [] })),
    });
    expect(reversed.pages[0]).toMatchObject({ url: "/office-29", title: "Office 29", type: "page" });
  });
});
