import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { copyContent } from "../../../tests/fixtures/content-copy.ts";
import { fixtureBundle, fixtureContentDir } from "../../../tests/fixtures/fixture-site.ts";
import { liveContent } from "../../../tests/fixtures/live-content.ts";
import { LABEL_PLACEHOLDERS } from "../../lib/chat-labels.ts";
import { findAnswer } from "../../features/assistant/find-answer.ts";
import type { ContentBundle } from "../types.ts";
import { businessToday, isJobOpen } from "../../lib/job-status.ts";
import { compileContent } from "./compile-content.ts";

// The knowledge index's construction is tested on the fixture content site (tests/fixtures/site), which this
// test owns: its entries and values are stated here as literals. Only "the live content" block at the end reads
// content/, and states nothing but what it derives from the live bundle.

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** A copy's content compiled, or the live content's (compiled once for the files that read it). */
function compile(contentDir?: string): ContentBundle {
  const { bundle, problems } = contentDir ? compileContent(root, contentDir) : liveContent();
  expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
  if (!bundle) throw new Error("no bundle");
  return bundle;
}

/** A copy of the fixture content site to change one file in; removed when the file's tests end. */
const fixtureCopy = () => copyContent("knowledge-", fixtureContentDir);

const bundle = fixtureBundle();
const { index } = bundle.chat;
const urls = (items = index) => items.map((item) => item.url);
const lower = (word: string) => word.toLowerCase();
const openJobs = (content: ContentBundle) => content.jobs.filter((job) => isJobOpen(job, businessToday(content.site.timeZone)));
/** A chat.yaml's extra knowledge as the editors wrote it: tests find entries by the facts they use, not by their titles. */
function chatYamlOf(contentDir: string) {
  return parse(readFileSync(join(contentDir, "chat.yaml"), "utf8")) as {
    knowledge: { title: string; content: string }[];
    labels: Record<string, string>;
  };
}
const chatYaml = chatYamlOf(fixtureContentDir);
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
    // One item per service file, plus the fixture chat.yaml's extra that links to a service.
    expect(index.filter((item) => item.url.startsWith("/services/")).map((item) => [item.url, item.title])).toEqual([
      ["/services/alpha-service", "Alpha Service"],
      ["/services/beta-service", "Beta Service"],
      ["/services/gamma-service", "Gamma Service"],
      ["/services/beta-service", "Urgent help with a security incident"],
    ]);
    expect(index.find((item) => item.url === "/services/alpha-service")).toMatchObject({
      title: "Alpha Service",
      category: "Services",
      keywords: expect.arrayContaining(["Alpha Fixture", "AlphaTool", "AlphaOps"]) as unknown,
    });
    expect(index.find((item) => item.url === "/services/alpha-service")?.content).toContain("Starting at $101/month");
    expect(index.find((item) => item.url === "/services/gamma-service")?.content).toContain("Fixture Pricing on Request");
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
    expect(bundle.services.map((service) => service.slug)).toEqual(["alpha-service", "beta-service", "gamma-service"]);
  });

  it("has every case study at /portfolio/N, every open job with its salary and every article", () => {
    expect(urls().filter((url) => url.startsWith("/portfolio/"))).toEqual(["/portfolio/901", "/portfolio/902"]);
    // Closed positions leave the chat: the fixture's third job closed in 2020.
    expect(urls().filter((url) => url.startsWith("/careers/"))).toEqual(["/careers/fixture-engineer", "/careers/fixture-analyst"]);
    expect(bundle.jobs.map((job) => job.slug)).toEqual(["fixture-engineer", "fixture-analyst", "fixture-closed-role"]);
    expect(index.find((item) => item.url === "/careers/fixture-engineer")?.content).toContain("$111,111-$122,222");
    for (const job of openJobs(bundle)) {
      const item = index.find((candidate) => candidate.url === job.url);
      expect(item?.content).toContain(job.salaryText);
      expect(item?.content).toContain(job.location);
      expect(item?.content).toContain(job.experience);
    }
    expect(urls().filter((url) => url.startsWith("/blog/"))).toEqual(["/blog/901", "/blog/902", "/blog/903"]);
    expect(index.find((item) => item.url === "/blog/902")).toMatchObject({
      title: "The Second Fixture Article",
      keywords: expect.arrayContaining(["Fixture Tag Two", "Shared Fixture Tag"]) as unknown,
    });
    for (const article of bundle.articles) {
      const item = index.find((candidate) => candidate.url === article.url);
      expect(item?.content).toContain(article.excerpt);
      expect(item?.keywords).toEqual(expect.arrayContaining(article.tags));
      expect(item?.category).toBe(article.category);
    }
  });

  it("has every FAQ entry, its question as the title and its answer as the content", () => {
    const entries = bundle.faq.flatMap((group) => group.questions);
    expect(entries.map((entry) => entry.question)).toEqual([
      "What does the fixture company offer?",
      "Is the fixture company real?",
      "Does the fixture company hire?",
    ]);
    for (const entry of entries)
      expect(index).toContainEqual(expect.objectContaining({ title: entry.question, content: entry.answer, url: "/faq" }));
    // {services.titles} is filled in before the index is built.
    expect(index.find((item) => item.title === "What does the fixture company offer?")?.content).toContain("Alpha Service");
  });

  it("has the company facts of site.yaml, filled into chat.yaml's answers", () => {
    const { site } = bundle;
    const byTitle = (title: string) => index.find((item) => item.title === title);
    const about = byTitle("About Fixture Co");
    expect(about?.content).toContain("founded in 2001");
    expect(about?.content).toContain("7+ consultants");
    for (const country of ["Fixtureland", "Testonia"]) expect(about?.content).toContain(country);
    for (const item of itemsUsing("street")) expect(item?.content).toContain("1 Fixture Street, Suite 100");
    for (const item of itemsUsing("postalCode")) expect(item?.content).toContain("00001");
    for (const item of itemsUsing("businessHours")) expect(item?.content).toContain(site.businessHours);
    for (const item of itemsUsing("phone")) expect(item?.content).toContain("+1 (555) 010-0000");
    for (const item of itemsUsing("email")) expect(item?.content).toContain("hello@fixture.example");
    for (const pricing of itemsUsing("prices")) {
      for (const service of bundle.services) expect(pricing?.content).toContain(`${service.title}: ${service.priceLine}`);
      expect(pricing?.content).toContain("Beta Service: Starting at $202/month");
      expect(pricing?.facts?.price).toBeDefined();
    }
    expect(
      index.every((item) => !/\{\w+\}/.test(item.title + item.content)),
      "no placeholder left",
    ).toBe(true);
  });

  it("has one item per office and per leader of the about page, leaders with their title's letters", () => {
    expect(index.filter((item) => item.category === "Offices").map((item) => item.keywords)).toEqual([
      expect.arrayContaining(["Fixtureland", "Fixture City"]),
      expect.arrayContaining(["Testonia", "Test Harbor"]),
    ]);
    const team = bundle.pages["/about"]?.sections.find((section) => section.type === "team");
    if (team?.type !== "team") throw new Error("the about page has no team section");
    expect(team.members.map((member) => member.name)).toEqual(["Fay Fixture", "Tom Testcase"]);
    for (const member of team.members) {
      const item = index.find((candidate) => candidate.category === "Leadership" && candidate.title.startsWith(member.name));
      expect(item?.content, member.name).toContain(member.bio);
      expect(item?.facts?.person, member.name).toContain(member.role);
    }
    expect(index.find((item) => item.title.startsWith("Fay Fixture"))?.keywords).toContain("CEO");
    expect(index.find((item) => item.title.startsWith("Tom Testcase"))?.keywords).toContain("CTO");
    // One item (chat.yaml's extra knowledge) names the whole team.
    const leadership = index.filter((item) => team.members.every((member) => item.content.includes(member.name)));
    expect(leadership.length).toBeGreaterThan(0);
  });

  it("has the certifications of the about page's badges", () => {
    const badges = bundle.pages["/about"]?.sections.find((section) => section.type === "badges");
    if (badges?.type !== "badges") throw new Error("the about page has no badges section");
    expect(badges.items.length).toBeGreaterThan(0);
    for (const item of itemsUsing("certifications")) for (const badge of badges.items) expect(item?.content).toContain(badge.name);
  });

  it("gives services, case studies and FAQ entries the chat keywords editors wrote, and facts to lead with", () => {
    const item = (url: string) => index.find((candidate) => candidate.url === url);
    expect(item("/services/alpha-service")?.keywords).toEqual(expect.arrayContaining(["alpha", "alpha fixture keyword"]));
    expect(item("/services/alpha-service")?.facts?.price).toBe("Alpha Service: Starting at $101/month.");
    expect(item("/portfolio/901")?.keywords).toEqual(expect.arrayContaining(["first fixture industry", "first-keyword"]));
    expect(item("/portfolio/901")?.content).toContain("First Fixture Client Inc");
    expect(item("/portfolio/901")?.facts?.duration).toContain("2 months");
    expect(item("/careers/fixture-analyst")?.facts).toMatchObject({
      price: expect.stringContaining("$133,333-$144,444") as unknown,
      location: expect.stringContaining("Fixture City") as unknown,
    });
    for (const service of bundle.services) {
      const found = item(service.url);
      expect(found?.keywords.map(lower)).toEqual(expect.arrayContaining((service.keywords ?? []).map(lower)));
      expect(found?.facts?.price).toContain(service.priceLine);
    }
    for (const study of bundle.caseStudies) {
      const found = item(study.url);
      expect(found?.keywords.map(lower)).toEqual(expect.arrayContaining((study.keywords ?? []).map(lower)));
      expect(found?.content).toContain(study.client);
      expect(found?.facts?.duration).toContain(study.timeline);
    }
    // Closed positions leave the chat; every open one leads with its salary and place.
    for (const job of openJobs(bundle)) {
      const found = item(job.url);
      expect(found?.facts?.price).toContain(job.salaryText);
      expect(found?.facts?.location).toContain(job.location);
    }
    expect(index.find((entry) => entry.title === "Is the fixture company real?")?.keywords).toEqual(["real", "made up", "fixture"]);
    const withKeywords = bundle.faq.flatMap((group) => group.questions).filter((entry) => entry.keywords?.length);
    expect(withKeywords).toHaveLength(2);
    for (const entry of withKeywords) expect(index.find((found) => found.title === entry.question)?.keywords).toEqual(entry.keywords);
  });

  it("has the extra items of chat.yaml", () => {
    const titles = written.map((entry) => entry.title.replace("{name}", bundle.site.name));
    expect(titles).toContain("Careers at Fixture Co");
    expect(index.map((item) => item.title)).toEqual(expect.arrayContaining(titles));
  });

  it("answers the quick actions and '<service> pricing' with the right pages", () => {
    const top = (query: string) => urls(findAnswer(index, query).hits.map((hit) => hit.item));
    expect(top("alpha pricing")[0]).toBe("/services/alpha-service");
    expect(top("beta pricing")[0]).toBe("/services/beta-service");
    const action = (id: string) => bundle.chat.quickActions.find((entry) => entry.id === id)?.question ?? `no quick action ${id}`;
    expect(top(action("pricing"))[0]).toBe("/services");
    expect(top(action("portfolio"))[0]).toBe("/portfolio");
    expect(top(action("services"))).toContain("/services");
  });

  it("picks up a new service file with no code change", () => {
    const contentDir = fixtureCopy();
    const alpha = readFileSync(join(contentDir, "services", "alpha-service.yaml"), "utf8");
    writeFileSync(
      join(contentDir, "services", "quantum-readiness.yaml"),
      alpha
        .replace(/^title: .*/m, "title: Quantum Readiness")
        .replace(/^order: \d+/m, "order: 99")
        // A page of its own needs its own search title and description.
        .replace(
          /^seo:[\s\S]*$/m,
          'seo:\n  title: Quantum Readiness\n  description: "Quantum Readiness, a new service file copied from another for this test of the knowledge index."\n',
        ),
    );
    const item = compile(contentDir).chat.index.find((candidate) => candidate.url === "/services/quantum-readiness");
    expect(item).toMatchObject({ title: "Quantum Readiness", category: "Services" });
  });
});

