import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app.server.ts";

// A client folder with one compressible file that has no .br or .gz beside it: the compression
// middleware compresses it on the fly, so its ETag must become weak.
const root = fileURLToPath(new URL("../..", import.meta.url));
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "weak-etag-"));
  writeFileSync(join(dir, "notes.txt"), "Plenty of repeated text. ".repeat(400));
  writeFileSync(join(dir, "packed.txt"), "Plenty of repeated text. ".repeat(400));
  writeFileSync(join(dir, "packed.txt.gz"), Buffer.from("stand-in for the precompressed bytes"));
  const build = (await import(`${root}build/server/index.js`)) as ServerBuild;
  const app = createApp({ build, clientDir: dir, serverPagesDir: join(root, "build/server-pages") });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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
