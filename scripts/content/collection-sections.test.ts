import { describe, expect, it } from "vitest";
import { bundle, compileWith, section } from "./compiled-content.fixture.ts";

describe("collection sections", () => {
  it("the spotlight holds the featured case study with its first three results and nothing else", () => {
    const { study } = section("/portfolio", "case-study-spotlight");
    const featured = bundle?.caseStudies.find((entry) => entry.featured);
    expect(study?.id).toBe("1");
    expect(study?.url).toBe("/portfolio/1");
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
    const { cards } = section("/portfolio", "case-study-grid");
    const others = (bundle?.caseStudies ?? []).filter((study) => !study.featured);
    expect(cards.map((card) => card.id)).toEqual(others.map((study) => study.id));
    for (const card of cards) {
      const full = bundle?.caseStudies.find((entry) => entry.id === card.id);
      expect(card.technologies).toEqual(full?.technologies.slice(0, 3));
      expect(card.moreTechnologies).toBe((full?.technologies.length ?? 0) - 3);
      expect(card).not.toHaveProperty("challenge");
    }
  });

  it("the job list holds every opening in order with its apply link to the contact form", () => {
    const { jobs } = section("/careers", "job-list");
    expect(jobs.map((job) => job.slug)).toEqual(bundle?.jobs.map((job) => job.slug));
    const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
    for (const job of jobs) {
      const full = bundle?.jobs.find((entry) => entry.slug === job.slug);
      // The title is encoded whole, so a "/" (UI/UX) or "&" cannot break the address.
      expect(job.applyUrl).toBe(`/contact?service=Job%20Inquiry&position=${encodeURIComponent(job.title)}`);
      expect(job.postedText).toBe(new Date(`${job.posted}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }));
      if (full?.salary) expect(job.salaryText).toBe(`${dollars(full.salary.min)}-${dollars(full.salary.max)}`);
    }
    expect(jobs[0]).not.toHaveProperty("responsibilities");
  });

  it("reports a spotlight without a featured case study, naming the page and section", () => {
    const { bundle: broken, problems } = compileWith("case-studies/1.yaml", (text) => text.replace("featured: true", "featured: false"));
    expect(broken).toBeUndefined();
    const problem = problems.find((candidate) => candidate.message.includes("no case study is featured"));
    expect(problem).toMatchObject({ field: "sections[1]", severity: "error" });
    expect(problem?.file).toMatch(/portfolio\.yaml$/);
    expect(problem?.line).toBeGreaterThan(1);
  });
});
