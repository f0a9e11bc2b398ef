import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { bundle, isOpen, pageWith, sectionOf, site } from "../e2e/bundle.ts";

/**
 * What search engines read from a page's HTML alone: its structured data (JSON-LD) and its meta tags, checked
 * on the prerendered build (`build/client`), as the production server sends it, without a browser
 * (docs/decisions/0500-tests-by-kind.md). The browser journeys check what a visitor sees on the same pages.
 */
const client = new URL("../../build/client/", import.meta.url);

/** The prerendered page of a route, parsed. */
function pageAt(route: string): Document {
  const file = new URL(route === "/" ? "index.html" : `${route.replace(/^\//, "")}/index.html`, client);
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

/** The page's JSON-LD blocks, parsed; a block holding a list gives each of its items. */
function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script): Record<string, unknown>[] => {
    const parsed = JSON.parse(script.textContent ?? "") as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** An entry the test needs, or a failure that says which kind the bundle lacks. */
function need<T>(entry: T | undefined, kind: string): T {
  if (!entry) throw new Error(`The bundle has no ${kind}`);
  return entry;
}

/** The portfolio: the page with the case-study grid; its spotlight's case study, or the first. */
const PORTFOLIO = pageWith("case-study-grid");
const spotlightStudy = sectionOf(PORTFOLIO, "case-study-spotlight").study;
const featuredStudy = bundle.caseStudies.find((entry) => entry.id === spotlightStudy?.id) ?? bundle.caseStudies[0];
/** The blog's Editor's Pick, or the first article. */
const featuredArticle =
  bundle.articles.find((entry) => entry.id === sectionOf("/blog", "article-browser").featured?.id) ?? bundle.articles[0];

describe("structured data and meta tags in the prerendered HTML", () => {
  it("a case study page carries Organization, CreativeWork and a BreadcrumbList to the study", () => {
    const study = need(featuredStudy, "case study");
    const data = jsonLd(pageAt(study.url));
    expect(data.map((item) => item["@type"])).toEqual(expect.arrayContaining(["Organization", "CreativeWork", "BreadcrumbList"]));
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(["Home", bundle.pages[PORTFOLIO]?.heading, study.title]);
  });

  it("job pages carry a complete JobPosting, at the office or remote", () => {
    const job = need(
      bundle.jobs.find((entry) => isOpen(entry) && !entry.remote && entry.salary),
      "open job that is not remote and has a salary",
    );
    const posting = jsonLd(pageAt(job.url)).find((item) => item["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: job.title,
      datePosted: job.posted,
      validThrough: job.validThrough,
      directApply: true,
      identifier: { "@type": "PropertyValue", value: job.slug },
      hiringOrganization: { "@type": "Organization", name: site.name },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: site.address.city,
          addressRegion: site.address.regionCode ?? site.address.region,
          addressCountry: site.address.country,
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: job.salary?.min, maxValue: job.salary?.max, unitText: "YEAR" },
      },
    });
    if (job.type === "Full-time") expect(posting).toMatchObject({ employmentType: "FULL_TIME" });
    expect(String(posting?.description)).toContain("<li>");
    expect((posting?.hiringOrganization as Record<string, string>)["@id"]).toMatch(/\/#organization$/);
    expect((posting?.hiringOrganization as Record<string, string>).sameAs).toMatch(/^https?:\/\//);

    const remoteJob = need(
      bundle.jobs.find((entry) => isOpen(entry) && entry.remote),
      "open remote job",
    );
    const remote = jsonLd(pageAt(remoteJob.url)).find((item) => item["@type"] === "JobPosting");
    expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } });
    expect(remote).not.toHaveProperty("jobLocation");
  });

  it("an article's meta tags and BlogPosting, Organization and BreadcrumbList are in the HTML", () => {
    const entry = need(featuredArticle, "article");
    const document = pageAt(entry.url);
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content");
    expect(meta('meta[property="og:type"]')).toBe("article");
    // The search description is the article's seoDescription; the excerpt stays on cards and in the header.
    expect(meta('meta[name="description"]')).toBe(entry.seoDescription ?? entry.excerpt);
    expect(meta('meta[property="og:image"]')).toMatch(new RegExp(`/og/blog-${entry.id}\\.[0-9a-f]+\\.png$`));
    const data = jsonLd(document);
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    // Articles are dated at noon in the site's time zone (its offset depends on the season).
    const noonOn = (date = "") => expect.stringMatching(new RegExp(`^${date}T12:00:00[-+]\\d\\d:\\d\\d$`)) as unknown;
    expect(posting).toMatchObject({
      headline: entry.title,
      datePublished: noonOn(entry.date),
      dateModified: noonOn(entry.updated ?? entry.date),
      author: { "@type": "Person", name: entry.author, url: expect.stringMatching(/\/about$/) as unknown },
      articleSection: entry.category,
    });
    expect(String((posting?.publisher as { "@id": string })["@id"])).toMatch(/#organization$/);
    expect(String((posting?.mainEntityOfPage as { "@id": string })["@id"])).toMatch(new RegExp(`${entry.url}$`));
    expect(data.some((item) => item["@type"] === "Organization")).toBe(true);
    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] } | undefined;
    expect(breadcrumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(["Home", bundle.pages["/blog"]?.heading, entry.title]);
  });

  it("the FAQ's FAQPage holds every question and answer", () => {
    const groups = sectionOf("/faq", "faq-browser").groups;
    const questions = groups.flatMap((group) => group.questions);
    const firstQuestion = groups[0]?.questions[0];
    const faq = jsonLd(pageAt("/faq")).find((item) => item["@type"] === "FAQPage") as
      { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(questions.length);
    expect(
      faq?.mainEntity.every((item) => item["@type"] === "Question" && item.name.endsWith("?") && item.acceptedAnswer.text.length > 20),
    ).toBe(true);
    expect(faq?.mainEntity.find((item) => item.name === firstQuestion?.question)?.acceptedAnswer.text).toBe(firstQuestion?.answer);
  });

  it("service pages carry Service and BreadcrumbList", () => {
    const sample = need(bundle.services[0], "service");
    const blocks = jsonLd(pageAt(sample.url));
    const service = blocks.find((block) => block["@type"] === "Service");
    expect(service?.name).toBe(sample.title);
    expect(JSON.stringify(service?.provider)).toContain("#organization");
    expect(blocks.find((block) => block["@type"] === "BreadcrumbList")).toBeTruthy();
  });
});
