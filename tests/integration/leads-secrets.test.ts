/**
 * The provider key stays on the server: it is in nothing under build/client and
 * in no response of the real production server, which holds it and uses it. And what a visitor
 * typed comes back only as text, never as markup.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_PAGES } from "../../src/features/leads/lead-labels.fixture.ts";
import { REPLY, startFakeProvider } from "../fixtures/fake-provider.ts";
import type { FakeProvider } from "../fixtures/fake-provider.ts";
import { startProductionServer } from "../fixtures/production-server.ts";
import type { ProductionServer } from "../fixtures/production-server.ts";

const KEY = "sk-test-secret-123";
const root = fileURLToPath(new URL("../..", import.meta.url));
let dir: string;
let fake: FakeProvider;
let server: ProductionServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "leads-secrets-"));
  fake = await startFakeProvider([REPLY.created]);
  server = await startProductionServer({
    env: {
      LEADS_DB: join(dir, "leads.db"),
      BREVO_API_KEY: KEY,
      BREVO_API_URL: fake.url,
      LEAD_SENDER: "hello@dallas-it.example",
      RATE_LIMIT_POSTS: "1000",
    },
  });
}, 30_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A file's text as a browser would receive it: precompressed copies are unpacked first. */
function readAsServed(path: string): string {
  const bytes = readFileSync(path);
  if (path.endsWith(".br")) return brotliDecompressSync(bytes).toString("latin1");
  if (path.endsWith(".gz")) return gunzipSync(bytes).toString("latin1");
  return bytes.toString("latin1");
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const form = (values: Record<string, string>): RequestInit => ({ method: "POST", body: new URLSearchParams(values), redirect: "manual" });

describe("the provider key", () => {
  it("is in nothing under build/client, and the client code never names its variable", () => {
    const client = join(root, "build/client");
    const files = (
      readdirSync(client, { recursive: true, withFileTypes: true }) as { isFile(): boolean; parentPath: string; name: string }[]
    )
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readAsServed(file);
      expect(text.includes(KEY), file).toBe(false);
      expect(text.includes("BREVO_API_KEY"), file).toBe(false);
    }
  });

  it("is in no response body or header of the server, which does use it with the provider", async () => {
    const requests: [string, RequestInit?][] = [
      ["/"],
      [LEAD_PAGES.contact],
      ["/about"],
      [LEAD_PAGES.service],
      ["/blog"],
      ["/no-such-page"],
      ["/healthz"],
      ["/sitemap.xml"],
      ["/chat-data.json"],
      ["/api/leads"],
      ["/api/leads", json({ kind: "newsletter", fields: { email: "key-check@example.com" } })],
      ["/api/leads", json({ kind: "newsletter", fields: { email: "not an email" } })],
      ["/api/leads", json({ kind: "newsletter", fields: { email: "x@example.com" } }, { origin: "https://evil.example" })],
      ["/api/leads", { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" }],
      ["/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: "{broken" }],
      [LEAD_PAGES.contact, form({ intent: "contact", name: "Ada Lovelace", email: "ada-key@example.com", message: "Hello there." })],
      [LEAD_PAGES.contact, form({ intent: "contact", name: "", email: "nope", message: "" })],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${server.base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
      const body = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(headers.includes(KEY), `${path} headers`).toBe(false);
      expect(body.includes(KEY), `${path} body`).toBe(false);
    }
    // The key was held and used: the stored leads reached the provider with it in the api-key header.
    await expect.poll(() => fake.requests.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    expect(new Set(fake.requests.map((request) => request.headers["api-key"]))).toEqual(new Set([KEY]));
    expect(fake.deliveredEmails()).toEqual(
      new Map([
        ["key-check@example.com", 1],
        ["ada-key@example.com", 1],
      ]),
    );
    // Nor does it reach the server's own log.
    expect(server.output()).not.toContain(KEY);
  });
});

describe("lead text in pages", () => {
  it("the contact page gives a visitor's script back as escaped text, never as markup", async () => {
    const script = `<script>alert("lead")</script><img src=x onerror=alert(2)>`;
    const response = await fetch(
      `${server.base}${LEAD_PAGES.contact}`,
      form({ intent: "contact", name: "", email: "ada@example.com", message: script }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    // Kept in the form, as text: the textarea shows it, and the hydration data carries it escaped.
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain("<script>alert(");
    expect(html).not.toContain("<img src=x");
  });
});
