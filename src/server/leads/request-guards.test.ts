import { describe, expect, it } from "vitest";
import { isBot, isCrossSite } from "./request-guards.ts";

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

describe("isBot", () => {
  const now = 1_000_000;
  it("a filled honeypot is a bot; an empty one is not", () => {
    expect(isBot({ website: "http://spam.example" }, now)).toBe(true);
    expect(isBot({ website: 1 }, now)).toBe(true);
    expect(isBot({ website: "" }, now)).toBe(false);
    expect(isBot({ website: "  " }, now)).toBe(false);
    expect(isBot({}, now)).toBe(false);
  });
  it("a submission under 2 s after the form appeared is a bot", () => {
    expect(isBot({ startedAt: now - 500 }, now)).toBe(true);
    expect(isBot({ startedAt: String(now - 1_999) }, now)).toBe(true);
    expect(isBot({ startedAt: now - 2_000 }, now)).toBe(false);
    expect(isBot({ startedAt: String(now - 60_000) }, now)).toBe(false);
  });
  it("a missing, unreadable or future startedAt is fine", () => {
    expect(isBot({ startedAt: undefined }, now)).toBe(false);
    expect(isBot({ startedAt: "" }, now)).toBe(false);
    expect(isBot({ startedAt: "yesterday" }, now)).toBe(false);
    expect(isBot({ startedAt: now + 5_000 }, now)).toBe(false);
  });
});
