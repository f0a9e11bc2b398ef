/**
 * The app's own answers around the pages, with a build of a few fake routes and a client folder of the
 * test's own, so no site build is needed: the CSP of answers that are not pages, /livez, the bearer token.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.server.ts";
import { createMetrics } from "./ops/metrics.server.ts";
import { NON_PAGE_CSP } from "./security-headers.server.ts";

const TOKEN = "operator-token-for-tests";
const build = {
  routes: { root: { id: "root", path: "", parentId: undefined, index: false, module: {} } },
} as unknown as ServerBuild;
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "app-answers-"));
  const client = join(dir, "client");
  mkdirSync(join(client, "page"), { recursive: true });
  writeFileSync(join(client, "icon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(join(client, "feed.xml"), "<?xml version='1.0'?><feed/>");
  writeFileSync(join(client, "data.json"), "{}");
  writeFileSync(join(client, "page/index.html"), "<!doctype html><html><body><script>window.x = 1;</script></body></html>");
  const app = createApp({
    build,
    clientDir: client,
    serverPagesDir: join(dir, "no-server-pages"),
    metrics: { metrics: createMetrics({ processMetrics: false }), token: TOKEN },
  });
  server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe("answers that are not pages", () => {
  it("carry a Content-Security-Policy that runs nothing: SVG, XML, JSON files and the server's JSON", async () => {
    for (const path of ["/icon.svg", "/feed.xml", "/data.json", "/livez", "/healthz"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${base}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(200);
        expect(response.headers.get("content-security-policy"), `${method} ${path}`).toBe(NON_PAGE_CSP);
      }
    }
  });

  it("a page keeps its own policy, one header, with its script's hash", async () => {
    const csp = (await fetch(`${base}/page`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[^']+'; style-src 'self';/);
    expect(csp).not.toContain(NON_PAGE_CSP);
  });
});

describe("/livez and the operator's token", () => {
  it("/livez says the status alone: the uptime is the operator's, in the full /healthz", async () => {
    expect(await (await fetch(`${base}/livez`)).json()).toEqual({ status: "ok" });
  });

  it("takes the Bearer scheme in any case, and only the token itself", async () => {
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const full = await fetch(`${base}/healthz`, { headers: { authorization: `${scheme} ${TOKEN}` } });
      expect(await full.json(), scheme).toMatchObject({ status: "ok", uptime: expect.any(Number) as number });
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `${scheme} ${TOKEN}` } })).status, scheme).toBe(200);
    }
    for (const authorization of ["bearer wrong", `Basic ${TOKEN}`, TOKEN, `bearer ${TOKEN}x`, `bearer${TOKEN}`]) {
      expect(await (await fetch(`${base}/healthz`, { headers: { authorization } })).json(), authorization).toEqual({ status: "ok" });
      expect((await fetch(`${base}/metrics`, { headers: { authorization } })).status, authorization).toBe(401);
    }
  });
});
