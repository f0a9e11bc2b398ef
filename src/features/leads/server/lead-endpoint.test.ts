import { afterEach, describe, expect, it } from "vitest";
import { compiledLabels, rewordRequestLabels } from "../../../server/compiled-labels.fixture.ts";
import { handleLeadApi, MAX_BODY_BYTES } from "./lead-endpoint.server.ts";
import type { LeadApiDeps } from "./lead-endpoint.server.ts";
import { createLeadService } from "./lead-service.server.ts";
import type { LeadService } from "./lead-service.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { silentLeadLogger } from "./lead-log.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";
import { CAMPAIGN_ATTRIBUTION, VALID_FIELDS } from "./lead-submission.fixture.ts";
import { LEAD_LABELS, emailMessage } from "../lead-labels.fixture.ts";

const SITE = "https://dallas-it.example";
const URL = `${SITE}/api/leads`;
const stores: LeadStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function setup(store: LeadStore = openSqliteLeadStore(":memory:")): { deps: LeadApiDeps; service: LeadService } {
  stores.push(store);
  const service = createLeadService({ leadLabels: LEAD_LABELS, store, logger: silentLeadLogger });
  return { service, deps: { service, siteOrigin: SITE } };
}

function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const newsletter = { kind: "newsletter", fields: VALID_FIELDS.newsletter };

describe("handleLeadApi", () => {
  it("201 with the id for a stored lead, then 200 with the same id for a repeat", async () => {
    const { deps, service } = setup();
    const first = await handleLeadApi(postJson({ ...newsletter, idempotencyKey: "k1", website: "", fillMs: 10_000 }), deps);
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const body = (await first.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    expect(typeof body.id).toBe("string");
    const again = await handleLeadApi(postJson({ ...newsletter, idempotencyKey: "k1" }), deps);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect(await service.store.list()).toHaveLength(1);
  });

  it("409 for a key reused with another body, even another kind, and the new lead is not stored", async () => {
    const { deps, service } = setup();
    expect((await handleLeadApi(postJson({ ...newsletter, idempotencyKey: "k2" }), deps)).status).toBe(201);
    const otherKind = await handleLeadApi(postJson({ kind: "contact", fields: VALID_FIELDS.contact, idempotencyKey: "k2" }), deps);
    expect(otherKind.status).toBe(409);
    expect(otherKind.headers.get("cache-control")).toBe("no-store");
    const body = (await otherKind.json()) as { ok: boolean; id?: string; conflict?: string };
    expect(body).toMatchObject({ ok: false, error: compiledLabels.forms.failed.text });
    expect(body.id).toBeUndefined();
    expect(body.conflict).toMatch(/idempotencyKey/);
    expect(await service.store.list()).toHaveLength(1);
  });

  it("405 with Allow: POST for other methods", async () => {
    const response = await handleLeadApi(new Request(URL, { method: "GET" }), setup().deps);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("415 unless the body is JSON", async () => {
    const { deps } = setup();
    const form = new Request(URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "kind=newsletter",
    });
    expect((await handleLeadApi(form, deps)).status).toBe(415);
    expect((await handleLeadApi(postJson(newsletter, { "content-type": "text/plain" }), deps)).status).toBe(415);
    expect((await handleLeadApi(postJson(newsletter, { "content-type": "application/json; charset=utf-8" }), deps)).status).toBe(201);
  });

  it("413 for bodies over MAX_BODY_BYTES, by Content-Length or by the bytes read", async () => {
    const { deps, service } = setup();
    const big = JSON.stringify({ kind: "contact", fields: { ...VALID_FIELDS.contact, message: "x".repeat(MAX_BODY_BYTES + 1) } });
    expect((await handleLeadApi(postJson(big, { "content-length": String(big.length) }), deps)).status).toBe(413);
    // A small body that declares a large size is refused on the header alone, before reading.
    const declared = postJson(newsletter, { "content-length": String(MAX_BODY_BYTES + 1) });
    expect(declared.headers.get("content-length")).toBe(String(MAX_BODY_BYTES + 1));
    expect((await handleLeadApi(declared, deps)).status).toBe(413);
    // Streamed without a Content-Length: only counting the bytes can catch it.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request(URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const refused = await handleLeadApi(chunked, deps);
    expect(refused.status).toBe(413);
    // The newsletter shows this text: labels.requests.tooLarge with the limit in whole kilobytes.
    const kb = String(Math.floor(MAX_BODY_BYTES / 1024));
    expect(await refused.json()).toEqual({ ok: false, error: compiledLabels.requests.tooLarge.replace("{kb}", kb) });
    expect(await service.store.list()).toEqual([]);
  });

  it("403 for cross-site posts, in labels.requests' words", async () => {
    const { deps } = setup();
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const response = await handleLeadApi(postJson(newsletter, headers), deps);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ ok: false, error: compiledLabels.requests.crossSite });
    }
  });

  it("a reworded label reaches the answer: the words are read from the bundle for each request", async () => {
    const undo = rewordRequestLabels({ crossSite: "Reworded: only this site may send.", unreadable: "Reworded: fix the text." });
    try {
      const foreign = await handleLeadApi(postJson(newsletter, { origin: "https://evil.example" }), setup().deps);
      expect(await foreign.json()).toEqual({ ok: false, error: "Reworded: only this site may send." });
      const broken = await handleLeadApi(postJson({ kind: "newsletter", fields: { email: "a\ud83d@example.com" } }), setup().deps);
      expect(await broken.json()).toEqual({ ok: false, errors: { email: "Reworded: fix the text." } });
    } finally {
      undo();
    }
  });

  it("422 under the field for text that is not valid Unicode (a lone surrogate), in labels.requests' words", async () => {
    const response = await handleLeadApi(
      postJson('{"kind":"contact","fields":{"name":"Ada \\ude00","email":"a@example.com"}}'),
      setup().deps,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, errors: { name: compiledLabels.requests.unreadable } });
  });

  it("a filled honeypot or a too-fast submission is answered like any lead and stored as suspect", async () => {
    const { deps, service } = setup();
    const answers: unknown[] = [];
    for (const extra of [{ website: "spam.example" }, { fillMs: 120 }, { fillMs: "499" }]) {
      const response = await handleLeadApi(postJson({ ...newsletter, ...extra }), deps);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { ok: boolean; id: string };
      expect(body.ok).toBe(true);
      answers.push(Object.keys(body));
    }
    const person = await handleLeadApi(postJson({ ...newsletter, fillMs: 700 }), deps);
    expect(person.status).toBe(201);
    // Same shape of answer for a suspect and a person: a bot cannot tell it was noticed.
    expect(answers).toEqual(Array(3).fill(Object.keys((await person.json()) as object)));
    const statuses = (await service.store.list()).map((lead) => lead.status).sort();
    expect(statuses).toEqual(["pending", "suspect", "suspect", "suspect"]);
  });

  it("422 with field errors for an invalid lead, an unknown kind or a bad key", async () => {
    const { deps } = setup();
    const invalid = await handleLeadApi(postJson({ kind: "newsletter", fields: { email: "nope" } }), deps);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      ok: false,
      errors: { email: emailMessage("noAt") },
    });
    const unknown = await handleLeadApi(postJson({ kind: "quote", fields: {} }), deps);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, string> }).errors).toHaveProperty("kind");
    const missing = await handleLeadApi(postJson({ fields: {} }), deps);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors).toHaveProperty("kind");
    const badKey = await handleLeadApi(postJson({ ...newsletter, idempotencyKey: 12 }), deps);
    expect(badKey.status).toBe(422);
  });

  it("400 for a body that is not a JSON object", async () => {
    const { deps } = setup();
    expect((await handleLeadApi(postJson("{not json"), deps)).status).toBe(400);
    expect((await handleLeadApi(postJson("[1,2]"), deps)).status).toBe(400);
  });

  it("503 with the contact toast's failure text (labels.forms.failed.text) when storing fails", async () => {
    const store = openSqliteLeadStore(":memory:");
    const { deps } = setup({ ...store, insert: () => Promise.reject(new Error("disk I/O error")) });
    stores.push(store);
    const response = await handleLeadApi(postJson(newsletter), deps);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: compiledLabels.forms.failed.text });
  });
});

