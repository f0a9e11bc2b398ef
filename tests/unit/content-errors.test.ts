import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { isNode, parse, parseDocument } from "yaml";
import { copyContent } from "../fixtures/content-copy.ts";
import { replaceValue } from "../fixtures/edit-yaml.ts";
import { liveContent } from "../fixtures/live-content.ts";
import { fieldPath, formatProblem } from "../../src/content/compiler/content-error.ts";
import { compileContent } from "../../src/content/compiler/compile-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The copy of this test's problemsAfter: at() and atValue() read positions from it, or else from content/. */
let copy: string | undefined;

/** Compiles a copy of content/ after applying edits, and returns the messages an editor would read. */
function problemsAfter(edits: Record<string, (text: string) => string>): string[] {
  const contentDir = copyContent("content-");
  copy = contentDir;
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(contentDir, file);
    writeFileSync(path, edit(readFileSync(path, "utf8")));
  }
  const { problems } = compileContent(root, contentDir);
  return problems.filter((problem) => problem.severity === "error").map((problem) => normalise(formatProblem(problem)));
}

/** Temporary copies live outside the project; show their paths as content/... like the real ones. */
function normalise(message: string): string {
  return message.replace(/\S*content-[A-Za-z0-9]+\/content\//g, "content/");
}

/**
 * Where `pattern` ends in a file of the compiled copy, as messages name it: "content/<file>:<line>:<column>".
 * Computed, not written down, so an editor's change above a spot does not break the test
 * (docs/decisions/0231-sentences-type-names-and-error-lines.md).
 */
function at(file: string, pattern: RegExp): string {
  const text = readFileSync(join(copy ?? join(root, "content"), file), "utf8");
  const match = pattern.exec(text);
  if (!match) throw new Error(`content/${file}: nothing matches ${String(pattern)}`);
  const before = text.slice(0, match.index + match[0].length);
  return `content/${file}:${before.split("\n").length}:${before.length - before.lastIndexOf("\n")}`;
}

/** A content file of the real content, parsed: tests find what they break by structure, never by today's words. */
function parsed<T>(file: string): T {
  const text = readFileSync(join(root, "content", file), "utf8");
  return parse(file.endsWith(".md") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text) as T;
}

/** Where the value at `path` starts in a file of the compiled copy, as messages name it. */
function atValue(file: string, path: (string | number)[]): string {
  const text = readFileSync(join(copy ?? join(root, "content"), file), "utf8");
  const node = parseDocument(text).getIn(path, true);
  if (!isNode(node) || !node.range) throw new Error(`content/${file}: nothing at ${path.join(".")}`);
  const before = text.slice(0, node.range[0]);
  return `content/${file}:${before.split("\n").length}:${before.length - before.lastIndexOf("\n")}`;
}

/** The paths of every `href` in a parsed file that links to `target`. */
function linksTo(value: unknown, target: string, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linksTo(item, target, [...path, index]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "href" && item === target ? [[...path, key]] : linksTo(item, target, [...path, key]),
  );
}

/** The company name the site adds to search titles (site.yaml's name). */
const brand = () => parsed<{ name: string }>("site.yaml").name;
/** The first service file in name order: the tests break a service without depending on which ones exist. */
const serviceFile = () =>
  `services/${
    readdirSync(join(root, "content/services"))
      .filter((file) => /\.ya?ml$/.test(file))
      .sort()[0] ?? "none.yaml"
  }`;
/** The blog categories the article schema allows, in its order. */
const articleCategories = () =>
  (JSON.parse(readFileSync(join(root, "schemas/article.schema.json"), "utf8")) as { properties: { category: { enum: string[] } } })
    .properties.category.enum;
/** Article files in the order the compiler reads them (name order). */
const articleFiles = () =>
  readdirSync(join(root, "content/blog"))
    .filter((file) => file.endsWith(".md"))
    .sort();

afterEach(() => {
  copy = undefined;
});

describe("content errors name the file, line, field and fix", () => {
  it("the real content has no errors", () => {
    expect(liveContent().problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  const homeSections = () => parsed<{ sections: Record<string, unknown>[] }>("pages/home.yaml").sections;

  it("a misspelt field name suggests the right one", () => {
    const index = homeSections().findIndex((section) => "eyebrow" in section);
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("    eyebrow:", "    eyebrw:") })).toEqual([
      `${at("pages/home.yaml", /^ {4}(?=eyebrw:)/m)}  sections[${index}].eyebrw: is not a known field (did you mean "eyebrow"?)`,
    ]);
  });

  it("a renamed field under its old name says the new name, once, at the old key (docs/decisions/0509)", () => {
    const oldNames = (text: string) => text.replace(/^labels:/m, "texts:").replace(/^meetingLabels:/m, "meetingTexts:");
    expect(problemsAfter({ "chat.yaml": oldNames })).toEqual([
      `${at("chat.yaml", /^(?=texts:)/m)}  texts: is now called "labels": rename the key to labels, keeping everything under it`,
      `${at("chat.yaml", /^(?=meetingTexts:)/m)}  meetingTexts: is now called "meetingLabels": rename the key to meetingLabels, keeping everything under it`,
    ]);
  });

  it("an unknown section type lists the known ones", () => {
    const index = homeSections().findIndex((section) => section.type === "process");
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("  - type: process", "  - type: proces") })).toEqual([
      `${at("pages/home.yaml", /^ {2}- type: (?=proces$)/m)}  sections[${index}].type: "proces" is not a section type (did you mean "process"? use one of: hero, stats, service-cards, process, experts, testimonials, tech-grid, feature-grid, cta, article-browser, newsletter, faq-browser, contact-form, faq-list, prose, story, team, badges, logo-strip, timeline, case-study-spotlight, case-study-grid, job-list)`,
    ]);
  });

  it("a missing required field says what it is for", () => {
    const index = homeSections().findIndex((section) => section.type === "cta" && "title" in section);
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("  - type: cta\n    title:", "  - type: cta\n    titel:") })).toEqual([
      `${at("pages/home.yaml", /^ {2}- (?=type: cta\n {4}titel:)/m)}  sections[${index}].title: is missing (add "title")`,
      `${at("pages/home.yaml", /^ {2}- type: cta\n {4}(?=titel:)/m)}  sections[${index}].titel: is not a known field (did you mean "title"?)`,
    ]);
  });

  it("a wrong type, a bad enum value, a bad date and a too-long text", () => {
    const [article] = articleFiles();
    const [study] = readdirSync(join(root, "content/case-studies")).sort();
    const service = serviceFile();
    // A category with its last two letters swapped: one edit away, so the check suggests it.
    const categories = articleCategories();
    const category = categories.find((name) => name.at(-1) !== name.at(-2)) ?? "";
    const misspelt = category.replace(/(.)(.)$/, "$2$1");
    expect(
      problemsAfter({
        [service]: (text) => text.replace(/^order: \d+/m, "order: first"),
        [`blog/${article}`]: (text) => text.replace(/^category: .*/m, `category: ${misspelt}`).replace(/^date: .*/m, "date: 2024-13-45"),
        [`case-studies/${study}`]: (text) => text.replace(/^timeline: .*/m, "timeline: six months"),
      }),
    ).toEqual([
      `${at(service, /^order: /m)}  order: must be a whole number (Position in lists of services (1 comes first).)`,
      `${at(`case-studies/${study}`, /^timeline: /m)}  timeline: "six months" is not in the expected form (How long the project took, e.g. 8 months.)`,
      `${at(`blog/${article}`, /^date: /m)}  date: "2024-13-45" is not a date (write it as YYYY-MM-DD, e.g. 2024-12-05)`,
      `${at(`blog/${article}`, /^category: /m)}  category: "${misspelt}" is not allowed here (did you mean "${category}"? use one of: ${categories.join(", ")})`,
    ]);
  });

  it("a YAML syntax error points at its line", () => {
    expect(problemsAfter({ "faq.yaml": (text) => text.replace("categories:", "categories:\n  - name: [unclosed") })).toEqual([
      `${at("faq.yaml", /^ {2}- name: (?=\[unclosed)/m)}  this [ list is never closed (add ] at its end, or put the whole text in quotes if it just starts with [)`,
    ]);
  });

  it("an unclosed quote on line 3 is reported at line 3, in plain words", () => {
    const service = serviceFile();
    expect(problemsAfter({ [service]: (text) => text.replace(/^title: /m, 'title: "') })).toEqual([
      `${at(service, /^title: (?=")/m)}  this text starts with " but the quote is never closed (add " at the end of the text, or remove the opening one)`,
    ]);
  });

  it("a misspelt key inside a group names the key and the allowed ones", () => {
    const service = serviceFile();
    expect(problemsAfter({ [service]: (text) => text.replace(/^( {2})monthly:/m, "$1montly:") })).toEqual([
      `${at(service, /^ {2}(?=montly:)/m)}  pricing.montly: is not a known field (did you mean "monthly"? allowed here: monthly, label)`,
    ]);
  });

  it("a link to a service that does not exist names the existing ones", () => {
    // The home page's list of services and the service files, as they are today.
    const home = parsed<{ sections: { type: string; services?: string[] | "all" }[] }>("pages/home.yaml");
    const index = home.sections.findIndex((section) => section.type === "service-cards" && Array.isArray(section.services));
    const listed = home.sections[index]?.services;
    if (!Array.isArray(listed) || !listed.length) throw new Error("content/pages/home.yaml: no service-cards section lists services");
    const position = listed.length - 1;
    const wrong = `${listed[position]}x`;
    const existing = readdirSync(join(root, "content/services"))
      .filter((file) => /\.ya?ml$/.test(file))
      .map((file) => file.replace(/\.ya?ml$/, ""));
    const path = ["sections", index, "services", position];
    expect(problemsAfter({ "pages/home.yaml": (text) => replaceValue(text, path, wrong) })).toEqual([
      `${at("pages/home.yaml", new RegExp(`^ {6}- (?="${wrong}"$)`, "m"))}  sections[${index}].services[${position}]: there is no service "${wrong}" (existing: ${existing.join(", ")})`,
    ]);
  });

  it("a second featured article is refused", () => {
    const featured = articleFiles().filter((file) => parsed<{ featured?: boolean }>(`blog/${file}`).featured);
    expect(featured).toHaveLength(1);
    const other = articleFiles().find((file) => !featured.includes(file)) ?? "";
    // The compiler reads files in name order: the first featured one stays, the later one is reported.
    const [first, second] = [featured[0] ?? "", other].sort();
    expect(problemsAfter({ [`blog/${other}`]: (text) => text.replace(/^category:/m, "featured: true\ncategory:") })).toEqual([
      `${at(`blog/${second}`, /^featured: /m)}  featured: only one article may be featured, and content/blog/${first} already is (set this one to false)`,
    ]);
  });

  it("a search title past 60 characters with the company name, or naming the company twice", () => {
    const name = brand();
    const typed = "Infrastructure Services Built for Growing Dallas Firms";
    const shown = `${typed} | ${name}`;
    const [service] = readdirSync(join(root, "content/services")).sort();
    expect(
      problemsAfter({
        [`services/${service}`]: (text) => replaceValue(text, ["seo", "title"], typed),
        "pages/about.yaml": (text) => replaceValue(text, ["seo", "title"], `${name} | About ${name}`),
      }),
    ).toEqual([
      `${at("pages/about.yaml", /^ {2}title: /m)}  seo.title: names "${name}" more than once (write it once, or leave it out: the site adds it)`,
      `${at(`services/${service}`, /^ {2}title: /m)}  seo.title: makes a title of ${shown.length} characters with the company name the site adds ("${shown}"); search results show at most 60 (shorten it to ${60 - (shown.length - typed.length)} characters or fewer)`,
    ]);
  });

  it("a search description outside 70-160 characters says by how much", () => {
    const [job] = readdirSync(join(root, "content/jobs")).sort();
    expect(
      problemsAfter({
        "pages/terms.yaml": (text) =>
          text.replace(/^ {2}description: .*/m, "  description: Our website terms, in plain words, for every visitor."),
        [`jobs/${job}`]: (text) => text.replace(/^ {2}description: .*/m, `  description: ${"Remote DevOps role. ".repeat(9)}`),
      }),
    ).toEqual([
      `${at("pages/terms.yaml", /^ {2}description: /m)}  seo.description: is 53 characters; search results show a description of 70-160 characters (add 17 characters or more: say what the page offers and for whom)`,
      `${at(`jobs/${job}`, /^ {2}description: /m)}  seo.description: is 179 characters; search results show a description of 70-160 characters (shorten it by 19 characters)`,
    ]);
  });

  it("an article whose headline and excerpt are too long for search asks for seoTitle and seoDescription", () => {
    const [file] = articleFiles();
    const title = "A Field Guide to Moving Old Workloads Onto New Platforms Safely";
    const excerpt = "Cloud migrations fail for want of inventories, owners and small steps. ".repeat(3).trim();
    const shown = `${title} | ${brand()}`;
    expect(
      problemsAfter({
        [`blog/${file}`]: (text) =>
          replaceValue(replaceValue(text.replace(/^seo(Title|Description): .*\n/gm, ""), ["title"], title), ["excerpt"], excerpt),
      }),
    ).toEqual([
      `${at(`blog/${file}`, /^title: /m)}  title: makes a title of ${shown.length} characters with the company name the site adds ("${shown}"); search results show at most 60 (add a shorter seoTitle of ${60 - (shown.length - title.length)} characters or fewer for search results)`,
      `${at(`blog/${file}`, /^excerpt: /m)}  excerpt: is ${excerpt.length} characters; search results show a description of 70-160 characters (add a seoDescription of 70-160 characters for search results; the excerpt stays on cards)`,
    ]);
  });

  it("an unknown time zone is refused with examples", () => {
    expect(problemsAfter({ "site.yaml": (text) => text.replace(/^timeZone: .*/m, "timeZone: America/Dallas") })).toEqual([
      `${at("site.yaml", /^timeZone: /m)}  timeZone: "America/Dallas" is not a time zone this computer knows (use an IANA name such as America/New_York or America/Chicago)`,
    ]);
  });

  it("a missing page and a badly named file", () => {
    const problems = problemsAfter({});
    expect(problems).toEqual([]);
    rmSync(join(copy ?? "", "pages/terms.yaml"));
    cpSync(join(copy ?? "", serviceFile()), join(copy ?? "", "services/Cloud Stuff.yaml"));
    // The compiler ends a broken link's message with its own example addresses; any two will do.
    const examples = / \(check the address, e\.g\. \S+ or \S+\)$/;
    const after = compileContent(root, copy ?? "")
      .problems.filter((problem) => problem.severity === "error")
      .map((problem) => normalise(formatProblem(problem)).replace(examples, " (check the address, e.g. …)"));
    expect(after).toEqual([
      `content/services/Cloud Stuff.yaml:1:1  the file name "Cloud Stuff" cannot be an address (use lower-case letters, digits and dashes, e.g. cloud-migration.yaml)`,
      `content/pages/terms.yaml:1:1  this page is missing (the site needs it; copy another page file and adapt it)`,
      ...linksTo(parsed("site.yaml"), "/terms").map(
        (path) =>
          `${atValue("site.yaml", path)}  ${fieldPath(path)}: links to /terms, which is not a page of the site (check the address, e.g. …)`,
      ),
    ]);
  });

  it("a job choice the contact form does not offer names the choices", () => {
    const site = readFileSync(join(root, "content/site.yaml"), "utf8");
    const line = site.split("\n").findIndex((text) => text.trimStart().startsWith("jobChoice:")) + 1;
    const problems = problemsAfter({ "site.yaml": (text) => text.replace(/^(\s+)jobChoice: .*/m, "$1jobChoice: Careers") });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/site\\.yaml:${line}:\\d+  labels\\.forms\\.jobChoice: "Careers" is not one of labels\\.forms\\.serviceChoices \\(use one of "`,
      ),
    );
  });
});
