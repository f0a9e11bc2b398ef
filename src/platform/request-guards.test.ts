import { describe, expect, it } from "vitest";
import { isCrossSite, readJsonPost, type JsonPostRules } from "./request-guards.server.ts";

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

describe("readJsonPost", () => {
  const rules: JsonPostRules = { maxBytes: 2100, apiWords: { action: "do it", thing: "thing" } };
  const labels = { crossSite: "Not from elsewhere.", tooLarge: "Over {kb} KB." };
  const send = (body: string, headers: Record<string, string> = { "content-type": "application/json" }, method = "POST") =>
    readJsonPost(new Request(`${SITE}/api/chat`, { method, headers, body: method === "GET" ? undefined : body }), SITE, rules, labels);
  const refusal = async (result: Awaited<ReturnType<typeof readJsonPost>>) => {
    if (!("refusal" in result)) throw new Error("expected a refusal");
    return { status: result.refusal.status, body: (await result.refusal.json()) as unknown, allow: result.refusal.headers.get("allow") };
  };

  it("gives the object of a same-site JSON POST within the size limit", async () => {
    expect(await send('{"question":"hi"}', { "content-type": "application/json; charset=utf-8" })).toEqual({ body: { question: "hi" } });
  });
  it("refuses in the visitor's words or the endpoint's API words, in a fixed order, and no cache keeps the answer", async () => {
    expect(await refusal(await send("{}", {}, "GET"))).toEqual({
      status: 405,
      body: { ok: false, error: "Use POST to do it." },
      allow: "POST",
    });
    expect(await refusal(await send("{}", { "content-type": "text/plain", origin: "https://evil.example" }))).toMatchObject({
      status: 403,
      body: { error: "Not from elsewhere." },
    });
    expect(await refusal(await send("{}", { "content-type": "text/plain" }))).toMatchObject({
      status: 415,
      body: { error: "Send the thing as JSON (Content-Type: application/json)." },
    });
    // {kb} is the limit in whole kilobytes, rounded down: 2100 bytes → 2.
    expect(await refusal(await send("x".repeat(2101)))).toMatchObject({ status: 413, body: { error: "Over 2 KB." } });
    expect(await refusal(await send("{"))).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
    expect(await refusal(await send("[1]"))).toMatchObject({ status: 400, body: { error: "The request body must be a JSON object." } });
    const refused = await send("null");
    expect("refusal" in refused && refused.refusal.headers.get("cache-control")).toBe("no-store");
  });
});
