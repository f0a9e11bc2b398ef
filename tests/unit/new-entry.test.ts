import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import type { CompiledSection, ContentBundle } from "../../src/content/types.ts";
import { rssXml, sitemapXml } from "../../src/lib/feeds.ts";
import { faqPage } from "../../src/lib/structured-data.ts";
import { serviceSchema } from "../../src/lib/structured-data-entries.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { jobPosting } from "../../src/lib/structured-data-job.ts";
import { copyContent } from "../fixtures/content-copy.ts";
import { replaceValue, valueAt } from "../fixtures/edit-yaml.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The content the copy starts from: each new entry is a copy of one of its entries, with new ids found from it. */
const live = JSON.parse(readFileSync(join(root, ".generated/content.json"), "utf8")) as ContentBundle;
const NEW_QUESTION = "Do you back up our mailboxes every night?";
const NEW = {
  service: { slug: "cloud-backup", title: "Cloud Backup" },
  job: { slug: "data-engineer", title: "Data Engineer" },
  caseStudy: {
    id: String(Math.max(0, ...live.caseStudies.map((entry) => Number(entry.id))) + 1),
    title: "Data Platform Modernization for a Regional Retailer",
  },
  article: { id: String(Math.max(0, ...live.articles.map((entry) => Number(entry.id))) + 1), title: "Backups That Actually Restore" },
};
const NEW_URLS = [`/services/${NEW.service.slug}`, `/careers/${NEW.job.slug}`, `/portfolio/${NEW.caseStudy.id}`, `/blog/${NEW.article.id}`];
let bundle: ContentBundle;

/** The first entry a copy can start from; throws when the content has none. */
function first<T>(entries: readonly T[], what: string, usable: (entry: T) => boolean = () => true): T {
  const found = entries.find(usable);
  if (!found) throw new Error(`the compiled content has no ${what} to copy`);
  return found;
}

/**
 * A copy's own search title and description, found by parsing: a copy keeps those of its source until an
 * editor rewrites them, which content:check refuses (docs/decisions/0411).
 */
function ownSearchText(text: string, name: string): string {
  const description = `${name}: an entry the test adds to a copy of the content, described in words of its own.`;
  const fields: [(string | number)[], string][] = [
    [["seo", "title"], name],
    [["seo", "description"], description],
    [["seoTitle"], name],
    [valueAt(text, ["seoDescription"]) === undefined ? ["excerpt"] : ["seoDescription"], description],
  ];
  return fields.reduce((edited, [path, value]) => (valueAt(edited, path) === undefined ? edited : replaceValue(edited, path, value)), text);
}

/** Adds one file per collection (and one FAQ entry) to a copy of content/, then compiles it. */
beforeAll(() => {
  const content = copyContent("new-entry-");
  const copy = (from: string, to: string, edit: (text: string) => string) =>
    writeFileSync(join(content, to), edit(readFileSync(join(content, from), "utf8")));
  const nextOrder = (entries: readonly { order: number }[]) => Math.max(0, ...entries.map((entry) => entry.order)) + 1;
  // Fields are found by parsing (tests/fixtures/edit-yaml.ts); one featured entry stays the only one.
  const service = first(live.services, "service");
  copy(`services/${service.slug}.yaml`, `services/${NEW.service.slug}.yaml`, (text) => {
    const ordered = replaceValue(text, ["order"], nextOrder(live.services));
    return ownSearchText(
      replaceValue(replaceValue(ordered, ["title"], NEW.service.title), ["navLabel"], NEW.service.title),
      NEW.service.title,
    );
  });
  const today = businessToday(live.site.timeZone);
  const job = first(live.jobs, "open job", (entry) => isJobOpen(entry, today));
  copy(`jobs/${job.slug}.yaml`, `jobs/${NEW.job.slug}.yaml`, (text) =>
    ownSearchText(replaceValue(replaceValue(text, ["order"], nextOrder(live.jobs)), ["title"], NEW.job.title), NEW.job.title),
  );
  const study = first(live.caseStudies, "case study that is not featured", (entry) => !entry.featured);
  copy(`case-studies/${study.id}.yaml`, `case-studies/${NEW.caseStudy.id}.yaml`, (text) =>
    ownSearchText(replaceValue(text, ["title"], NEW.caseStudy.title), "Retail Data Platform"),
  );
  const article = first(live.articles, "article that is not featured", (entry) => !entry.featured);
  copy(`blog/${article.id}.md`, `blog/${NEW.article.id}.md`, (text) =>
    ownSearchText(replaceValue(text, ["title"], NEW.article.title), NEW.article.title),
  );
  copy("faq.yaml", "faq.yaml", (text) => {
    const faq = parseDocument(text);
    faq.addIn(["categories", 0, "questions"], {
      question: NEW_QUESTION,
      answer: "Yes. We back up mailboxes, OneDrive and SharePoint every day and test restores monthly.",
    });
    return faq.toString();
  });
  const result = compileContent(root, content);
  expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  bundle = result.bundle as ContentBundle;
});

const sections = (path: string): CompiledSection[] => bundle.pages[path]?.sections ?? [];
/** The sections of the copy's page that holds a section of `type` (e.g. the case study grid's page). */
const sectionsWith = (type: CompiledSection["type"]): CompiledSection[] =>
  Object.values(bundle.pages).find((page) => page.sections.some((section) => section.type === type))?.sections ?? [];
const json = (value: unknown) => JSON.stringify(value);

describe("adding an entry is adding a file", () => {
  it("gives each new entry its route, prerendered and in the sitemap", () => {
    const paths = bundle.routes.map((route) => route.path);
    for (const path of NEW_URLS) {
      expect(paths).toContain(path);
      expect(sitemapXml(bundle, "https://example.com")).toContain(`<loc>https://example.com${path}</loc>`);
    }
  });

  it("puts the service in the navigation and the services grid", () => {
    expect(bundle.services.map((service) => service.slug)).toContain(NEW.service.slug);
    expect(json(sections("/services"))).toContain(`/services/${NEW.service.slug}`);
  });

  it("lists the job, the case study and the article on their pages, and the article in the RSS feed", () => {
    expect(json(sectionsWith("job-list"))).toContain(`/careers/${NEW.job.slug}`);
    expect(json(sectionsWith("case-study-grid"))).toContain(`/portfolio/${NEW.caseStudy.id}`);
    expect(json(sectionsWith("article-browser"))).toContain(`/blog/${NEW.article.id}`);
    expect(rssXml(bundle, "https://example.com")).toContain(`<link>https://example.com/blog/${NEW.article.id}</link>`);
  });

  it("feeds structured data: FAQPage, JobPosting and Service", () => {
    const faq = sectionsWith("faq-browser").find((section) => section.type === "faq-browser");
    expect(faq && faq.type === "faq-browser" && json(faqPage(faq.groups.flatMap((group) => group.questions)))).toContain(NEW_QUESTION);
    const job = bundle.jobs.find((entry) => entry.slug === NEW.job.slug);
    expect(job && jobPosting(job, bundle.site, "https://example.com")).toMatchObject({ "@type": "JobPosting", title: NEW.job.title });
    const service = bundle.services.find((entry) => entry.slug === NEW.service.slug);
    expect(service && serviceSchema(service, "https://example.com")).toMatchObject({ "@type": "Service", name: NEW.service.title });
  });

  it("teaches the chatbot about every new entry", () => {
    const urls = bundle.chat.index.map((item) => item.url);
    for (const url of NEW_URLS) expect(urls).toContain(url);
    expect(bundle.chat.index.map((item) => item.title)).toContain(NEW_QUESTION);
  });
});
