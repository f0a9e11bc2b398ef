import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill-template.ts";

describe("fillTemplate", () => {
  it("fills known slots and keeps unknown ones visible", () => {
    expect(fillTemplate("{n} experts on {job.title}, {other}", { n: 8, "job.title": "Data Engineer" })).toBe(
      "8 experts on Data Engineer, {other}",
    );
  });
});
