/**
 * No test states today's content (docs/decisions/0410): the values an editor changes in an ordinary month
 * (titles, labels, the email and phone, prices, salaries, entry slugs) are read from the compiled bundle of
 * the content the suite runs against, and each is looked for in every test file. A test that needs a value
 * reads it from the bundle; a test that needs an entry makes it in its own fixture. The few files that may
 * hold such a value say why in ALLOWED. (An entry that no longer finds anything is not an error: an editor's
 * rewording can make it so, and an editor's change never fails a test.)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/types.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as ContentBundle;

/** Files that may hold a live value, each with the reason; nothing else may. */
const ALLOWED: Record<string, string> = {
  "src/content/compiler/cross-checks.test.ts": "builds its own files and its own set of known pages for crossCheck",
  "src/features/leads/components/contact-prefill.test.ts": "gives a pure function its own service choices",
  "src/hydration/early-input.test.ts": "builds its own page in jsdom, with its own form and addresses",
  "src/lib/breadcrumbs.test.ts": "gives a pure function its own path and labels",
  "src/features/leads/lead-attribution.test.ts": "gives the attribution cleaners addresses of its own",
  "src/lib/structured-data-blog-faq.test.ts": "builds its own FAQ items and article",
  "src/lib/structured-data.test.ts": "builds its own site and job objects",
  "src/server/ops/metrics.integration.test.ts": "serves a fake build of its own, whose routes any service address would do for",
  "tests/fixtures/ordinary-month.ts": "writes an editor's month of new values into a copy, where they become the live content",
  "tests/month/editor-change.test.ts": "rewords copy in a copy of the project, where the new words become the live content",
};

type Needle = { value: string; what: string; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Too short or too common to say anything when found (a label such as "FAQ" or "Menu"). */
const telling = (value: string) => value.trim().length >= 4;

/**
 * What an editor owns, in three kinds of match: values found anywhere in a file (titles, contact details,
 * prices), entry addresses and files found as whole paths (/portfolio/1 but not /portfolio/10), and
 * interface words found as a whole string literal (getByLabel("Full Name")), since such short words also
 * stand in prose and code of their own.
 */
function liveValues(content: ContentBundle): Needle[] {
  const needles: Needle[] = [];
  const anywhere = (value: string, what: string) =>
    telling(value) && needles.push({ value, what, pattern: new RegExp(escapeRegExp(value)) });
  const path = (value: string, what: string) => needles.push({ value, what, pattern: new RegExp(`${escapeRegExp(value)}(?![\\w-])`) });
  // A label of one lower-case word ("article") is also a word of code: an ARIA role, a kind, a key.
  const literal = (value: string, what: string) =>
    telling(value) && !/^[a-z]+$/.test(value) && needles.push({ value, what, pattern: new RegExp(`(["'\`])${escapeRegExp(value)}\\1`) });

  for (const service of content.services) {
    anywhere(service.title, "a service's title");
    literal(service.navLabel, "a service's menu label");
    anywhere(service.priceLine, "a service's price line");
    path(service.url, "a service's address");
    path(`content/services/${service.slug}.yaml`, "a service's file");
  }
  for (const study of content.caseStudies) {
    anywhere(study.title, "a case study's title");
    anywhere(study.client, "a case study's client");
    path(study.url, "a case study's address");
  }
  for (const job of content.jobs) {
    anywhere(job.title, "a job's title");
    anywhere(job.salaryText, "a job's salary");
    path(job.url, "a job's address");
    path(`content/jobs/${job.slug}.yaml`, "a job's file");
  }
  for (const article of content.articles) {
    anywhere(article.title, "an article's title");
    path(article.url, "an article's address");
  }
  for (const group of content.faq) for (const { question } of group.questions) anywhere(question, "an FAQ question");
  anywhere(content.site.name, "the company's name");
  anywhere(content.site.legalName, "the company's legal name");
  anywhere(content.site.tagline, "the company's tagline");
  anywhere(content.site.address.street, "the company's street address");
  anywhere(content.site.email, "the site's email");
  anywhere(content.site.phone, "the site's phone");
  anywhere(content.site.phone.replace(/[^+0-9]/g, ""), "the site's phone, as dialled");
  // The site's own pages (/contact, /portfolio) are its fixed routes, not words an editor owns, even where a label links them.
  const routes = new Set(Object.keys(content.pages));
  const words = (value: unknown, what: string): void => {
    if (typeof value === "string") {
      if (!routes.has(value)) literal(value, what);
    } else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) words(inner, `${what}.${key}`);
  };
  words(content.site.labels, "label");
  words(content.chat.labels, "chat text");
  for (const action of content.chat.quickActions) literal(action.question, "a chat quick action");
  return needles;
}

/** Test code and its fixtures: where a copied value would break on an editor's change. */
function testFiles(): string[] {
  const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  return tracked
    .split("\n")
    .filter((file) => /\.(test|spec)\.tsx?$|\.fixture\.ts$/.test(file) || /^tests\/.+\.tsx?$/.test(file))
    .sort();
}

const needles = liveValues(bundle);
/** This file names kinds of values in its own words ("a service's title"), which can read like a label. */
const files = testFiles().filter((file) => file !== "tests/integration/no-live-content-in-tests.test.ts");
const found = new Map(
  files.map((file) => {
    const text = readFileSync(`${root}${file}`, "utf8");
    return [file, needles.filter((needle) => needle.pattern.test(text))] as const;
  }),
);

describe("tests read the content instead of copying it", () => {
  it("finds the values it looks for (the bundle and the file list are not empty)", () => {
    expect(needles.length).toBeGreaterThan(50);
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("tests/integration/server.test.ts");
  });

  it("finds no live value in a test file, except where ALLOWED says why", () => {
    const copied = [...found]
      .filter(([file, hits]) => hits.length > 0 && !(file in ALLOWED))
      .map(([file, hits]) => `${file}: ${hits.map((hit) => `${hit.what} ${JSON.stringify(hit.value)}`).join("; ")}`);
    expect(copied, "read these from the bundle (tests/e2e/bundle.ts), or make the entry in the test's own fixture").toEqual([]);
  });

  it("would catch a copied value", () => {
    const sample = `await expect(page.getByRole("heading")).toHaveText(${JSON.stringify(bundle.services[0]?.title)});`;
    expect(needles.some((needle) => needle.pattern.test(sample))).toBe(true);
  });
});
