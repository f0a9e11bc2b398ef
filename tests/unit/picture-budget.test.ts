/**
 * The committed pictures, visual snapshots and documentation screenshots together, stay under 10 MB
 * (docs/decisions/0277-small-visual-snapshots.md): every update adds them again to the history.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["tests/e2e/__screenshots__", "docs/screenshots"];
const BUDGET_BYTES = 10 * 1024 * 1024;

function pictures(folder: string): { path: string; bytes: number }[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((name) => name.endsWith(".png"))
    .map((name) => ({ path: join(folder, name), bytes: statSync(join(root, folder, name)).size }));
}

describe("committed pictures", () => {
  it("weigh 10 MB or less in all", () => {
    const all = FOLDERS.flatMap(pictures);
    expect(all.length).toBeGreaterThan(0);
    const total = all.reduce((sum, picture) => sum + picture.bytes, 0);
    const largest = all
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((picture) => `${picture.path} ${picture.bytes}`);
    expect(total, `largest: ${largest.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
