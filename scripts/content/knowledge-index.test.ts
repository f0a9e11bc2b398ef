import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { TEXT_PLACEHOLDERS } from "../../src/chat/chat-texts.ts";
import { findAnswer } from "../../src/chat/find-answer.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";
import { compileContent } from "./compile-content.ts";
import { fileNames } from "./content-files.ts";

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
const lower = (word: string) => word.toLowerCase();
/** content/chat.yaml's extra knowledge as the editors wrote it: tests find entries by the facts they use, not by today's titles. */
const chatYaml = parse(readFileSync(join(root, "content/chat.yaml"), "utf8")) as {
  knowledge: { title: string; content: string }[];
  texts: Record<string, string>;
};
const written = chatYaml.knowledge;
/** The compiled items of the extras whose text uses a {placeholder}; at least one, or the test fails. */
function itemsUsing(placeholder: string) {
  const titles = written
    .filter((entry) => entry.content.includes(`{${placeholder}}`))
    .map((entry) => entry.title.replace("{name}", bundle.site.name));
  expect(titles.length, `no extra uses {${placeholder}}`).toBeGreaterThan(0);
  return titles.map((title) => index.find((item) => item.title === title));
}

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
    for (const job of bundle.jobs.filter((entry) => isJobOpen(entry, businessToday(bundle.site.timeZone)))) {
      const item = index.find((candidate) => candidate.url === job.url);
      expect(item?.content).toContain(job.salaryText);
      expect(item?.content).toContain(job.location);
      expect(item?.content).toContain(job.experience);
    }
    expect(bundle.jobs).toHaveLength(fileNames(join(root, "content"), "jobs", /\.ya?ml$/).length);
    for (const article of bundle.articles) {
      const item = index.find((candidate) => candidate.url === article.url);
      expect(item?.content).toContain(article.excerpt);
      expect(item?.keywords).toEqual(expect.arrayContaining(article.tags));
    }
    expect(bundle.articles).toHaveLength(fileNames(join(root, "content"), "blog", /\.md$/).length);
  });

  it("has every FAQ entry, its question as the title and its answer as the content", () => {
    const entries = bundle.faq.flatMap((group) => group.questions);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries)
      expect(index).toContainEqual(expect.objectContaining({ title: entry.question, content: entry.answer, url: "/faq" }));
  });

  it("has the company facts of site.yaml, filled into content/chat.yaml's answers", () => {
    const { site } = bundle;
    const byTitle = (title: string) => index.find((item) => item.title === title);
    const about = byTitle(`About ${site.name}`);
    expect(about?.content).toContain(`founded in ${site.founded}`);
    expect(about?.content).toContain(`${site.consultants} consultants`);
    for (const office of site.offices) expect(about?.content).toContain(office.country);
    for (const item of itemsUsing("street")) expect(item?.content).toContain(site.address.street);
    for (const item of itemsUsing("postalCode")) expect(item?.content).toContain(site.address.postalCode);
    for (const item of itemsUsing("businessHours")) expect(item?.content).toContain(site.businessHours);
    for (const item of itemsUsing("phone")) expect(item?.content).toContain(site.phone);
    for (const item of itemsUsing("email")) expect(item?.content).toContain(site.email);
    for (const pricing of itemsUsing("prices")) {
      for (const service of bundle.services) expect(pricing?.content).toContain(`${service.title}: ${service.priceLine}`);
      expect(pricing?.facts?.price).toBeDefined();
    }
    expect(
      index.every((item) => !/\{\w+\}/.test(item.title + item.content)),
      "no placeholder left",
    ).toBe(true);
  });

  it("has one item per office and per leader of the about page, leaders with their title's letters", () => {
    for (const office of bundle.site.offices) {
      expect(index).toContainEqual(
        expect.objectContaining({ category: "Offices", keywords: expect.arrayContaining([office.country, office.city]) as unknown }),
      );
    }
    const team = bundle.pages["/about"]?.sections.find((section) => section.type === "team");
    if (team?.type !== "team") throw new Error("the about page has no team section");
    for (const member of team.members) {
      const item = index.find((candidate) => candidate.category === "Leadership" && candidate.title.startsWith(member.name));
      expect(item?.content, member.name).toContain(member.bio);
      expect(item?.facts?.person, member.name).toContain(member.role);
    }
    const ceo = team.members.find((member) => member.role.includes("Chief Executive Officer"));
    expect(index.find((item) => item.title.startsWith(ceo?.name ?? "?"))?.keywords).toContain("CEO");
    // One item (chat.yaml's extra knowledge) names the whole team.
    const leadership = index.filter((item) => team.members.every((member) => item.content.includes(member.name)));
    expect(leadership.length).toBeGreaterThan(0);
  });

  it("has the certifications of the about page's badges", () => {
    const badges = bundle.pages["/about"]?.sections.find((section) => section.type === "badges");
    if (badges?.type !== "badges") throw new Error("the about page has no badges section");
    for (const item of itemsUsing("certifications")) for (const badge of badges.items) expect(item?.content).toContain(badge.name);
  });

  it("gives services, case studies and FAQ entries the chat keywords editors wrote, and facts to lead with", () => {
    for (const service of bundle.services) {
      const item = index.find((candidate) => candidate.url === service.url);
      expect(item?.keywords.map(lower)).toEqual(expect.arrayContaining((service.keywords ?? []).map(lower)));
      expect(item?.facts?.price).toContain(service.priceLine);
    }
    for (const study of bundle.caseStudies) {
      const item = index.find((candidate) => candidate.url === study.url);
      expect(item?.keywords.map(lower)).toEqual(expect.arrayContaining((study.keywords ?? []).map(lower)));
      expect(item?.content).toContain(study.client);
      expect(item?.facts?.duration).toContain(study.timeline);
    }
    // Closed positions leave the chat (docs/decisions/0145-expired-jobs.md); every open one leads with its salary and place.
    for (const job of bundle.jobs.filter((entry) => isJobOpen(entry, businessToday(bundle.site.timeZone)))) {
      const item = index.find((candidate) => candidate.url === job.url);
      expect(item?.facts?.price).toContain(job.salaryText);
      expect(item?.facts?.location).toContain(job.location);
    }
    const withKeywords = bundle.faq.flatMap((group) => group.questions).filter((entry) => entry.keywords?.length);
    expect(withKeywords.length).toBeGreaterThan(0);
    for (const entry of withKeywords) expect(index.find((item) => item.title === entry.question)?.keywords).toEqual(entry.keywords);
  });

  it("has the extra items of content/chat.yaml", () => {
    const titles = written.map((entry) => entry.title.replace("{name}", bundle.site.name));
    expect(index.map((item) => item.title)).toEqual(expect.arrayContaining(titles));
  });

  it("answers the quick actions and 'cloud pricing' with the right pages", () => {
    const top = (query: string) => urls(findAnswer(index, query).hits.map((hit) => hit.item));
    expect(top("cloud pricing")[0]).toBe("/services/cloud");
    const action = (id: string) => bundle.chat.quickActions.find((entry) => entry.id === id)?.question ?? `no quick action ${id}`;
    expect(top(action("pricing"))[0]).toBe("/services");
    expect(top(action("portfolio"))[0]).toBe("/portfolio");
    expect(top(action("services"))).toContain("/services");
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
  it("has the quick actions, the contact details, every text as chat.yaml writes it and site.yaml's hours", () => {
    const { chat, site } = bundle;
    expect(chat.quickActions.map((action) => action.id)).toEqual(expect.arrayContaining(["career", "contact", "meeting"]));
    expect(chat.contact).toEqual({ email: site.email, phone: site.phone, formUrl: "/contact" });
    expect(chat.texts).toEqual(chatYaml.texts);
    expect(chat.business).toMatchObject({ timeZone: site.timeZone, opens: site.openingHours.opens, closes: site.openingHours.closes });
    expect(chat.business.zoneName).not.toBe("");
  });

  it("follows site.yaml's timeZone and openingHours: another zone gives the chat another clock", () => {
    workDir = mkdtempSync(join(tmpdir(), "knowledge-"));
    const contentDir = join(workDir, "content");
    cpSync(join(root, "content"), contentDir, { recursive: true });
    const path = join(contentDir, "site.yaml");
    const site = readFileSync(path, "utf8");
    const zone = bundle.site.timeZone === "Asia/Tokyo" ? "Europe/Paris" : "Asia/Tokyo";
    writeFileSync(path, site.replace(/^timeZone: .*$/m, `timeZone: ${zone}`).replace(/^( {2}opens: ).*$/m, '$1"10:30"'));
    const { business } = compile(contentDir).chat;
    expect(business).toMatchObject({ timeZone: zone, opens: "10:30" });
    expect(business.zoneName).not.toBe(bundle.chat.business.zoneName);
  });

  it("its schema requires exactly the texts the assistant speaks, each described with the placeholders it may use", () => {
    const schema = JSON.parse(readFileSync(join(root, "schemas", "chat.schema.json"), "utf8")) as {
      properties: { texts: { required: string[]; properties: Record<string, { description?: string }> } };
    };
    const texts = schema.properties.texts;
    const keys = Object.keys(TEXT_PLACEHOLDERS).sort();
    expect(Object.keys(texts.properties).sort()).toEqual(keys);
    expect([...texts.required].sort()).toEqual(keys);
    for (const [key, allowed] of Object.entries(TEXT_PLACEHOLDERS)) {
      const named = [...(texts.properties[key]?.description ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(new Set(named), key).toEqual(new Set(allowed));
    }
  });

  it("refuses a {fact} in a chat answer that the assistant does not know, naming the file, line and known facts", () => {
    workDir = mkdtempSync(join(tmpdir(), "knowledge-"));
    const contentDir = join(workDir, "content");
    cpSync(join(root, "content"), contentDir, { recursive: true });
    const path = join(contentDir, "chat.yaml");
    writeFileSync(path, readFileSync(path, "utf8").replace("Call us at {phone}", "Call us at {telephone}"));
    const { problems } = compileContent(root, contentDir);
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: expect.stringMatching(/chat\.yaml$/) as string,
      field: expect.stringMatching(/^knowledge\[\d+\]\.content$/) as string,
    });
    expect(errors[0]?.message).toContain("{telephone}");
    expect(errors[0]?.message).toContain("{phone}");
    expect(errors[0]?.line).toBeGreaterThan(1);
  });
});
