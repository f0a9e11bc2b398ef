/**
 * What an outside tester finds against the real production server (issue 44): every route kind
 * with every method gets the site's own answer (records 0420, 0424), /healthz shows the public its
 * status alone (0421), and no log line holds a query string, a request body or a stack (0422).
 * Content values come from the compiled bundle; not-found paths cannot exist.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../fixtures/free-port.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as {
  routes: { path: string; kind: string }[];
  site: { labels: { requests: { crossSite: string; cannotSend: string } } };
};
const { crossSite, cannotSend } = bundle.site.labels.requests;
const firstOf = (kind: string) => bundle.routes.find((route) => route.kind === kind && route.path !== "/")?.path ?? "";
const TOKEN = "probe-metrics-token";
const NO_SUCH = "/zz-no-such-section/zz-no-such-entry";
const NO_SUCH_PAGE = "/zz-no-such-page";
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
/** Personal data an outside tester sends where it should never be kept. */
const EMAIL = "probe.visitor@example.test";
const PHONE = "5550142987";

let server: ProductionServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "outside-probe-"));
  server = await startProductionServer({
    port: await freePort(),
    env: {
      LEADS_DB: join(dir, "leads.db"),
      LOG_FORMAT: "json",
      METRICS_TOKEN: TOKEN,
      SITE_URL: "http://localhost:3000",
      RATE_LIMIT_POSTS: "1000",
      RATE_LIMIT_CHAT: "1000",
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Kind = { name: string; path: string; allow: string[] | "not found"; json: boolean; page: boolean };

/** One path of every kind of route, and what it takes. */
const KINDS: Kind[] = [
  { name: "home (POST goes to the root route)", path: "/", allow: ["GET", "HEAD"], json: false, page: true },
  { name: "home's form address", path: "/?index", allow: ["GET", "HEAD", "POST"], json: false, page: true },
  { name: "a content page", path: firstOf("page"), allow: ["GET", "HEAD", "POST"], json: false, page: true },
  // Its route takes a form, but no page is there: a 404 for every method, never an Allow naming POST.
  { name: "a page that does not exist", path: NO_SUCH_PAGE, allow: "not found", json: false, page: true },
  { name: "a service page", path: firstOf("service"), allow: ["GET", "HEAD"], json: false, page: true },
  { name: "a brochure", path: firstOf("brochure"), allow: ["GET", "HEAD"], json: false, page: true },
  { name: "a case study", path: firstOf("case-study"), allow: ["GET", "HEAD"], json: false, page: true },
  // It takes the application form.
  { name: "a job", path: firstOf("job"), allow: ["GET", "HEAD", "POST"], json: false, page: true },
  { name: "an article", path: firstOf("article"), allow: ["GET", "HEAD"], json: false, page: true },
  { name: "the sitemap", path: "/sitemap.xml", allow: ["GET", "HEAD"], json: false, page: false },
  { name: "robots.txt", path: "/robots.txt", allow: ["GET", "HEAD"], json: false, page: false },
  { name: "the feed", path: "/rss.xml", allow: ["GET", "HEAD"], json: false, page: false },
  { name: "the chat's data", path: "/chat-data.json", allow: ["GET", "HEAD"], json: false, page: false },
  { name: "the lead API", path: "/api/leads", allow: ["POST"], json: true, page: false },
  { name: "the chat API", path: "/api/chat", allow: ["GET", "HEAD", "POST"], json: true, page: false },
  { name: "home's data", path: "/_.data", allow: ["GET", "HEAD"], json: true, page: true },
  { name: "a page's data", path: `${firstOf("page")}.data`, allow: ["GET", "HEAD", "POST"], json: true, page: true },
  { name: "a service's data", path: `${firstOf("service")}.data`, allow: ["GET", "HEAD"], json: true, page: true },
  { name: "health", path: "/healthz", allow: ["GET", "HEAD"], json: true, page: false },
  { name: "liveness", path: "/livez", allow: ["GET", "HEAD"], json: true, page: false },
  { name: "a path nothing has", path: NO_SUCH, allow: "not found", json: false, page: true },
];

/** React Router's and Express's own words, which the site's answers never are. */
const FRAMEWORK_TEXT = /Unexpected Server Error|did not provide an `action`|^Bad Request$|route "root"|Cannot (POST|PUT|DELETE|PATCH)/;

async function send(method: string, path: string, headers: Record<string, string> = {}) {
  const withBody = method !== "GET" && method !== "HEAD";
  const response = await fetch(`${server.base}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(withBody ? { "content-type": "application/x-www-form-urlencoded" } : {}), ...headers },
    ...(withBody ? { body: new URLSearchParams({ intent: "contact", name: "Probe", email: EMAIL, phone: PHONE, message: "" }) } : {}),
  });
  return { response, text: await response.text() };
}

describe("every route kind with every method", () => {
  it("answers with the site's own page or JSON and the right status, never a 5xx or the framework's words", async () => {
    expect(KINDS.every((kind) => kind.path !== "" && kind.path !== ".data")).toBe(true);
    const problems: string[] = [];
    for (const kind of KINDS) {
      for (const method of METHODS) {
        const { response, text } = await send(method, kind.path);
        const where = `${method} ${kind.path} (${kind.name}): ${response.status}`;
        const type = response.headers.get("content-type") ?? "";
        if (response.status >= 500) problems.push(`${where} is a server error`);
        if (FRAMEWORK_TEXT.test(text)) problems.push(`${where} answers in the framework's words: ${text.slice(0, 80)}`);
        if (!response.headers.get("cache-control")) problems.push(`${where} says nothing about caching`);
        const safe = method === "GET" || method === "HEAD";
        // A path nothing has still takes GET and HEAD: its 404 page (cached as the next test lists).
        const takes = kind.allow === "not found" ? safe : kind.allow.includes(method);
        if (takes) {
          if (kind.allow === "not found" && response.status !== 404) problems.push(`${where}, expected 404`);
          continue;
        }
        const expected = kind.allow === "not found" ? 404 : 405;
        if (response.status !== expected) problems.push(`${where}, expected ${expected}`);
        if (expected === 405 && response.headers.get("allow") !== (kind.allow as string[]).join(", "))
          problems.push(`${where} has Allow ${response.headers.get("allow")}`);
        if (response.headers.get("cache-control") !== "no-store") problems.push(`${where} is not no-store`);
        if (kind.json && !type.startsWith("application/json")) problems.push(`${where} is ${type}, not JSON`);
        if (!kind.json && !type.startsWith("text/html")) problems.push(`${where} is ${type}, not the site's page`);
        // A HEAD's answer has no body to say it in.
        if (expected === 405 && method !== "HEAD" && !text.includes(kind.json ? JSON.stringify(cannotSend).slice(1, -1) : "</footer>"))
          problems.push(`${where} lacks the site's refusal`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses a form posted to a page from another site with the site's 403, before React Router", async () => {
    for (const kind of KINDS.filter((entry) => entry.page && entry.allow !== "not found" && entry.allow.includes("POST"))) {
      const { response, text } = await send("POST", kind.path, { origin: "https://elsewhere.example" });
      expect(response.status, kind.path).toBe(403);
      expect(response.headers.get("cache-control"), kind.path).toBe("no-store");
      expect(text, kind.path).toContain(kind.json ? JSON.stringify(crossSite).slice(1, -1) : crossSite);
    }
  });
});

describe("how each kind of answer may be cached", () => {
  it("lists the Cache-Control of each kind: prerendered, live public, and anything with a visitor's data", async () => {
    const page = firstOf("page");
    const manifest = JSON.parse(readFileSync(`${root}build/server-pages/manifest.json`, "utf8")) as { queries: Record<string, object> };
    const [queryPage, allowList] = Object.entries(manifest.queries)[0] ?? ["", {}];
    const queryParam = Object.keys(allowList)[0] ?? "";
    const cases: [string, string, RequestInit | undefined, string][] = [
      ["a prerendered page", page, undefined, "public, max-age=0, must-revalidate"],
      ["a prerendered page's data", `${page}.data`, undefined, "public, max-age=0, must-revalidate"],
      ["a server-rendered 404", NO_SUCH, undefined, "public, max-age=60"],
      ["a server-rendered 404's data", `${NO_SUCH}.data`, undefined, "public, max-age=60"],
      ["a redirect to the canonical address", `${page}/`, undefined, "public, max-age=60"],
      ["a page rendered for a query no file holds", `${queryPage}?${queryParam}=zz-no-such-value`, undefined, "no-store"],
      // Files ignore the query: the same public bytes whatever it says.
      [
        "a prerendered page's data, whatever its query",
        `${queryPage}.data?${queryParam}=zz-no-such-value`,
        undefined,
        "public, max-age=0, must-revalidate",
      ],
      ["a 404 with a query", `${NO_SUCH}?email=${EMAIL}`, undefined, "no-store"],
      ["a no-JS form that fails validation (422)", page, formPost({ intent: "contact", name: "Probe", email: "not-an-email" }), "no-store"],
      ["a no-JS form that is stored", page, formPost({ intent: "newsletter", email: EMAIL, fillMs: "60000" }), "no-store"],
      ["a form's data request", `${page}.data`, formPost({ intent: "contact", name: "Probe", email: "nope" }), "no-store"],
      ["a lead through the API", "/api/leads", jsonPost({ kind: "newsletter", fields: { email: "not-an-email" } }), "no-store"],
      ["health", "/healthz", undefined, "no-store"],
    ];
    const seen: string[] = [];
    for (const [name, path, init, expected] of cases) {
      const response = await fetch(`${server.base}${path}`, { redirect: "manual", ...init });
      await response.arrayBuffer();
      seen.push(`${name}: ${response.status} ${response.headers.get("cache-control")}`);
      expect(response.headers.get("cache-control"), `${name} (${path}, ${response.status})`).toBe(expected);
    }
    expect(seen.find((line) => line.startsWith("a no-JS form that fails"))).toContain(": 422 ");
  });
});

describe("/healthz for the public", () => {
  it("shows its status alone, so a bot's lead caught as suspect changes nothing it can see", async () => {
    const before: unknown = await (await fetch(`${server.base}/healthz`)).json();
    expect(before).toEqual({ status: "ok" });
    const trapped = await fetch(`${server.base}/api/leads`, jsonPost({ kind: "newsletter", fields: { email: EMAIL }, website: "bot" }));
    expect(trapped.status).toBe(201);
    const operator = { headers: { authorization: `Bearer ${TOKEN}` } };
    await expect
      .poll(
        async () => ((await (await fetch(`${server.base}/healthz`, operator)).json()) as { leads?: { suspect: number } }).leads?.suspect,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    expect(await (await fetch(`${server.base}/healthz`)).json()).toEqual(before);
  });
});

describe("the log", () => {
  it("holds no query string, request body or stack in any line, access or error", async () => {
    await fetch(`${server.base}/%ff?email=${EMAIL}&phone=${PHONE}`);
    await fetch(`${server.base}${NO_SUCH}?email=${EMAIL}&phone=${PHONE}`);
    await fetch(`${server.base}/?email=${EMAIL}`, formPost({ email: EMAIL, phone: PHONE }));
    await fetch(`${server.base}/_.data?email=${EMAIL}`, formPost({ email: EMAIL, phone: PHONE }));
    await fetch(`${server.base}/api/leads?phone=${PHONE}`, jsonPost({ kind: "newsletter", fields: { email: EMAIL, phone: PHONE } }));
    await expect.poll(() => server.output()).toContain('"path":"/api/leads"');
    await expect.poll(() => server.output()).toContain("[http] 400 GET /%ff");
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain(PHONE);
      expect(line).not.toMatch(/\?[\w%]+=|\\n\s+at |"stack"/);
    }
  });
});

function formPost(values: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(values) };
}

function jsonPost(body: unknown): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
