/**
 * The settings of the photo pipeline. They are
 * part of every output's hash: changing one makes every photo anew, under new names.
 */
export const PHOTO_SETTINGS = {
  version: 1,
  // Lowest efforts: on photo-sized tests 3x (AVIF) and 7x (WebP) faster than the defaults for files
  // within 6 % of their size; mozjpeg is off because the fallback is rarely fetched.
  avif: { quality: 50, effort: 0 },
  webp: { quality: 72, effort: 2 },
  jpeg: { quality: 75, mozjpeg: false },
  png: { compressionLevel: 9, palette: false },
} as const;

/** The largest original taken: larger files slow every build and every editor's upload for no visible gain. */
export const MAX_ORIGINAL_BYTES = 10 * 1024 * 1024;

/** The file types taken, by extension, with the name the check uses. */
export const PHOTO_TYPES: Record<string, { name: string; header: readonly string[] }> = {
  jpg: { name: "JPEG", header: ["jpg"] },
  jpeg: { name: "JPEG", header: ["jpg"] },
  png: { name: "PNG", header: ["png"] },
  webp: { name: "WebP", header: ["webp"] },
  avif: { name: "AVIF", header: ["heif", "avif"] },
};
