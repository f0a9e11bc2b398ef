/**
 * For the benchmark and the build-time figures: a copy of content/ in which every stock photo is
 * replaced by a generated, photo-sized own photo (src/content/compiler/media/test-photos.fixture.ts), so the photo-led pages
 * are measured with the site serving its own images. Nothing is downloaded; content/ is not touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";

const STOCK_ID = /^(\s*)id: (photo-[A-Za-z0-9-]+)\s*$/gm;

export interface OwnPhotoContent {
  contentDir: string;
  /** The generated originals, by file name under content/media/. */
  photos: Map<string, number>;
}

/** Copies content/ and swaps each distinct stock id for a generated `width` x `height` JPEG. */
export async function ownPhotoContent(root: string, width = 2400, height = 1600, limit = Infinity): Promise<OwnPhotoContent> {
  const contentDir = join(mkdtempSync(join(tmpdir(), "bench-photos-")), "content");
  cpSync(join(root, "content"), contentDir, { recursive: true });
  mkdirSync(join(contentDir, "media/bench"), { recursive: true });
  const photos = new Map<string, number>();
  for (const file of filesUnder(contentDir).filter((path) => /\.(ya?ml|md)$/.test(path))) {
    const text = readFileSync(file, "utf8");
    const changed = text.replace(STOCK_ID, (line, indent: string, id: string) => {
      if (!photos.has(id) && photos.size >= limit) return line;
      photos.set(id, photos.get(id) ?? photos.size + 1);
      return `${indent}file: bench/${id}.jpg`;
    });
    if (changed !== text) writeFileSync(file, changed);
  }
  for (const [id, seed] of photos)
    writeFileSync(join(contentDir, "media/bench", `${id}.jpg`), await makeTestPhoto({ width, height, seed, gps: true }));
  return { contentDir, photos };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
