import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { photoFileName, type PhotoFormat, type PhotoMedia } from "../../../lib/own-photo.ts";
import type { PhotoJob } from "./own-photos.ts";
import { PHOTO_SETTINGS } from "./photo-settings.ts";

export interface PhotoReport {
  /** Photos resized in this run. */
  made: number;
  /** Photos whose files were already in the cache. */
  reused: number;
  /** Every file the pages point at, by name (under the cache's files/ folder). */
  files: string[];
}

/** The formats of one photo, best first. */
function photoFormats(media: Pick<PhotoMedia, "fallback">): PhotoFormat[] {
  return ["avif", "webp", media.fallback];
}

/** The file names of one photo: every width in every format. */
export function photoFiles(media: PhotoMedia): string[] {
  return media.widths.flatMap((width) => photoFormats(media).map((format) => photoFileName(media, width, format)));
}

/**
 * Resizes every own photo the pages show into `cacheDir`/files/, keyed by the hash of its bytes and the
 * settings (docs/decisions/0283-own-photo-cache.md): a photo made before costs one small JSON read.
 * Fills in each photo's placeholder colours.
 */
export async function processPhotos(jobs: readonly PhotoJob[], cacheDir: string): Promise<PhotoReport> {
  const filesDir = join(cacheDir, "files");
  const metaDir = join(cacheDir, "meta");
  mkdirSync(filesDir, { recursive: true });
  mkdirSync(metaDir, { recursive: true });
  const report: PhotoReport = { made: 0, reused: 0, files: [] };
  const done = new Map<string, string[]>();
  for (const { original, media } of jobs) {
    const key = `${media.hash}-${media.stem}`;
    let placeholder = done.get(key);
    if (!placeholder) {
      const metaFile = join(metaDir, `${key}.json`);
      const files = photoFiles(media);
      const cached = existsSync(metaFile) && files.every((name) => existsSync(join(filesDir, name)));
      placeholder = cached ? (JSON.parse(readFileSync(metaFile, "utf8")) as { placeholder: string[] }).placeholder : undefined;
      if (placeholder) report.reused++;
      else {
        placeholder = await makePhoto(original, media, filesDir);
        writeFileSync(metaFile, JSON.stringify({ placeholder }));
        report.made++;
      }
      done.set(key, placeholder);
      report.files.push(...files);
    }
    media.placeholder = placeholder;
  }
  return report;
}

/** Copies the files the pages point at into the client build's /assets/media/. */
export function copyPhotoFiles(files: readonly string[], cacheDir: string, targetDir: string): void {
  mkdirSync(targetDir, { recursive: true });
  for (const name of files) copyFileSync(join(cacheDir, "files", name), join(targetDir, name));
}

/**
 * Turns the photo upright from its EXIF orientation, decodes it once at its largest output width, then
 * writes each width in each format. Sharp writes no metadata unless asked: no EXIF, no GPS, no camera
 * details leave the build.
 */
async function makePhoto(original: string, media: PhotoMedia, filesDir: string): Promise<string[]> {
  const largest = Math.max(...media.widths);
  const { data, info } = await sharp(original, { failOn: "none" })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  for (const width of media.widths) {
    const resized = await sharp(data, raw).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const source = () =>
      sharp(resized.data, { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } });
    await Promise.all(
      photoFormats(media).map(async (format) => {
        const target = join(filesDir, photoFileName(media, width, format));
        // Written under a temporary name first: an interrupted build never leaves half a file in the cache.
        await encode(source(), format).toFile(`${target}.part`);
        renameSync(`${target}.part`, target);
      }),
    );
  }
  const grid = await sharp(data, raw).removeAlpha().resize(4, 3, { fit: "fill" }).raw().toBuffer();
  return Array.from(
    { length: 12 },
    (_, index) => `#${[0, 1, 2].map((channel) => (grid[index * 3 + channel] ?? 0).toString(16).padStart(2, "0")).join("")}`,
  );
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === "avif") return image.avif(PHOTO_SETTINGS.avif);
  if (format === "webp") return image.webp(PHOTO_SETTINGS.webp);
  if (format === "png") return image.png(PHOTO_SETTINGS.png);
  return image.jpeg(PHOTO_SETTINGS.jpeg);
}
