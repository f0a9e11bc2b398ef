/**
 * The company's own photos (content/media/), made small by the build:
 * what the compiler tells the page about one, and the addresses of its resized files.
 */

/** The widths the build offers, narrowest first; a photo gets each one up to its own width. */
const PHOTO_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920] as const;

/** What the compiler adds to an own photo: its upright size, its file names' hash, and the placeholder. */
export interface PhotoMedia {
  /** The original's upright size, in pixels. */
  width: number;
  height: number;
  /** The file name without folder or extension, e.g. marcus-bennett. */
  stem: string;
  /** Hash of the original's bytes and the pipeline's settings: part of every resized file's name. */
  hash: string;
  /** The widths made, narrowest first. */
  widths: number[];
  /** The format for browsers that read neither AVIF nor WebP: PNG for images with transparency, JPEG for the rest. */
  fallback: "jpeg" | "png";
  /** A 4x3 grid of average colours (hex), drawn under the photo until it arrives. */
  placeholder?: string[];
}

export type PhotoFormat = "avif" | "webp" | "jpeg" | "png";

/** An image field: a stock photo by id or an own photo by file (with what the compiler adds). */
export type ImageRef = { id: string; alt: string } | { file: string; alt: string; media?: PhotoMedia };

/** The extension of each format's files. */
const EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

/** Where the build puts the resized files: under /assets/, which the server caches for a year as immutable. */
const PHOTO_URL_PREFIX = "/assets/media/";

/** The name of one resized file, e.g. marcus-bennett.1a2b3c4d5e-640.avif; the hash makes it immutable. */
export function photoFileName(media: Pick<PhotoMedia, "stem" | "hash">, width: number, format: PhotoFormat): string {
  return `${media.stem}.${media.hash}-${width}.${EXTENSIONS[format]}`;
}

/** The srcset of one format: every width made. */
export function photoSrcSet(media: PhotoMedia, format: PhotoFormat): string {
  return media.widths.map((width) => `${PHOTO_URL_PREFIX}${photoFileName(media, width, format)} ${width}w`).join(", ");
}

/** The fallback file of the width closest above `layoutWidth`, for the `src` of browsers without srcset. */
export function photoFallbackUrl(media: PhotoMedia, layoutWidth: number): string {
  const width = media.widths.find((candidate) => candidate >= layoutWidth) ?? media.widths[media.widths.length - 1] ?? media.width;
  return `${PHOTO_URL_PREFIX}${photoFileName(media, width, media.fallback)}`;
}

/** The widths made for an original `width` pixels wide: the ladder up to it, and the original itself when narrower than the top. */
export function photoWidths(width: number): number[] {
  const ladder: number[] = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  const top = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? width;
  if (width < top && !ladder.includes(width)) ladder.push(width);
  return ladder;
}
