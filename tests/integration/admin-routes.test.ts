/**
 * /admin on the production server: the editor's page and its bundle from node_modules, the generated
 * configuration, its own CSP, noindex, absent from the sitemap, and no local backend (nothing on the
 * production server can write content).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const servers: Server[] = [];

async function start(localBackendUrl?: string): Promise<string> {
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const app = createApp({
    build,
    clientDir: `${root}build/client`,
    admin: {
      configFile: `${root}.generated/cms-config.yml`,
      apiOriginFile: `${root}.generated/cms-api-origin.txt`,
      ...(localBackendUrl ? { localBackendUrl } : {}),
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;
beforeAll(async () => {
  base = await start();
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("/admin", () => {
  it("serves the editor page with its own CSP, noindex, and the bundle from node_modules", async () => {
    const page = await fetch(`${base}/admin/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(html).toContain('content="noindex, nofollow"');
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
    // The build's git host (GitHub unless CMS_BACKEND or CMS_API_ROOT say otherwise) and no other.
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com;");
    const bundle = await fetch(`${base}/admin/decap-cms.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(1_000_000);
    expect((await fetch(`${base}/admin`, { redirect: "manual" })).headers.get("location")).toBe("/admin/");
  });

  it("serves the generated configuration without a local backend, and nothing else from node_modules", async () => {
    const config = await fetch(`${base}/admin/config.yml`);
    expect(config.headers.get("content-type")).toMatch(/yaml/);
    const text = await config.text();
    expect(text).toContain("name: services");
    expect(text).not.toContain("local_backend");
    for (const path of ["/admin/decap-cms.js.map", "/admin/..%2Fpackage.json", "/admin/index.js"]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it("is absent from the sitemap", async () => {
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain("/admin");
  });

  it("points the editor at the local proxy only when npm run edit passes one", async () => {
    const local = await start("http://127.0.0.1:8081/api/v1");
    const config = await (await fetch(`${local}/admin/config.yml`)).text();
    expect(config).toMatch(/^local_backend:\n {2}url: http:\/\/127\.0\.0\.1:8081\/api\/v1\n/);
    const csp = (await fetch(`${local}/admin/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081;");
  });
});
