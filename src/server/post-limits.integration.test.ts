import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { postLimits, waitText } from "./post-limits.server.ts";
import { loadServerPages, STATUS_SLOTS, type ServerPagesManifest } from "./server-pages.server.ts";

// The server pages' manifest carries labels.requests' 429 words (scripts/render-server-pages.ts writes
// them from the bundle; tests/integration/server.test.ts checks the built one). Reworded here, as an edited
// site.yaml would build them.
const dir = mkdtempSync(join(tmpdir(), "post-limits-"));
const status = { title: "Wait", heading: "Wait", message: "Wait {wait}." };
const manifest: ServerPagesManifest = {
  routes: [],
  notFound: {},
  queries: {},
  variants: {},
  statusTemplate: `<title>${STATUS_SLOTS.title}</title>${STATUS_SLOTS.main}`,
  labels: { badRequest: status, tooManyRequests: status, serverError: status, homeLink: "Home" },
  budgetLabels: { tooManySubmissions: "Reworded: forms again in {wait}.", tooManyQuestions: "Reworded: questions again in {wait}." },
};
writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** A server with one form post and one chat question allowed per minute, over `pagesDir`'s manifest. */
async function serve(pagesDir: string): Promise<string> {
  const app = express();
  const limit = { windowMs: 60_000, limit: 1 };
  app.use(postLimits({ forms: limit, chat: limit }, loadServerPages(pagesDir)));
  app.post("/{*path}", (_request, response) => void response.json({ ok: true }));
  app.get("/{*path}", (_request, response) => void response.send("page"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function secondPost(base: string, path: string): Promise<{ status: number; body: unknown }> {
  await fetch(`${base}${path}`, { method: "POST" });
  const response = await fetch(`${base}${path}`, { method: "POST" });
  return { status: response.status, body: await response.json() };
}

describe("the JSON answer over a POST budget", () => {
  it("says labels.requests' words from the build, with {wait} filled in", async () => {
    const base = await serve(dir);
    const wait = String.raw`\d+ (second|minute)s?`;
    expect(await secondPost(base, "/api/leads")).toEqual({
      status: 429,
      body: {
        ok: false,
        error: expect.stringMatching(new RegExp(`^Reworded: forms again in ${wait}\\.$`)) as string,
        retryAfterSeconds: expect.any(Number) as number,
      },
    });
    expect(await secondPost(base, "/api/chat")).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(new RegExp(`^Reworded: questions again in ${wait}\\.$`)) as string },
    });
  });

  it("has no words without a build, so the newsletter shows its own failure text", async () => {
    const { status, body } = await secondPost(await serve(join(dir, "missing")), "/api/leads");
    expect(status).toBe(429);
    expect(body).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) as number });
  });
});

describe("the time to wait", () => {
  it("is rounded up to whole minutes past a minute, so a visitor never comes back too early", () => {
    expect([1, 45, 60, 61, 240].map(waitText)).toEqual(["1 second", "45 seconds", "1 minute", "2 minutes", "4 minutes"]);
  });
});

describe("a site search", () => {
  it("spends the chat's budget: a query is a question, the form without one is not", async () => {
    const base = await serve(dir);
    expect((await fetch(`${base}/search`)).status).toBe(200);
    expect((await fetch(`${base}/search?q=`)).status).toBe(200);
    expect((await fetch(`${base}/search?q=cloud`)).status).toBe(200);
    const refused = await fetch(`${base}/search?q=security`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect((await fetch(`${base}/search`)).status).toBe(200);
    // The chat's question is now over the same budget; the forms keep theirs.
    expect((await fetch(`${base}/api/chat`, { method: "POST" })).status).toBe(429);
    expect((await fetch(`${base}/api/leads`, { method: "POST" })).status).toBe(200);
  });
});
