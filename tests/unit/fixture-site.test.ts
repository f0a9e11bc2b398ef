/**
 * The fixture content site (tests/fixtures/site) that the tests of mechanics run against: it compiles with no
 * problem, has something in every collection and a closed job, and shares no title, email or phone with the
 * live content, so that editing content/ never changes what those tests see.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { fixtureBundle, fixtureCompiled, fixtureContentDir } from "../fixtures/fixture-site.ts";
import { liveContent } from "../fixtures/live-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every title an editor gives an entry, and the company's name. */
function titles(content: ContentBundle): string[] {
  return [
    content.site.name,
    ...content.services.map((service) => service.title),
    ...content.caseStudies.map((study) => study.title),
    ...content.jobs.map((job) => job.title),
    ...content.articles.map((article) => article.title),
    ...content.faq.flatMap((group) => group.questions.map((entry) => entry.question)),
  ];
}

/** The addresses of the entries (not of the fixed pages, which every site has). */
const entryUrls = (content: ContentBundle) =>
  [...content.services, ...content.caseStudies, ...content.jobs, ...content.articles].map((entry) => entry.url);

describe("the fixture content site", () => {
  it("compiles with no problem, not even a warning", () => {
    expect(fixtureContentDir).not.toBe(`${root}content`);
    const { bundle, problems } = fixtureCompiled();
    expect(problems).toEqual([]);
    expect(bundle).toBeDefined();
    expect(() => fixtureBundle()).not.toThrow();
  });

  it("has at least one entry of each collection, an open job and a closed one", () => {
    const fixture = fixtureBundle();
    expect(fixture.services.length).toBeGreaterThan(0);
    expect(fixture.caseStudies.length).toBeGreaterThan(0);
    expect(fixture.articles.length).toBeGreaterThan(0);
    expect(fixture.faq.flatMap((group) => group.questions).length).toBeGreaterThan(0);
    const today = businessToday(fixture.site.timeZone);
    expect(fixture.jobs.filter((job) => isJobOpen(job, today)).length, "open jobs").toBeGreaterThan(0);
    expect(fixture.jobs.filter((job) => !isJobOpen(job, today)).length, "closed jobs").toBeGreaterThan(0);
  });

  it("shares no title, address, email or phone with the live content", () => {
    const { bundle: live, problems } = liveContent();
    if (!live) throw new Error(`the live content does not compile: ${problems.map((problem) => problem.message).join("; ")}`);
    const fixture = fixtureBundle();
    const liveTitles = new Set(titles(live));
    expect(titles(fixture).filter((title) => liveTitles.has(title))).toEqual([]);
    const liveUrls = new Set(entryUrls(live));
    expect(entryUrls(fixture).filter((url) => liveUrls.has(url))).toEqual([]);
    expect(fixture.site.email).not.toBe(live.site.email);
    expect(fixture.site.phone).not.toBe(live.site.phone);
    expect(fixture.site.phone.replace(/[^+0-9]/g, "")).not.toBe(live.site.phone.replace(/[^+0-9]/g, ""));
  });
});
