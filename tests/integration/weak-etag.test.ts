import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClientFolder } from "../fixtures/built-app.ts";

// A client folder with one compressible file that has no .br or .gz beside it: the compression
// middleware compresses it on the fly, so its ETag must become weak.
let dir: string;
let site: Awaited<ReturnType<typeof serveClientFolder>>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "weak-etag-"));
  writeFileSync(join(dir, "notes.txt"), "Plenty of repeated text. ".repeat(400));
  writeFileSync(join(dir, "packed.txt"), "Plenty of repeated text. ".repeat(400));
  writeFileSync(join(dir, "packed.txt.gz"), Buffer.from("stand-in for the precompressed bytes"));
  site = await serveClientFolder(dir);
  base = site.base;
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ETags and compression", () => {
  it("weakens the ETag of a file compressed on the fly", async () => {
    const response = await fetch(`${base}/notes.txt`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toMatch(/^W\/"/);
  });

  it("keeps the strong ETag of an uncompressed answer and of a precompressed file", async () => {
    const plain = await fetch(`${base}/notes.txt`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).toMatch(/^"/);
    const packed = await fetch(`${base}/packed.txt`, { headers: { "accept-encoding": "gzip" } });
    expect(packed.headers.get("content-encoding")).toBe("gzip");
    expect(packed.headers.get("etag")).toMatch(/^".*-gzip"$/);
  });
});