describe("the chat settings in the bundle", () => {
  it("has the quick actions, the contact details, every text as chat.yaml writes it and site.yaml's hours", () => {
    const { chat, site } = bundle;
    expect(chat.quickActions.map((action) => action.id)).toEqual(expect.arrayContaining(["career", "contact", "meeting"]));
    expect(chat.contact).toEqual({ email: "hello@fixture.example", phone: "+1 (555) 010-0000", formUrl: "/contact" });
    expect(chat.labels).toEqual(chatYaml.labels);
    expect(chat.business).toMatchObject({ timeZone: site.timeZone, opens: site.openingHours.opens, closes: site.openingHours.closes });
    expect(chat.business).toMatchObject({ timeZone: "America/New_York", opens: "09:00", closes: "18:00" });
    expect(chat.business.zoneName).not.toBe("");
  });

  it("follows site.yaml's timeZone and openingHours: another zone gives the chat another clock", () => {
    const contentDir = fixtureCopy();
    const path = join(contentDir, "site.yaml");
    const site = readFileSync(path, "utf8");
    const zone = bundle.site.timeZone === "Asia/Tokyo" ? "Europe/Paris" : "Asia/Tokyo";
    writeFileSync(path, site.replace(/^timeZone: .*$/m, `timeZone: ${zone}`).replace(/^( {2}opens: ).*$/m, '$1"10:30"'));
    const { business } = compile(contentDir).chat;
    expect(business).toMatchObject({ timeZone: zone, opens: "10:30" });
    expect(business.zoneName).not.toBe(bundle.chat.business.zoneName);
  });

  it("its schema requires exactly the labels the assistant speaks, each described with the placeholders it may use", () => {
    const schema = JSON.parse(readFileSync(join(root, "schemas", "chat.schema.json"), "utf8")) as {
      properties: { labels: { required: string[]; properties: Record<string, { description?: string }> } };
    };
    const labels = schema.properties.labels;
    const keys = Object.keys(LABEL_PLACEHOLDERS).sort();
    expect(Object.keys(labels.properties).sort()).toEqual(keys);
    expect([...labels.required].sort()).toEqual(keys);
    for (const [key, allowed] of Object.entries(LABEL_PLACEHOLDERS)) {
      const named = [...(labels.properties[key]?.description ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(new Set(named), key).toEqual(new Set(allowed));
    }
  });

  it("refuses a {fact} in a chat answer that the assistant does not know, naming the file, line and known facts", () => {
    const contentDir = fixtureCopy();
    const path = join(contentDir, "chat.yaml");
    const original = readFileSync(path, "utf8");
    expect(original).toContain("Call us at {phone}");
    writeFileSync(path, original.replace("Call us at {phone}", "Call us at {telephone}"));
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

describe("the live content's knowledge index (content/)", () => {
  // Checks of the live content: everything stated here is derived from the live bundle, never written out.
  // Compiled in a hook, so a broken live content fails these tests only, not the fixture's above.
  let live: ContentBundle;
  let liveIndex: ContentBundle["chat"]["index"];
  beforeAll(() => {
    live = compile();
    liveIndex = live.chat.index;
  });

  it("has an item for every live service, case study, open job and article, and for no closed job", () => {
    const expected = [...live.services, ...live.caseStudies, ...openJobs(live), ...live.articles].map((entry) => entry.url);
    const liveUrls = new Set(liveIndex.map((item) => item.url));
    expect(
      expected.filter((url) => !liveUrls.has(url)),
      "entries missing from the index",
    ).toEqual([]);
    const openUrls = new Set(openJobs(live).map((job) => job.url));
    const closed = live.jobs.filter((job) => !openUrls.has(job.url)).map((job) => job.url);
    expect(
      closed.filter((url) => liveUrls.has(url)),
      "closed jobs in the index",
    ).toEqual([]);
    // Exactly one item per entry: its own title at its own address.
    for (const entry of [...live.services, ...live.caseStudies, ...openJobs(live), ...live.articles])
      expect(
        liveIndex.filter((item) => item.url === entry.url && item.title === entry.title),
        entry.url,
      ).toHaveLength(1);
  });

  it("has every live FAQ entry and every extra of content/chat.yaml, with no placeholder left", () => {
    for (const entry of live.faq.flatMap((group) => group.questions))
      expect(liveIndex).toContainEqual(expect.objectContaining({ title: entry.question, content: entry.answer, url: "/faq" }));
    const titles = chatYamlOf(join(root, "content")).knowledge.map((entry) => entry.title.replace("{name}", live.site.name));
    expect(liveIndex.map((item) => item.title)).toEqual(expect.arrayContaining(titles));
    expect(
      liveIndex.filter((item) => /\{\w+\}/.test(item.title + item.content)).map((item) => item.title),
      "placeholders left",
    ).toEqual([]);
  });

  it("answers the live quick actions with the right pages", () => {
    const top = (query: string) => findAnswer(liveIndex, query).hits.map((hit) => hit.item.url);
    const action = (id: string) => live.chat.quickActions.find((entry) => entry.id === id)?.question ?? `no quick action ${id}`;
    expect(top(action("pricing"))[0]).toBe("/services");
    expect(top(action("portfolio"))[0]).toBe("/portfolio");
    expect(top(action("services"))).toContain("/services");
  });
});
