import { describe, expect, it } from "vitest";
import { stockImageSrcSet } from "./stock-image.ts";

describe("stockImageSrcSet", () => {
  const candidates = (srcset: string) => srcset.split(", ").map((entry) => /w=(\d+)&h=(\d+).* (\d+)w$/.exec(entry)?.slice(1).map(Number));

  it("offers the width ladder up to twice the layout width, each at the layout's aspect ratio", () => {
    expect(candidates(stockImageSrcSet("photo-1", 720, 480))).toEqual([
      [320, 213, 320],
      [480, 320, 480],
      [640, 427, 640],
      [768, 512, 768],
      [960, 640, 960],
      [1280, 853, 1280],
    ]);
  });

  it("gives a phone's 665 px column a candidate within 20% of it", () => {
    const widths = candidates(stockImageSrcSet("photo-1", 1024, 576)).map((candidate) => candidate?.[2] ?? 0);
    expect(widths.find((width) => width >= 665)).toBeLessThanOrEqual(665 * 1.2);
  });
});
