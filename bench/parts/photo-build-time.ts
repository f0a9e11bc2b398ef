/**
 * node bench/parts/photo-build-time.ts [count]: the content build's time for `count` (default 20) new
 * photo-sized own photos, then again with all of them in the cache, on a copy of content/ with a fresh
 * photo cache.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ownPhotoContent } from "./own-photo-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const count = Number(process.argv[2] ?? 20);

const { contentDir, photos } = await ownPhotoContent(root, 3000, 2000, count);
const cache = mkdtempSync(join(tmpdir(), "bench-photo-cache-"));
const build = () => {
  const started = performance.now();
  const output = execFileSync(process.execPath, ["scripts/content-build.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: contentDir, PHOTO_CACHE_DIR: cache },
  });
  return { ms: Math.round(performance.now() - started), line: output.split("\n").find((text) => text.startsWith("Own photos")) ?? "" };
};
try {
  const first = build();
  const second = build();
  console.log(`${photos.size} new photos (3000 x 2000 JPEG): content build ${first.ms} ms — ${first.line}`);
  console.log(`No new photos (all cached): content build ${second.ms} ms — ${second.line}`);
} finally {
  rmSync(dirname(contentDir), { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
  // The copy's bundle replaced the checkout's: compile the real content again.
  execFileSync(process.execPath, ["scripts/content-build.ts"], { cwd: root, stdio: "ignore" });
}
