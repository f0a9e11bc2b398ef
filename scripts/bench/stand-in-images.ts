/**
 * A stand-in for the stock-photo host during benchmarks: answers any image request over HTTPS (a
 * throwaway self-signed certificate) with a PNG of the requested w x h, smooth with light grain, so
 * its size is that of a real photo rather than of an empty picture.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function photoLikePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      // Grain in 8x8 cells: about as many bytes per pixel as a photo saved at web quality.
      const cell = ((x / 8) | 0) * 73856093 + ((y / 8) | 0) * 19349663;
      const grain = ((cell ^ (cell >> 13)) >>> 0) % 6;
      rows[row + 1 + x * 3] = (40 + (x * 120) / width + grain) | 0;
      rows[row + 2 + x * 3] = (70 + (y * 100) / height + grain) | 0;
      rows[row + 3 + x * 3] = (120 + ((x + y) * 80) / (width + height) + grain) | 0;
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** `port` 0 picks a free one. */
export async function startStandInImages(port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-cert-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=images.unsplash.com",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cache = new Map<string, Buffer>();
  const server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (request, response) => {
      const url = new URL(request.url ?? "/", "https://images.unsplash.com");
      const width = Math.min(Number(url.searchParams.get("w")) || 800, 2400);
      const height = Math.min(Number(url.searchParams.get("h")) || 600, 2400);
      const key = `${width}x${height}`;
      const body = cache.get(key) ?? photoLikePng(width, height);
      cache.set(key, body);
      response.writeHead(200, {
        "content-type": "image/png",
        "content-length": body.length,
        "cache-control": "public, max-age=31536000",
        "access-control-allow-origin": "*",
      });
      response.end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
