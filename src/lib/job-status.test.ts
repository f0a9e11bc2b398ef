import { describe, expect, it } from "vitest";
import { businessToday, closedJobUrls, isJobOpen, withOpenJobsOnly } from "./job-status.ts";

describe("job status", () => {
  it("reads today in the given business time zone, not in UTC", () => {
    // 03:00 UTC on Jan 2 is still Jan 1 in Dallas (UTC-6) and New York (UTC-5), already Jan 2 in Singapore.
    expect(businessToday("America/Chicago", new Date("2027-01-02T03:00:00Z"))).toBe("2027-01-01");
    expect(businessToday("America/New_York", new Date("2027-01-02T03:00:00Z"))).toBe("2027-01-01");
    expect(businessToday("Asia/Singapore", new Date("2027-01-02T03:00:00Z"))).toBe("2027-01-02");
    // 05:30 UTC: New York has reached Jan 2, Chicago has not, so a job ending Jan 1 has closed in one zone only.
    const at = new Date("2027-01-02T05:30:00Z");
    expect(isJobOpen({ validThrough: "2027-01-01" }, businessToday("America/New_York", at))).toBe(false);
    expect(isJobOpen({ validThrough: "2027-01-01" }, businessToday("America/Chicago", at))).toBe(true);
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
