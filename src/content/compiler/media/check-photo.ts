import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative } from "node:path";
import { imageSize } from "image-size";
import { photoWidths, type PhotoMedia } from "../../../lib/own-photo.ts";
import { didYouMean } from "../did-you-mean.ts";
import { MAX_ORIGINAL_BYTES, PHOTO_SETTINGS, PHOTO_TYPES } from "./photo-settings.ts";
import type { PhotoUse } from "./photo-uses.ts";

export type PhotoCheck = { ok: true; media: PhotoMedia; path: string } | { ok: false; message: string };

const TAKEN = "JPEG (.jpg), PNG, WebP or AVIF";

/**
 * Checks one own photo against content/media/ and the place that shows it, and describes it for the
 * page (docs/decisions/0280-own-photos.md). Reads the file's header only: the pixels are the build's.
 */
export function checkPhoto(file: string, use: PhotoUse, mediaDir: string): PhotoCheck {
  const path = join(mediaDir, file);
  const shown = `content/media/${file}`;
  if (!existsSync(path) || !statSync(path).isFile()) return { ok: false, message: missingMessage(file, mediaDir, shown) };
  const extension = extname(file).slice(1).toLowerCase();
  const type = PHOTO_TYPES[extension];
  if (!type)
    return {
      ok: false,
      message: `${shown} is a .${extension || "(no extension)"} file, which the site does not take; save it as ${TAKEN} (JPEG for photos) and change the path`,
    };
  const bytes = statSync(path).size;
  if (bytes > MAX_ORIGINAL_BYTES)
    return {
      ok: false,
      message: `${shown} is ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 10 MB limit; export it again at most 4000 pixels wide (JPEG quality 85 is plenty) and replace the file`,
    };
  const data = readFileSync(path);
  const header = readHeader(data);
  if (!header || !type.header.includes(header.type))
    return {
      ok: false,
      message: `${shown} is named .${extension} but is ${header ? `a ${header.type.toUpperCase()} file` : "not an image the site can read"}; save it again as ${TAKEN} from a photo editor`,
    };
  // Orientations 5 to 8 turn the photo a quarter: the upright width is the stored height.
  const sideways = (header.orientation ?? 1) >= 5;
  const width = sideways ? header.height : header.width;
  const height = sideways ? header.width : header.height;
  if (width < use.minWidth)
    return {
      ok: false,
      message: `${shown} is ${width} pixels wide, too small for ${use.place}, which shows it up to ${use.minWidth} pixels wide; use a photo at least ${use.minWidth} pixels wide (${use.minWidth * 2} stays sharp on high-density screens)`,
    };
  const hash = createHash("sha256").update(JSON.stringify(PHOTO_SETTINGS)).update(data).digest("hex").slice(0, 10);
  const stem =
    basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "photo";
  const fallback = extension === "png" ? "png" : "jpeg";
  return { ok: true, path, media: { width, height, stem, hash, widths: photoWidths(width), fallback } };
}

function readHeader(data: Buffer): { type: string; width: number; height: number; orientation?: number } | undefined {
  try {
    const size = imageSize(data);
    if (!size.type || !size.width || !size.height) return undefined;
    return { type: size.type, width: size.width, height: size.height, orientation: size.orientation };
  } catch {
    return undefined;
  }
}

function missingMessage(file: string, mediaDir: string, shown: string): string {
  const folder = join(mediaDir, dirname(file));
  const nearby = existsSync(folder) ? readdirSync(folder).filter((name) => statSync(join(folder, name)).isFile()) : [];
  const close = didYouMean(basename(file), nearby);
  const suggestion = close ? ` Did you mean ${relative(mediaDir, join(folder, close)).split("\\").join("/")}?` : "";
  return `${shown} does not exist; put the photo there (or upload it in the editor) or correct the path.${suggestion}`;
}
