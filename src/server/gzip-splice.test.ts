import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipSplice } from "./gzip-splice.server.ts";

describe("gzipSplice", () => {
  it("joins precompressed parts around a varying piece into one valid gzip body", () => {
    const before = "<html><body><p>The page <code>".repeat(50);
    const after = "</code> does not exist.</p></body></html>".repeat(50);
    const splice = gzipSplice(before, after);
    for (const middle of ["/no-such-page", "", "/caf%C3%A9/&lt;x&gt;", "é😀".repeat(100)]) {
      expect(gunzipSync(splice.body(middle)).toString("utf8")).toBe(before + middle + after);
    }
    expect(splice.body("/x").length).toBeLessThan((before + after).length / 5);
    expect(gunzipSync(gzipSplice(before, "").body("")).toString("utf8")).toBe(before);
  });
});
