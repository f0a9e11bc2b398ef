/**
 * A stand-in for the stock-photo host during benchmarks: answers any image request over HTTPS (a
 * throwaway self-signed certificate) as the real host does for the addresses the site asks for
 * (`w`, `h`, `fit=crop`, `auto=format`, `q`, src/lib/stock-image.ts): a photo-like picture of exactly
 * w x h, cropped from one photo-sized original (2400 x 1600, as the own-photo benchmark uses), in WebP
 * when the browser accepts it, else JPEG, at the quality asked for. The real host may send AVIF, which is
 * usually smaller still; sharp's AVIF quality scale is not the host's `q`, so WebP keeps the stand-in on
 * the heavy side.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";

type Format = "webp" | "jpeg";

/** `auto=format`: WebP for a browser that says it takes it, JPEG otherwise. */
function negotiatedFormat(accept: string | undefined, auto: boolean): Format {
  return auto && accept?.includes("image/webp") ? "webp" : "jpeg";
}

/** The host keeps photographers' originals and crops and scales them to the size asked for. */
let original: Promise<Buffer> | undefined;

/** The picture the host would send: the original cropped to width x height, encoded as asked. */
async function standInPhoto(width: number, height: number, format: Format, quality: number): Promise<Buffer> {
  original ??= makeTestPhoto({ width: 2400, height: 1600, format: "png" });
  const image = sharp(await original).resize(width, height, { fit: "cover" });
  if (format === "webp") return image.webp({ quality }).toBuffer();
  return image.jpeg({ quality, mozjpeg: true }).toBuffer();
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
  const cache = new Map<string, Promise<Buffer>>();
  const server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (request, response) => {
      const url = new URL(request.url ?? "/", "https://images.unsplash.com");
      const width = Math.min(Number(url.searchParams.get("w")) || 800, 2400);
      const height = Math.min(Number(url.searchParams.get("h")) || 600, 2400);
      const quality = Math.min(Math.max(Number(url.searchParams.get("q")) || 75, 1), 100);
      const format = negotiatedFormat(request.headers.accept, url.searchParams.get("auto") === "format");
      const key = `${width}x${height}@${quality}.${format}`;
      const body = cache.get(key) ?? standInPhoto(width, height, format, quality);
      cache.set(key, body);
      body.then(
        (bytes) => {
          response.writeHead(200, {
            "content-type": `image/${format}`,
            "content-length": bytes.length,
            "cache-control": "public, max-age=31536000",
            "access-control-allow-origin": "*",
            vary: "Accept",
          });
          response.end(bytes);
        },
        (error: unknown) => {
          response.writeHead(500, { "content-type": "text/plain" });
          response.end(String(error));
        },
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
