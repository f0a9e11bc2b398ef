/**
 * Photo-like images made on this machine for the tests and the benchmark (nothing is downloaded): soft
 * colour fields, edges and grain, so the encoders work as hard as on a real photo. A seed makes each
 * one different and every run the same.
 */
import sharp from "sharp";
import { seededRandom } from "../../../../tests/fixtures/seeded-random.ts";

export interface TestPhotoOptions {
  width: number;
  height: number;
  seed?: number;
  format?: "jpeg" | "png" | "webp" | "avif";
  /** EXIF orientation (1 upright, 6 stored turned a quarter left, as phones save portrait shots). */
  orientation?: number;
  /** Adds a GPS position and camera details, as a phone does. */
  gps?: boolean;
}

export async function makeTestPhoto({ width, height, seed = 1, format = "jpeg", orientation, gps }: TestPhotoOptions): Promise<Buffer> {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  // Three colour waves at random angles and a few hard-edged discs: something like sky, walls and faces.
  const waves = Array.from({ length: 3 }, () => ({
    fx: next() * 6 + 1,
    fy: next() * 6 + 1,
    phase: next() * 6.28,
    base: next() * 200 + 30,
  }));
  const discs = Array.from({ length: 6 }, () => ({
    x: next() * width,
    y: next() * height,
    r: (next() * 0.2 + 0.05) * width,
    shade: next() * 80 - 40,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const edge = discs.reduce((sum, d) => ((x - d.x) ** 2 + (y - d.y) ** 2 < d.r ** 2 ? sum + d.shade : sum), 0);
      const grain = (next() - 0.5) * 24;
      for (let channel = 0; channel < 3; channel++) {
        const wave = waves[channel] ?? { fx: 1, fy: 1, phase: 0, base: 128 };
        const value = wave.base + 50 * Math.sin(wave.fx * u * 6.28 + wave.fy * v * 3.14 + wave.phase) + edge + grain;
        pixels[(y * width + x) * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation || gps) {
    image = image.withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      ...(gps ? { IFD3: { GPSLatitudeRef: "N", GPSLatitude: "32/1 46/1 45/1", GPSLongitudeRef: "W", GPSLongitude: "96/1 48/1 2/1" } } : {}),
    });
    if (orientation) image = image.withMetadata({ orientation });
  }
  if (format === "png") return image.png().toBuffer();
  if (format === "webp") return image.webp({ quality: 90 }).toBuffer();
  if (format === "avif") return image.avif({ quality: 70, effort: 0 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
