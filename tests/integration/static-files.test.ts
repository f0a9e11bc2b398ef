import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClientFolder } from "../fixtures/built-app.ts";

// A client folder of known files, so each answer of the static handler can be checked byte for byte.
const TEXT = "0123456789".repeat(100);
let dir: string;
let site: Awaited<ReturnType<typeof serveClientFolder>>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-files-"));
  const client = join(dir, "client");
  mkdirSync(join(client, ".hidden"), { recursive: true });
  writeFileSync(join(client, "plain.txt"), TEXT);
  writeFileSync(join(client, ".env"), "SECRET=1");
  writeFileSync(join(client, ".hidden", "inside.txt"), "hidden");
  writeFileSync(join(dir, "outside.txt"), "outside the client folder");
  site = await serveClientFolder(client);
  base = site.base;
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

/** A raw request line, so dot segments reach the server as written (fetch would resolve them). */
function raw(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/`, { path }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the static handler", () => {
  it("answers 304 to a matching If-None-Match and the whole body to a HEAD's length", async () => {
    const first = await get("/plain.txt");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"/);
    expect(first.headers.get("accept-ranges")).toBe("bytes");
    expect(first.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await first.text()).toBe(TEXT);
    // fetch adds Cache-Control: no-cache to a conditional request unless one is given, and no-cache asks for the whole body.
    expect((await get("/plain.txt", { "if-none-match": etag, "cache-control": "max-age=0" })).status).toBe(304);
    const head = await fetch(`${base}/plain.txt`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(TEXT.length));
    expect(await head.text()).toBe("");
  });

  it("sends the whole body when If-Range names another version, and one range when it names this one", async () => {
    const etag = (await get("/plain.txt")).headers.get("etag") ?? "";
    const stale = await get("/plain.txt", { range: "bytes=0-9", "if-range": '"another-version"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(TEXT);
    const fresh = await get("/plain.txt", { range: "bytes=0-9", "if-range": etag });
    expect(fresh.status).toBe(206);
    expect(await fresh.text()).toBe("0123456789");
  });

  it("serves no dotfile, nothing in a dot folder and nothing outside the client folder", async () => {
    for (const path of ["/.env", "/.hidden/inside.txt", "/../outside.txt", "/%2e%2e/outside.txt", "/x/..%2f..%2foutside.txt"]) {
      const { status, body } = await raw(path);
      expect(status, path).not.toBe(200);
      expect(body, path).not.toMatch(/SECRET|hidden$|outside the client folder/);
    }
  });
});
