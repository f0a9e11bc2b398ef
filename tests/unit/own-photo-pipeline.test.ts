import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPhoto } from "../../src/content/compiler/media/check-photo.ts";
import type { PhotoJob } from "../../src/content/compiler/media/own-photos.ts";
import { photoFiles, processPhotos } from "../../src/content/compiler/media/process-photos.ts";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";

let workDir: string;
let mediaDir: string;
let cacheDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "photos-"));
  mediaDir = join(workDir, "media");
  cacheDir = join(workDir, "cache");
  mkdirSync(mediaDir);
  // As a phone saves a portrait shot: stored landscape, EXIF orientation 6 (turn right), a GPS position.
  writeFileSync(join(mediaDir, "phone.jpg"), await makeTestPhoto({ width: 1000, height: 700, orientation: 6, gps: true, seed: 7 }));
  writeFileSync(join(mediaDir, "logo-art.png"), await makeTestPhoto({ width: 700, height: 400, format: "png", seed: 8 }));
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function job(file: string): PhotoJob {
  const result = checkPhoto(file, { place: "a test", minWidth: 320 }, mediaDir);
  if (!result.ok) throw new Error(result.message);
  return { original: result.path, media: result.media };
}

describe("the photo pipeline", () => {
  it("the test photo really carries a GPS position and a turn (so the next test can fail)", async () => {
    const metadata = await sharp(join(mediaDir, "phone.jpg")).metadata();
    expect(metadata.orientation).toBe(6);
    // Tag 0x8825 (little-endian) in IFD0 points at the GPS block.
    expect(metadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  });

  it("makes every width up to the original's in AVIF, WebP and JPEG, upright, with no metadata", async () => {
    const photo = job("phone.jpg");
    expect(photo.media).toMatchObject({ width: 700, height: 1000, widths: [320, 480, 640, 700], fallback: "jpeg" });
    const report = await processPhotos([photo], cacheDir);
    expect(report).toMatchObject({ made: 1, reused: 0 });
    expect(report.files).toHaveLength(12);
    expect(report.files.filter((name) => name.endsWith(".avif"))).toHaveLength(4);
    for (const name of report.files) {
      const metadata = await sharp(join(cacheDir, "files", name)).metadata();
      const width = Number(/-(\d+)\.\w+$/.exec(name)?.[1]);
      expect({ name, width: metadata.width, upright: metadata.height > metadata.width }).toEqual({ name, width, upright: true });
      expect({ name, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      });
    }
    expect(new Set(report.files.map((name) => name.split(".").pop()))).toEqual(new Set(["avif", "webp", "jpg"]));
    expect(photo.media.placeholder).toHaveLength(12);
    expect(photo.media.placeholder?.every((colour) => /^#[0-9a-f]{6}$/.test(colour))).toBe(true);
  });

  it("a PNG falls back to PNG, not JPEG", async () => {
    const photo = job("logo-art.png");
    const report = await processPhotos([photo], cacheDir);
    expect(report.files.filter((name) => name.endsWith(".png"))).toHaveLength(photo.media.widths.length);
  });

  it("reuses the cache: an unchanged photo is not made again, a changed one gets new names", async () => {
    const photo = job("phone.jpg");
    const before = Object.fromEntries(photoFiles(photo.media).map((name) => [name, statSync(join(cacheDir, "files", name)).mtimeMs]));
    const again = await processPhotos([photo], cacheDir);
    expect(again).toMatchObject({ made: 0, reused: 1 });
    expect(photo.media.placeholder).toHaveLength(12);
    for (const [name, mtime] of Object.entries(before)) expect(statSync(join(cacheDir, "files", name)).mtimeMs).toBe(mtime);

    writeFileSync(join(mediaDir, "phone.jpg"), await makeTestPhoto({ width: 1000, height: 700, orientation: 6, seed: 9 }));
    const changed = job("phone.jpg");
    expect(changed.media.hash).not.toBe(photo.media.hash);
    expect(await processPhotos([changed], cacheDir)).toMatchObject({ made: 1, reused: 0 });
    expect(readdirSync(join(cacheDir, "files")).filter((name) => name.includes(changed.media.hash))).toHaveLength(12);
  });
});
