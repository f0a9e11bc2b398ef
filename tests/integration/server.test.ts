import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.server.ts";
import type { SiteBuild } from "../../src/server/site.server.ts";
import { compiledLabels, withWaitFilled } from "../../src/server/compiled-labels.fixture.ts";
import type { SubmitResult } from "../../src/features/leads/server/lead-service.server.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { missingEntryPaths } from "../fixtures/missing-entries.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as ContentBundle;
const submitted: { kind: string; fields: unknown; key?: string; suspect?: boolean }[] = [];
let failStore = false;
const service = {
  async submit(kind: string, fields: unknown, options?: { idempotencyKey?: string; suspect?: boolean }): Promise<SubmitResult> {
    if (failStore) return { status: "error" };
    const record = (fields ?? {}) as Record<string, string>;
    if (!record.email?.includes("@")) return { status: "invalid", errors: { email: "Please enter a valid email address." } };
    submitted.push({ kind, fields, key: options?.idempotencyKey, suspect: options?.suspect });
    return { status: "stored", id: `lead-${submitted.length}`, duplicate: false };
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  // The build's own leadContext: the routes in build/ read that object, not a copy imported from src/ (docs/decisions/0507).
  const build = (await import(`${root}build/server/index.js`)) as SiteBuild;
  const { leadContext } = build;
  const app = createApp({
    build,
    clientDir: `${root}build/client`,
    fillContext: (context: RouterContextProvider) => context.set(leadContext, { service, siteOrigin: "http://localhost:3000" }),
    postLimit: { windowMs: 60_000, limit: 12 },
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const form = (values: Record<string, string>) =>
  ({ method: "POST", body: new URLSearchParams(values), redirect: "manual" }) satisfies RequestInit;

describe("the production server", () => {
  it("answers /livez, and /metrics is an unknown page while METRICS_TOKEN is unset", async () => {
    const live = await fetch(`${base}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer anything" } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).not.toContain("process_cpu");
  });

  it("answers /healthz", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("sends a CSP that allows exactly the page's inline scripts by hash, and the other security headers", async () => {
    const response = await fetch(`${base}/`);
    const html = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes?.includes("ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline)
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
      );
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("serves precompressed pages and immutable hashed assets", async () => {
    const page = await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const script = await fetch(`${base}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A share image is named by a hash of its words, so it may be kept for a year too.
    const image = /<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/.exec(html)?.[1];
    expect(image).toMatch(/^\/og\/about\.[0-9a-f]{10}\.png$/);
    const card = await fetch(`${base}${image ?? ""}`);
    expect(card.status).toBe(200);
    expect(card.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/favicon.svg`)).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers unknown paths, service slugs and article ids with 404", async () => {
    const missing = missingEntryPaths(bundle);
    // "/blog/07": a zero-padded id is not the address of article 7, whether or not there is one.
    for (const path of ["/no-such-page", missing.service, "/blog/07", missing.article, missing.caseStudy, missing.job, "/a/b/c"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
    }
    expect(await (await fetch(`${base}/no-such-page`)).text()).toContain(compiledLabels.notFound.title);
  });

  it("redirects a trailing slash to the canonical address", async () => {
    const response = await fetch(`${base}/about/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about");
  });

  it("takes the contact form without JavaScript: success page, or the form again with messages and input kept", async () => {
    const ok = await fetch(
      `${base}/contact`,
      form({ intent: "contact", name: "Ada Lovelace", email: "ada@example.com", message: "Hello there, we need help." }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(compiledLabels.forms.sent.title);
    expect(submitted.at(-1)).toMatchObject({ kind: "contact", fields: { name: "Ada Lovelace", email: "ada@example.com" } });

    const bad = await fetch(
      `${base}/contact`,
      form({ intent: "contact", name: "Ada Lovelace", email: "not-an-email", message: "Kept text" }),
    );
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Kept text");
    expect(html).toContain('value="not-an-email"');
  });

  it("refuses an oversized form body even when it is chunked without a length", async () => {
    const chunk = new TextEncoder().encode(`message=${"x".repeat(64 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const before = submitted.length;
    // The server answers 413 and stops reading; the client may see that answer or a reset while still sending.
    const status = await fetch(`${base}/contact`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit).then(
      (response) => response.status,
      () => "reset",
    );
    expect([413, "reset"]).toContain(status);
    expect(submitted.length).toBe(before);
  });

  it("keeps a filled honeypot or a too-fast form as suspect, answered like any other", async () => {
    const before = submitted.length;
    const bot = await fetch(
      `${base}/contact`,
      form({ intent: "contact", name: "Bot", email: "bot@example.com", message: "spam spam", website: "http://spam", fillMs: "" }),
    );
    const fast = await fetch(
      `${base}/contact`,
      form({ intent: "contact", name: "Quick", email: "q@example.com", message: "hi", fillMs: "90" }),
    );
    const person = await fetch(
      `${base}/contact`,
      form({ intent: "contact", name: "Ann", email: "a@example.com", message: "hi", fillMs: "4000" }),
    );
    expect([bot.status, fast.status, person.status]).toEqual([200, 200, 200]);
    const [botPage, fastPage, personPage] = await Promise.all([bot.text(), fast.text(), person.text()]);
    expect(botPage).toContain(compiledLabels.forms.sent.title);
    expect(fastPage).toContain(compiledLabels.forms.sent.title);
    expect(personPage).toContain(compiledLabels.forms.sent.title);
    expect(submitted.slice(before).map((lead) => lead.suspect)).toEqual([true, true, false]);
    // Only the visitor's fields are stored: the trap and the clock are not.
    for (const lead of submitted.slice(before)) expect(Object.keys(lead.fields as object)).not.toContain("fillMs");
  });

  it("refuses cross-site form posts", async () => {
    const before = submitted.length;
    const response = await fetch(`${base}/contact`, {
      ...form({ intent: "contact", name: "A", email: "a@example.com", message: "hi there" }),
      headers: { origin: "https://evil.example" },
    });
    // React Router's own origin check answers before the action runs (400); ours answers 403.
    expect([400, 403]).toContain(response.status);
    expect(submitted.length).toBe(before);
  });

  it("tells the truth when the outbox cannot store", async () => {
    failStore = true;
    const response = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "newsletter", fields: { email: "a@example.com" } }),
    });
    failStore = false;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: compiledLabels.forms.failed.text });
  });

  it("exposes the lead API with the right status codes", async () => {
    expect((await fetch(`${base}/api/leads`)).status).toBe(405);
    const wrongType = await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" });
    expect(wrongType.status).toBe(415);
    const stored = await fetch(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "newsletter", fields: { email: "reader@example.com" }, idempotencyKey: "abc-123" }),
    });
    expect(stored.status).toBe(201);
    expect(submitted.at(-1)).toEqual({ kind: "newsletter", fields: { email: "reader@example.com" }, key: "abc-123", suspect: false });
  });

  it("limits POSTs per client with 429 and Retry-After", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 15; i++)
      last = await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The newsletter shows this text: labels.requests' words, carried by the build's server pages.
    expect(((await last?.json()) as { error?: string }).error).toMatch(withWaitFilled(compiledLabels.requests.tooManySubmissions));
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
