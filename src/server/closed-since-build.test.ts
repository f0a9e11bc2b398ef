import { describe, expect, it } from "vitest";
import { closedSinceBuild } from "./closed-since-build.server.ts";

const jobs = [
  { url: "/careers/a", validThrough: "2027-02-12" },
  { url: "/careers/b", validThrough: "2027-03-01" },
  { url: "/careers/old", validThrough: "2026-01-01" },
];

describe("prerendered files a job closing after the build makes stale", () => {
  it("serves every prerendered file while no job has closed since the build", () => {
    const stale = closedSinceBuild(jobs, "2027-01-10", () => "2027-02-12");
    for (const path of ["/careers", "/careers/a", "/sitemap.xml", "/chat-data.json"]) expect(stale(path)).toBe(false);
  });

  it("renders the careers list, the closed job's page and data, the sitemap and the chat data live once it closes", () => {
    const stale = closedSinceBuild(jobs, "2027-01-10", () => "2027-02-13");
    for (const path of ["/careers", "/careers/", "/careers.data", "/careers/a", "/careers/a.data", "/sitemap.xml", "/chat-data.json"])
      expect(stale(path), path).toBe(true);
    for (const path of ["/careers/b", "/careers/old", "/", "/about", "/assets/app.js"]) expect(stale(path), path).toBe(false);
  });
});
