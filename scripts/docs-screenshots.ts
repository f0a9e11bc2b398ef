/**
 * Copies the 360 px visual snapshots into docs/screenshots/, so a reviewer sees the pages at a phone's
 * width without running anything. Run by `npm run test:visual:update` after the snapshots are made.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../tests/e2e/__screenshots__/visual.spec.ts/", import.meta.url));
const target = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));

const pictures = readdirSync(source).filter((name) => /-360-(dark|light)\.png$/.test(name));
if (pictures.length === 0) {
  console.error(`No 360 px snapshots in ${source}: run npm run test:visual:update first.`);
  process.exit(1);
}
// Pictures of shots that no longer exist must not linger: the folder is made anew.
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
for (const name of pictures) copyFileSync(source + name, target + name);
console.log(`Copied ${pictures.length} pictures to docs/screenshots/.`);
