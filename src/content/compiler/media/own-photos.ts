import type { PhotoMedia } from "../../../lib/own-photo.ts";
import { fieldPath, type ContentProblem } from "../content-error.ts";
import type { SourceFile } from "../source-file.ts";
import { checkPhoto } from "./check-photo.ts";
import { photoUse } from "./photo-uses.ts";

/** One own photo a page shows: its original, and the description the bundle carries (the build adds the placeholder). */
export interface PhotoJob {
  original: string;
  media: PhotoMedia;
}

type Path = (string | number)[];

/**
 * Finds every own photo (`file:` and `alt:`) in a valid content file, checks it, and adds what the page
 * needs to draw it (`media`) to the file's data; each mistake becomes a problem at the line of `file:`.
 */
export function checkOwnPhotos(source: SourceFile, schema: string, mediaDir: string, problems: ContentProblem[], jobs: PhotoJob[]): void {
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.file === "string" && typeof record.alt === "string") {
      const result = checkPhoto(record.file, photoUse(schema, path, source.data), mediaDir);
      if (!result.ok) {
        const at = [...path, "file"];
        problems.push({ file: source.path, ...source.locate(at), field: fieldPath(at), message: result.message, severity: "error" });
      } else {
        record.media = result.media;
        jobs.push({ original: result.path, media: result.media });
      }
      return;
    }
    for (const [key, child] of Object.entries(record)) visit(child, [...path, key]);
  };
  visit(source.data, []);
}

/**
 * The browser editor writes a cleared field as an empty text: an image whose stock id was emptied after
 * an upload reads `file: x.jpg` and `id: ""`. The empty choice is dropped, so the image is the one filled in.
 */
export function dropClearedImageChoice(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(dropClearedImageChoice);
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if ("alt" in record && "file" in record && "id" in record) {
    if (record.id === "" || record.id === null) delete record.id;
    else if (record.file === "" || record.file === null) delete record.file;
  }
  Object.values(record).forEach(dropClearedImageChoice);
}
