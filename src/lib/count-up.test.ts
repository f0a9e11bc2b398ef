import { describe, expect, it } from "vitest";
import { countUpValue, easeOutCubic } from "./count-up.ts";

describe("count-up", () => {
  it("starts at zero and ends exactly at the target after 2000 ms", () => {
    expect(countUpValue(50, 0)).toBe("0");
    expect(countUpValue(50, 2000)).toBe("50");
    expect(countUpValue(50, 5000)).toBe("50");
    expect(countUpValue(99.9, 2000)).toBe("99.9");
  });

  it("eases out: more than half way at half time, keeps the target's decimals", () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(countUpValue(99.9, 1000)).toBe("87.4");
    expect(countUpValue(100, 1000)).toBe("88");
  });
});
