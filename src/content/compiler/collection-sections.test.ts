import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { CompiledSection } from "../types.ts";
import { replaceValue } from "../../../tests/fixtures/edit-yaml.ts";
import { bundle, compileWith, root, section } from "./compiled-content.fixture.ts";

/** The featured case study of the compiled content; the spotlight shows it. */
const featured = bundle?.caseStudies.find((entry) => entry.featured);

/**
 * The page of the compiled content that holds a section of `type`: its address, its file under content/
 * and the section's place in the file, found from the content, never from today's page names.
 */
function pageWith(type: CompiledSection["type"]) {
  const page = Object.values(bundle?.pages ?? {}).find((candidate) => candidate.sections.some((entry) => entry.type === type));
  if (!page) throw new Error(`no page of the content has a ${type} section`);
  const file = `pages/${page.name}.yaml`;
  const written = parse(readFileSync(join(root, "content", file), "utf8")) as { sections: { type: string }[] };
  return { path: page.path, file, index: written.sections.findIndex((entry) => entry.type === type) };
}

describe("collection sections", () => {
  it("the spotlight holds the featured case study with its first three results and nothing else", () => {
    const { study } = section(pageWith("case-study-spotlight").path, "case-study-spotlight");
    if (!featured) throw new Error("the content has no featured case study");
    expect(study?.id).toBe(featured.id);
    expect(study?.url).toBe(featured.url);
    expect(study?.results).toEqual(featured?.results.slice(0, 3));
    expect(Object.keys(study ?? {}).sort()).toEqual([
      "category",
      "client",
      "description",
      "id",
      "image",
      "results",
      "teamSize",
      "timeline",
      "title",
      "url",
    ]);
  });

  it("the grid holds the other case studies in order, three technologies each and a count of the rest", () => {
    const { cards } = section(pageWith("case-study-grid").path, "case-study-grid");
    const others = (bundle?.caseStudies ?? []).filter((study) => !study.featured);
    expect(cards.map((card) => card.id)).toEqual(others.map((study) => study.id));
    for (const card of cards) {
      const full = bundle?.caseStudies.find((entry) => entry.id === card.id);
      expect(card.technologies).toEqual(full?.technologies.slice(0, 3));
      expect(card.moreTechnologies).toBe((full?.technologies.length ?? 0) - 3);
      expect(card).not.toHaveProperty("challenge");
    }
  });

  it("the job list holds every opening in order with its apply link to the form on the job's page", () => {
    const { jobs } = section(pageWith("job-list").path, "job-list");
    expect(jobs.map((job) => job.slug)).toEqual(bundle?.jobs.map((job) => job.slug));
    const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
    for (const job of jobs) {
      const full = bundle?.jobs.find((entry) => entry.slug === job.slug);
      expect(job.applyUrl).toBe(`/careers/${job.slug}#apply`);
      expect(job.postedText).toBe(new Date(`${job.posted}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }));
      if (full?.salary) expect(job.salaryText).toBe(`${dollars(full.salary.min)}-${dollars(full.salary.max)}`);
    }
    expect(jobs[0]).not.toHaveProperty("responsibilities");
  });

  it("reports a spotlight without a featured case study, naming the page and section", () => {
    const spotlight = pageWith("case-study-spotlight");
    const { bundle: broken, problems } = compileWith(`case-studies/${featured?.id ?? "?"}.yaml`, (text) =>
      replaceValue(text, ["featured"], false),
    );
    expect(broken).toBeUndefined();
    const problem = problems.find((candidate) => candidate.message.includes("no case study is featured"));
    expect(problem).toMatchObject({ field: `sections[${spotlight.index}]`, severity: "error" });
    expect(problem?.file.endsWith(spotlight.file)).toBe(true);
    expect(problem?.line).toBeGreaterThan(1);
  });
});
