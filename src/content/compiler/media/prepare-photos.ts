import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSetting } from "../../../platform/settings.server.ts";
import type { PhotoJob } from "./own-photos.ts";
import { processPhotos, type PhotoReport } from "./process-photos.ts";

/** The photo cache (docs/decisions/0283-own-photo-cache.md): outside git, kept between builds. PHOTO_CACHE_DIR moves it (tests). */
export function photoCacheDir(projectRoot: string): string {
  return readSetting("PHOTO_CACHE_DIR") || join(projectRoot, "node_modules/.cache/photos");
}

/** Resizes the bundle's own photos (or takes them from the cache) and lists their files for postbuild. */
export async function preparePhotos(projectRoot: string, photos: readonly PhotoJob[]): Promise<PhotoReport & { ms: number }> {
  const started = performance.now();
  const report = await processPhotos(photos, photoCacheDir(projectRoot));
  mkdirSync(join(projectRoot, ".generated"), { recursive: true });
  writeFileSync(join(projectRoot, ".generated/photo-files.json"), JSON.stringify(report.files));
  return { ...report, ms: Math.round(performance.now() - started) };
}

export function photoSummary(report: PhotoReport & { ms: number }): string {
  return `Own photos: ${report.made} made, ${report.reused} reused from the cache, in ${report.ms} ms.`;
}
