import { describe, expect, it } from "vitest";
import { bucketOf, ratingOf, summariseBuckets, VITALS } from "./vital-scale.ts";

describe("vital scale", () => {
  it("takes only values a browser can measure", () => {
    expect(bucketOf("LCP", -1)).toBeUndefined();
    expect(bucketOf("LCP", Number.NaN)).toBeUndefined();
    expect(bucketOf("LCP", "1200")).toBeUndefined();
    expect(bucketOf("LCP", 60_001)).toBeUndefined();
    expect(bucketOf("CLS", 11)).toBeUndefined();
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 2500)).toBe(4);
    expect(bucketOf("LCP", 2501)).toBe(5);
  });

  it("has every Google threshold as a bucket bound, so the share of good values is exact", () => {
    for (const [name, vital] of Object.entries(VITALS)) {
      expect(vital.bounds, name).toContain(vital.good);
      expect(vital.bounds, name).toContain(vital.poor);
    }
  });

  it("reads p75 as the bound of the bucket holding the 75th percentile, and the good share", () => {
    // LCP: 2 values ≤ 1000 ms, 1 ≤ 2500 ms, 1 ≤ 5000 ms.
    const counts = new Map([
      [1, 2],
      [4, 1],
      [8, 1],
    ]);
    expect(summariseBuckets("LCP", counts)).toEqual({ count: 4, p75: 2500, good: 0.75 });
    expect(summariseBuckets("INP", new Map())).toEqual({ count: 0, p75: 0, good: 0 });
  });

  it("rates against Google's thresholds", () => {
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 201)).toBe("needs improvement");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
  });
});