describe("attribution through /api/leads (docs/decisions/0251)", () => {
  it("is cleaned and stored with the lead: paths without queries, a host only, bounded tags, no strangers", async () => {
    const { deps, service } = setup();
    // The shared campaign visit's pages, sent with a query and a fragment the store must drop.
    const { landing, page } = CAMPAIGN_ATTRIBUTION;
    const attribution = {
      landing: `${landing}?utm_source=linkedin&gclid=SECRET`,
      source: `linked\u0000in${"x".repeat(500)}`,
      campaign: "q4-cloud",
      clickIds: ["gclid", "SECRET"],
      referrer: "https://www.linkedin.com/feed/?trk=123",
      page: `${page}#form`,
      visitorId: "should-not-be-kept",
    };
    const response = await handleLeadApi(postJson({ ...newsletter, attribution }), deps);
    expect(response.status).toBe(201);
    const [stored] = await service.store.list();
    expect(stored?.attribution).toMatchObject({
      landing,
      campaign: "q4-cloud",
      clickIds: ["gclid"],
      referrer: "www.linkedin.com",
      page,
    });
    expect(stored?.attribution?.source).toMatch(/^linkedinx+$/);
    expect([...(stored?.attribution?.source ?? "")]).toHaveLength(150);
    expect(JSON.stringify(stored)).not.toContain("SECRET");
    expect(JSON.stringify(stored)).not.toContain("should-not-be-kept");
  });

  it("the site itself is never a referrer; a lead without attribution stores none", async () => {
    const { deps, service } = setup();
    await handleLeadApi(postJson({ ...newsletter, attribution: { landing: "/", referrer: "dallas-it.example" } }), deps);
    await handleLeadApi(postJson({ kind: "newsletter", fields: { email: "other@example.com" }, attribution: "junk" }), deps);
    const [plain, own] = await service.store.list();
    expect(own?.attribution?.referrer).toBe("");
    expect(plain?.attribution).toBeNull();
  });
});
