import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, looksAutomated } from "./bot-check.ts";

describe("looksAutomated", () => {
  it("a filled honeypot looks automated; an empty one does not", () => {
    expect(looksAutomated({ website: "http://spam.example" })).toBe(true);
    expect(looksAutomated({ website: 1 })).toBe(true);
    expect(looksAutomated({ website: "" })).toBe(false);
    expect(looksAutomated({ website: "  " })).toBe(false);
    expect(looksAutomated({})).toBe(false);
  });
  it(`a form sent under ${MIN_FILL_MS} ms after it was shown looks automated`, () => {
    expect(looksAutomated({ fillMs: 0 })).toBe(true);
    expect(looksAutomated({ fillMs: String(MIN_FILL_MS - 1) })).toBe(true);
    expect(looksAutomated({ fillMs: MIN_FILL_MS })).toBe(false);
    // The autofill-and-click visitor of the issue: 0.7 s.
    expect(looksAutomated({ fillMs: "700" })).toBe(false);
  });
  it("a missing, unreadable or negative time is never a reason to suspect", () => {
    expect(looksAutomated({ fillMs: undefined })).toBe(false);
    expect(looksAutomated({ fillMs: "" })).toBe(false);
    expect(looksAutomated({ fillMs: "soon" })).toBe(false);
    expect(looksAutomated({ fillMs: -5 })).toBe(false);
  });
});
