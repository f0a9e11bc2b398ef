/**
 * After react-router build: render the share images and the raster logo, then precompress every text
 * file of the client build with brotli and gzip.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CardSpec } from "../src/content/compiler/share-image/card-spec.ts";
import { renderLogo, renderShareImages } from "../src/content/compiler/share-image/render.ts";
import { photoCacheDir } from "../src/content/compiler/media/prepare-photos.ts";
import { copyPhotoFiles } from "../src/content/compiler/media/process-photos.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(projectRoot, "build/client");

const started = performance.now();
const cards = JSON.parse(readFileSync(join(projectRoot, ".generated/share-cards.json"), "utf8")) as CardSpec[];
const images = await renderShareImages(cards, projectRoot, clientDir, join(projectRoot, "node_modules/.cache/share-images"));
renderLogo(projectRoot, clientDir);
console.log(
  `Share images: ${images.rendered} rendered, ${images.reused} reused from the cache, in ${Math.round(performance.now() - started)} ms.`,
);
// The own photos content-build resized, into /assets/media/ (immutable: their names carry a hash).
const photoFiles = JSON.parse(readFileSync(join(projectRoot, ".generated/photo-files.json"), "utf8")) as string[];
copyPhotoFiles(photoFiles, photoCacheDir(projectRoot), join(clientDir, "assets/media"));
console.log(`Own photos: ${photoFiles.length} files copied.`);
const COMPRESSIBLE = /\.(html|js|css|data|json|xml|txt|svg|webmanifest)$/;

let count = 0;
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count++;
    }
  }
};
walk(clientDir);
console.log(`Precompressed ${count} files (brotli and gzip).`);
