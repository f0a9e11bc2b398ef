import { describe, expect, it } from "vitest";
import { businessToday, closedJobUrls, isJobOpen, withOpenJobsOnly } from "./job-status.ts";

describe("job status", () => {
  it("reads today in Dallas, not in UTC", () => {
    // 03:00 UTC on Jan 2 is still Jan 1 in Dallas (UTC-6).
    expect(businessToday(new Date("2027-01-02T03:00:00Z"))).toBe("2027-01-01");
    expect(businessToday(new Date("2027-01-02T07:00:00Z"))).toBe("2027-01-02");
  });

  it("keeps a job open through its validThrough day and closes it the day after", () => {
    expect(isJobOpen({ validThrough: "2027-02-12" }, "2027-02-12")).toBe(true);
    expect(isJobOpen({ validThrough: "2027-02-12" }, "2027-02-13")).toBe(false);
    const jobs = [
      { url: "/careers/a", validThrough: "2027-02-12" },
      { url: "/careers/b", validThrough: "2027-03-01" },
    ];
    expect([...closedJobUrls(jobs, "2027-02-20")]).toEqual(["/careers/a"]);
  });
});

describe("job lists", () => {
  it("keep only the positions open today", () => {
    const job = (slug: string, validThrough: string) => ({ slug, validThrough }) as never;
    const page = { sections: [{ type: "job-list", jobs: [job("a", "2027-02-12"), job("b", "2027-03-01")] }] } as never;
    const [section] = withOpenJobsOnly(page, "2027-02-20").sections;
    expect(section?.type === "job-list" && section.jobs.map((card) => card.slug)).toEqual(["b"]);
  });
});
