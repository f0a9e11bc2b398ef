import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../scripts/content/compile-content.ts";
import type { CompiledSection, ContentBundle } from "../../src/content/types.ts";
import { rssXml, sitemapXml } from "../../src/lib/feeds.ts";
import { faqPage } from "../../src/lib/structured-data.ts";
import { serviceSchema } from "../../src/lib/structured-data-entries.ts";
import { jobPosting } from "../../src/lib/structured-data-job.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const NEW_QUESTION = "Do you back up Microsoft 365 mailboxes?";
let dir: string;
let bundle: ContentBundle;

/** Adds one file per collection (and one FAQ entry) to a copy of content/, then compiles it. */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "new-entry-"));
  const content = join(dir, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const copy = (from: string, to: string, edit: (text: string) => string) =>
    writeFileSync(join(content, to), edit(readFileSync(join(content, from), "utf8")));
  copy("services/cloud.yaml", "services/cloud-backup.yaml", (text) =>
    text
      .replace(/^order: .*/m, "order: 16")
      .replace(/^title: .*/m, "title: Cloud Backup")
      .replace(/^navLabel: .*/m, "navLabel: Cloud Backup"),
  );
  copy("jobs/devops-engineer.yaml", "jobs/data-engineer.yaml", (text) =>
    text.replace(/^order: .*/m, "order: 7").replace(/^title: .*/m, "title: Data Engineer"),
  );
  copy("case-studies/2.yaml", "case-studies/7.yaml", (text) =>
    text.replace(/^title: .*/m, "title: Data Platform Modernization for a Regional Retailer"),
  );
  copy("blog/1.md", "blog/9.md", (text) =>
    text.replace(/^title: .*/m, "title: Backups That Actually Restore").replace(/^featured: .*\n/m, ""),
  );
  copy("faq.yaml", "faq.yaml", (text) =>
    text.replace(
      /( {2}- name: [^\n]+\n(?: {4}icon: [^\n]+\n)? {4}questions:\n)/,
      `$1      - question: ${NEW_QUESTION}\n        answer: Yes. We back up mailboxes, OneDrive and SharePoint every day and test restores monthly.\n`,
    ),
  );
  const result = compileContent(root, content);
  expect(result.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  bundle = result.bundle as ContentBundle;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sections = (path: string): CompiledSection[] => bundle.pages[path]?.sections ?? [];
const json = (value: unknown) => JSON.stringify(value);

describe("adding an entry is adding a file", () => {
  it("gives each new entry its route, prerendered and in the sitemap", () => {
    const paths = bundle.routes.map((route) => route.path);
    for (const path of ["/services/cloud-backup", "/careers/data-engineer", "/portfolio/7", "/blog/9"]) {
      expect(paths).toContain(path);
      expect(sitemapXml(bundle, "https://example.com")).toContain(`<loc>https://example.com${path}</loc>`);
    }
  });

  it("puts the service in the navigation and the services grid", () => {
    expect(bundle.services.map((service) => service.slug)).toContain("cloud-backup");
    expect(json(sections("/services"))).toContain("/services/cloud-backup");
  });

  it("lists the job, the case study and the article on their pages, and the article in the RSS feed", () => {
    expect(json(sections("/careers"))).toContain("/careers/data-engineer");
    expect(json(sections("/portfolio"))).toContain("/portfolio/7");
    expect(json(sections("/blog"))).toContain("/blog/9");
    expect(rssXml(bundle, "https://example.com")).toContain("<link>https://example.com/blog/9</link>");
  });

  it("feeds structured data: FAQPage, JobPosting and Service", () => {
    const faq = sections("/faq").find((section) => section.type === "faq-browser");
    expect(faq && faq.type === "faq-browser" && json(faqPage(faq.groups.flatMap((group) => group.questions)))).toContain(NEW_QUESTION);
    const job = bundle.jobs.find((entry) => entry.slug === "data-engineer");
    expect(job && jobPosting(job, bundle.site, "https://example.com")).toMatchObject({ "@type": "JobPosting", title: "Data Engineer" });
    const service = bundle.services.find((entry) => entry.slug === "cloud-backup");
    expect(service && serviceSchema(service, "https://example.com")).toMatchObject({ "@type": "Service", name: "Cloud Backup" });
  });

  it("teaches the chatbot about every new entry", () => {
    const urls = bundle.chat.index.map((item) => item.url);
    for (const url of ["/services/cloud-backup", "/careers/data-engineer", "/portfolio/7", "/blog/9"]) expect(urls).toContain(url);
    expect(bundle.chat.index.map((item) => item.title)).toContain(NEW_QUESTION);
  });
});
