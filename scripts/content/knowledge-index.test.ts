import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TEXTS, searchKnowledge } from "../../src/chat/index.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { compileContent } from "./compile-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let workDir: string | undefined;

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

function compile(contentDir?: string): ContentBundle {
  const { bundle, problems } = compileContent(root, contentDir);
  expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
  if (!bundle) throw new Error("no bundle");
  return bundle;
}

const bundle = compile();
const { index } = bundle.chat;
const urls = (items = index) => items.map((item) => item.url);

describe("the knowledge index", () => {
  it("has one item per service, with its price line, features, technologies and SEO keywords", () => {
    for (const service of bundle.services) {
      const item = index.find((candidate) => candidate.url === service.url);
      expect(item, service.slug).toBeDefined();
      expect(item?.title).toBe(service.title);
      expect(item?.category).toBe("Services");
      expect(item?.content).toContain(service.priceLine);
      expect(item?.content).toContain(service.summary);
      for (const feature of service.features) expect(item?.content).toContain(feature);
      expect(item?.keywords).toContain(service.navLabel);
      for (const technology of service.technologies) expect(item?.keywords).toContain(technology);
    }
    expect(bundle.services).toHaveLength(readdirSync(join(root, "content/services")).length);
  });

  it("has every case study 1-6 at /portfolio/N, every job with its salary and every article", () => {
    expect(urls().filter((url) => url.startsWith("/portfolio/"))).toEqual(["1", "2", "3", "4", "5", "6"].map((id) => `/portfolio/${id}`));
    // Closed positions leave the chat (docs/decisions/0145-expired-jobs.md).
    for (const job of bundle.jobs.filter((entry) => isJobOpen(entry, businessToday()))) {
      const item = index.find((candidate) => candidate.url === job.url);
      expect(item?.content).toContain(job.salaryText);
      expect(item?.content).toContain(job.location);
      expect(item?.content).toContain(job.experience);
    }
    expect(bundle.jobs).toHaveLength(6);
    for (const article of bundle.articles) {
      const item = index.find((candidate) => candidate.url === article.url);
      expect(item?.content).toContain(article.excerpt);
      expect(item?.keywords).toEqual(expect.arrayContaining(article.tags));
    }
    expect(bundle.articles).toHaveLength(8);
  });

  it("has every FAQ entry, its question as the title and its answer as the content", () => {
    const entries = bundle.faq.flatMap((group) => group.questions);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect(index).toContainEqual(expect.objectContaining({ title: entry.question, content: entry.answer, url: "/faq" }));
  });

  it("has the company facts of site.yaml and a pricing overview of every service", () => {
    const about = index.find((item) => item.url === "/about");
    expect(about?.content).toContain("founded in 2019");
    expect(about?.content).toContain("50+ consultants");
    for (const country of ["USA", "India", "Singapore"]) expect(about?.content).toContain(country);
    const contact = index.find((item) => item.title === "Contact us");
    for (const detail of [bundle.site.email, bundle.site.phone, bundle.site.businessHours]) expect(contact?.content).toContain(detail);
    const pricing = index.find((item) => item.title === "Our prices");
    for (const service of bundle.services) expect(pricing?.content).toContain(`${service.title}: ${service.priceLine}`);
  });

  it("ends with the extra items of content/chat.yaml", () => {
    expect(index.map((item) => item.title)).toEqual(expect.arrayContaining(["Our services", "Case studies", "Open positions"]));
  });

  it("answers the quick actions and 'cloud pricing' with the right pages", () => {
    const top = (query: string) => urls(searchKnowledge(index, query).map((hit) => hit.item));
    expect(top("cloud pricing")).toContain("/services/cloud");
    expect(top("How much does it cost?")[0]).toBe("/services");
    expect(top("Show me your case studies")[0]).toBe("/portfolio");
    expect(top("What services do you offer?")).toContain("/services");
  });

  it("picks up a new service file with no code change", () => {
    workDir = mkdtempSync(join(tmpdir(), "knowledge-"));
    const contentDir = join(workDir, "content");
    cpSync(join(root, "content"), contentDir, { recursive: true });
    const cloud = readFileSync(join(contentDir, "services", "cloud.yaml"), "utf8");
    writeFileSync(
      join(contentDir, "services", "quantum-readiness.yaml"),
      cloud.replace(/^title: .*/m, "title: Quantum Readiness").replace(/^order: \d+/m, "order: 99"),
    );
    const item = compile(contentDir).chat.index.find((candidate) => candidate.url === "/services/quantum-readiness");
    expect(item).toMatchObject({ title: "Quantum Readiness", category: "Services" });
  });
});

describe("the chat settings in the bundle", () => {
  it("has the quick actions, the contact details and every text, chat.yaml's overriding the defaults", () => {
    const { chat, site } = bundle;
    expect(chat.quickActions.map((action) => action.id)).toEqual(expect.arrayContaining(["career", "contact", "meeting"]));
    expect(chat.contact).toEqual({ email: site.email, phone: site.phone, formUrl: "/contact" });
    expect(Object.keys(chat.texts).sort()).toEqual(Object.keys(DEFAULT_TEXTS).sort());
    expect(chat.texts.welcome).toContain(site.name);
    expect(chat.texts.noMatch).toBe(DEFAULT_TEXTS.noMatch);
  });

  it("its schema lists exactly the texts the assistant has, each with a description", () => {
    const schema = JSON.parse(readFileSync(join(root, "schemas", "chat.schema.json"), "utf8")) as {
      properties: { texts: { properties: Record<string, { description?: string }> } };
    };
    const texts = schema.properties.texts.properties;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DEFAULT_TEXTS).sort());
    for (const [key, property] of Object.entries(texts)) expect(property.description, key).toBeTruthy();
  });

  it("refuses a no-match text that no longer ends by offering a meeting", () => {
    workDir = mkdtempSync(join(tmpdir(), "knowledge-"));
    const contentDir = join(workDir, "content");
    cpSync(join(root, "content"), contentDir, { recursive: true });
    const path = join(contentDir, "chat.yaml");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace("texts:\n", "texts:\n  noMatch: Sorry, I cannot help with that. Use our contact form.\n"),
    );
    const { problems } = compileContent(root, contentDir);
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/chat\.yaml$/) as string, field: "texts.noMatch" }),
    ]);
  });
});
