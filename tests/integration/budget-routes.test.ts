/**
 * The POST budgets follow the route React Router matches, not the path as written (record 0423):
 * once /api/chat answers 429, its case and trailing-slash variants do too, and the forms' budget
 * is left alone.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let server: Server;
let base: string;

beforeAll(async () => {
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const app = createApp({
    build,
    clientDir: `${root}build/client`,
    chatLimit: { windowMs: 60_000, limit: 2 },
    postLimit: { windowMs: 60_000, limit: 2 },
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const question = (path: string) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ question: "hi" }) });

describe("the POST budgets", () => {
  it("count every spelling of /api/chat against the chat's budget, and none against the forms'", async () => {
    for (let n = 0; n < 2; n++) expect((await question("/api/chat")).status).not.toBe(429);
    for (const variant of ["/api/chat", "/API/chat", "/api/chat/", "/Api/Chat/", "/api/chat.data"]) {
      const response = await question(variant);
      expect(response.status, variant).toBe(429);
      expect(response.headers.get("content-type"), variant).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control"), variant).toBe("no-store");
    }
    // The forms' budget (2) is untouched: two posts still get through to the lead endpoint.
    for (let n = 0; n < 2; n++) expect((await question("/api/leads")).status).not.toBe(429);
    expect((await question("/API/leads/")).status).toBe(429);
  });
});
