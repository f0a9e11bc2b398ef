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
    expect(cards.map((card) => card.id)).toEqual(["2", "3", "4", "5", "6"]);
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
    expect(jobs[0]).toMatchObject({
      title: "Senior Cloud Engineer",
      salaryText: "$120,000-$160,000",
      postedText: "November 12, 2026",
      applyUrl: "/contact?service=Job%20Inquiry&position=Senior%20Cloud%20Engineer",
    });
    expect(jobs.find((job) => job.slug === "ui-ux-designer")?.applyUrl).toBe("/contact?service=Job%20Inquiry&position=UI%2FUX%20Designer");
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
