import { describe, expect, it } from "vitest";
import { fixtureBundle } from "../../../../tests/fixtures/fixture-site.ts";
import { buildAssistantIndex } from "./passage-index.ts";

// The fixture site (tests/fixtures/site), so that rewording the live content never changes these results.
const bundle = fixtureBundle();
const { passages, related } = buildAssistantIndex(bundle);
const study = bundle.caseStudies.find((entry) => entry.id === "901");
const job = (title: string) => bundle.jobs.find((entry) => entry.title === title);

describe("buildAssistantIndex", () => {
  it("makes each fact of an entry its own passage, carrying the entry's title, address and category", () => {
    const ofStudy = passages.filter((passage) => passage.url === study?.url);
    expect(ofStudy.length).toBeGreaterThan(5);
    for (const passage of ofStudy) expect(passage).toMatchObject({ title: study?.title, category: study?.category });
    expect(ofStudy).toContainEqual(expect.objectContaining({ label: "team size", text: "4" }));
    expect(ofStudy).toContainEqual(expect.objectContaining({ label: "budget", text: "$901,000-$902,000" }));
    expect(ofStudy.some((passage) => passage.label === "results" && passage.text.includes("First result one"))).toBe(true);
  });

  it("reads an article paragraph by paragraph, each under its heading", () => {
    const article = bundle.articles.find((entry) => entry.id === "901");
    const point = passages.find((passage) => passage.url === article?.url && passage.text === "one fixture point");
    expect(point?.label).toBe("A fixture heading");
  });

  it("gives no passage to addresses, pictures or settings, nor to a closed job", () => {
    expect(passages.some((passage) => /^\/|\.(png|jpe?g|webp)$/.test(passage.text))).toBe(false);
    const closed = job("Closed Fixture Role");
    expect(closed).toBeDefined();
    expect(passages.some((passage) => passage.url === closed?.url)).toBe(false);
    expect(passages.some((passage) => passage.url === job("Fixture Engineer")?.url || passage.url.startsWith("/careers/"))).toBe(true);
  });

  it("lists, for words a visitor may say, the index words WordNet relates them to", () => {
    // Every key is another word's stem: no word is listed as related to itself.
    for (const [word, targets] of Object.entries(related)) expect(targets).not.toContain(word);
    expect(Object.keys(related).length).toBeGreaterThan(100);
  });
});
