import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpsServer, listenOnFreePort, throwawayCertificate, type Certificate } from "../../bench/parts/local-tls.ts";
import { htmlFiles, routeOfHtml } from "../../scripts/build-sizes.ts";
import { LEAD_PAGES } from "../../src/features/leads/lead-labels.fixture.ts";
import { createApp } from "../../src/server/app.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const client = join(root, "build/client");
const routes = JSON.parse(readFileSync(join(root, ".generated/routes.json"), "utf8")) as string[];
const MISSING = "/no-such-page";

const servers: Server[] = [];
let base: string;
let proxiedBase: string;
let tlsBase: string;
let certificate: Certificate;

beforeAll(async () => {
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const app = createApp({ build, clientDir: client });
  const start = async (server: Server) => {
    servers.push(server);
    return listenOnFreePort(server);
  };
  base = `http://127.0.0.1:${await start(createServer(app))}`;
  proxiedBase = `http://127.0.0.1:${await start(createServer(createApp({ build, clientDir: client, trustProxy: "loopback" })))}`;
  certificate = throwawayCertificate();
  tlsBase = `https://127.0.0.1:${await start(httpsServer(certificate, app))}`;
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** The directives of a Content-Security-Policy header, each with its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

/**
 * Hashes of the scripts a browser would execute inline, found independently of src/server/csp.server.ts:
 * every <script> without src whose type is absent or a JavaScript type (JSON-LD and JSON are data).
 */
function executableInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

/** The headers every response carries, pages or not. */
function expectBaseHeaders(headers: Headers, where: string) {
  expect(headers.get("x-content-type-options"), where).toBe("nosniff");
  expect(headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  // No opener policy on the public site: it would cost each landing a new browser process (record 0400).
  expect(headers.get("cross-origin-opener-policy"), where).toBeNull();
  expect(headers.get("cross-origin-resource-policy"), where).toBe("same-origin");
  expect(headers.get("x-frame-options"), where).toBe("DENY");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
    expect(permissions, where).toContain(feature);
  expect(headers.get("x-powered-by"), where).toBeNull();
  // The site sets no cookies at all (the Observatory's cookie test stays "not found").
  expect(headers.get("set-cookie"), where).toBeNull();
}

/** A page's CSP: deny by default, no unsafe source, and script-src naming exactly the page's inline scripts. */
function expectPagePolicy(csp: string, inlineHashes: string[], where: string) {
  const policy = directives(csp);
  expect(policy.get("default-src"), where).toEqual(["'none'"]);
  expect(policy.get("object-src"), where).toEqual(["'none'"]);
  expect(policy.get("base-uri"), where).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(policy.get("form-action"), where).toEqual(["'self'"]);
  expect(policy.get("style-src"), where).toEqual(["'self'"]);
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc[0], where).toBe("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", "data:", "*", "https:", "http:"])
    expect(scriptSrc, where).not.toContain(unsafe);
  expect(new Set(scriptSrc.slice(1)), where).toEqual(new Set(inlineHashes));
  for (const sources of policy.values()) for (const source of sources) expect(source, where).not.toMatch(/^(http:|'unsafe-)/);
  // data: only for images: the site icon each page carries (record 0402).
  expect(policy.get("img-src"), where).toEqual(["'self'", "data:", "https://images.unsplash.com"]);
  for (const [name, sources] of policy) if (name !== "img-src") expect(sources, `${where} ${name}`).not.toContain("data:");
}

describe("security headers on the live server", () => {
  it("has routes to check", () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each([...routes, MISSING])("%s: every header, and a CSP made for the HTML it sent", async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(path === MISSING ? 404 : 200);
    expect(response.headers.get("content-type"), path).toContain("text/html");
    expectBaseHeaders(response.headers, path);
    // Plain HTTP: no HSTS (it would mean nothing, and localhost development must not pin HTTPS).
    expect(response.headers.get("strict-transport-security"), path).toBeNull();
    const html = await response.text();
    expectPagePolicy(response.headers.get("content-security-policy") ?? "", executableInlineScriptHashes(html), path);
  });

  it.each(htmlFiles(client).map((file) => [routeOfHtml(client, file), file]))(
    "built %s: every executable inline script is allowed by its hash",
    async (path, file) => {
      const html = readFileSync(file, "utf8");
      const hashes = executableInlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      const response = await fetch(`${base}${path}`, { method: "HEAD" });
      expectPagePolicy(response.headers.get("content-security-policy") ?? "", hashes, path);
    },
  );

  it("sends the base headers on files, data and endpoints too", async () => {
    const home = await (await fetch(`${base}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    for (const path of [
      asset ?? "",
      "/about.data",
      "/sitemap.xml",
      "/robots.txt",
      "/rss.xml",
      "/chat-data.json",
      "/favicon.svg",
      "/healthz",
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expectBaseHeaders(response.headers, path);
    }
  });

  it("answers methods other than GET, HEAD and POST with 405 and the headers", async () => {
    for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${base}${LEAD_PAGES.contact}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expectBaseHeaders(response.headers, method);
    }
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const forwarded = { headers: { "x-forwarded-proto": "https" } };
    expect((await fetch(`${base}/`, forwarded)).headers.get("strict-transport-security")).toBeNull();
    expect((await fetch(`${proxiedBase}/`, forwarded)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it.each(["/", LEAD_PAGES.service, MISSING])("%s over TLS: HSTS for a year with subdomains", async (path) => {
    const { status, headers } = await new Promise<{ status: number; headers: Headers }>((resolve, reject) => {
      const request = httpsRequest(`${tlsBase}${path}`, { ca: certificate.cert, method: "HEAD" }, (response) => {
        response.resume();
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers });
      });
      request.on("error", reject);
      request.end();
    });
    expect(status).toBe(path === MISSING ? 404 : 200);
    const hsts = headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
    expectBaseHeaders(headers, path);
  });
});
