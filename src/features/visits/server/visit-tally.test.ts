import { describe, expect, it } from "vitest";
import { deviceClassOf } from "../device-class.ts";
import { dayIn, dimensionsOf, retentionStart } from "./visit-tally.server.ts";

describe("the visit tally's days", () => {
  it("keeps whole months back, on the same day of the month where it exists", () => {
    expect(retentionStart("2026-03-10", 13)).toBe("2025-02-10");
    expect(retentionStart("2026-03-31", 1)).toBe("2026-02-28");
    expect(retentionStart("2026-01-15", 1)).toBe("2025-12-15");
  });

  it("counts a day in the site's time zone", () => {
    const at = Date.parse("2026-03-10T03:00:00Z");
    expect(dayIn("UTC")(at)).toBe("2026-03-10");
    expect(dayIn("America/Chicago")(at)).toBe("2026-03-09");
  });
});

describe("the dimensions of a view", () => {
  const base = { at: 0, page: "/about", medium: "", address: "10.0.0.1", userAgent: "", device: deviceClassOf("") };
  it("counts a landing under its page, source, referrer and campaign", () => {
    expect(dimensionsOf({ ...base, landing: true, referrer: "mail.example.org", source: "news", campaign: "spring" })).toEqual([
      ["site", ""],
      ["page", "/about"],
      ["device", "desktop"],
      ["landing", "/about"],
      ["source", "news"],
      ["referrer", "mail.example.org"],
      ["campaign", "spring"],
    ]);
    expect(dimensionsOf({ ...base, landing: true, referrer: "", source: "", campaign: "" })).toContainEqual(["source", "(direct)"]);
  });

  it("counts a view inside a visit under its page and device only", () => {
    expect(dimensionsOf({ ...base, landing: false, referrer: "", source: "", campaign: "" })).toEqual([
      ["site", ""],
      ["page", "/about"],
      ["device", "desktop"],
    ]);
  });
});
