import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, isCrossSite, looksAutomated } from "./request-guards.server.ts";

const SITE = "https://dallas-it.example";
const post = (headers: Record<string, string>, url = `${SITE}/api/leads`) => new Request(url, { method: "POST", headers });

describe("isCrossSite", () => {
  it("lets same-origin and header-less requests through", () => {
    expect(isCrossSite(post({}), SITE)).toBe(false);
    expect(isCrossSite(post({ origin: SITE, "sec-fetch-site": "same-origin" }), SITE)).toBe(false);
    expect(isCrossSite(post({ origin: `${SITE}/` }), `${SITE}/`)).toBe(false);
  });
  it("accepts the request's own origin too (local runs, behind a proxy)", () => {
    expect(isCrossSite(post({ origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/api/leads"), SITE)).toBe(false);
  });
  it("refuses what the browser marks cross-site", () => {
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
  });
  it("refuses a foreign, opaque or malformed Origin", () => {
    expect(isCrossSite(post({ origin: "https://evil.example" }), SITE)).toBe(true);
    expect(isCrossSite(post({ origin: "http://dallas-it.example" }), SITE)).toBe(true);
    expect(isCrossSite(post({ origin: "null" }), SITE)).toBe(true);
    expect(isCrossSite(post({ origin: "garbage" }), SITE)).toBe(true);
  });
});

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
