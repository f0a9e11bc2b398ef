import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";
import { renderShareImages } from "../../src/content/compiler/share-image/render.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { copyContent } from "../fixtures/content-copy.ts";
import { replaceEntry } from "../fixtures/edit-yaml.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(join(root, ".generated/content.json"), "utf8")) as ContentBundle;
/** The first service that shows a stock photo, and the start of its share card's name (og/services-<slug>.<hash>.png). */
const service = bundle.services.find((entry) => entry.image && "id" in entry.image && entry.image.id);
if (!service) throw new Error("no service of the compiled content shows a stock photo");
const CARD = `og/${service.url.slice(1).replaceAll("/", "-")}.`;

describe("a page's own photo on its share card", () => {
  it("shows beside the text, and a new photo gives the card a new name", async () => {
    const contentDir = copyContent("share-photo-");
    // The built card and the photo cache go beside the copy, and are removed with it.
    const workDir = join(contentDir, "..");
    mkdirSync(join(contentDir, "media/services"), { recursive: true });
    // A bright red photo, easy to find on the dark card.
    const red = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#e11d48" } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(contentDir, "media/services/red.jpg"), red);
    const file = join(contentDir, `services/${service.slug}.yaml`);
    const stock = readFileSync(file, "utf8");
    const before = compileContent(root, contentDir).shareCards.find((card) => card.file.startsWith(CARD));
    // The stock photo's id, found by parsing, becomes the own photo's file.
    writeFileSync(file, replaceEntry(stock, ["image", "id"], "file: services/red.jpg"));
    const after = compileContent(root, contentDir).shareCards.find((card) => card.file.startsWith(CARD));
    expect(before?.photo).toBeUndefined();
    expect(after?.photo?.path).toBe(join(contentDir, "media/services/red.jpg"));
    expect(after?.file).not.toBe(before?.file);

    const clientDir = join(workDir, "client");
    if (!after) throw new Error(`no card for ${service.url}`);
    await renderShareImages([after], root, clientDir, join(workDir, "cache"));
    const png = sharp(join(clientDir, after.file));
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // JPEG rounding: within a few levels of the photo's red, and the text side keeps the card's slate.
    const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 4);
    expect(near(pixel(info.width - 50, info.height / 2), [225, 29, 72])).toBe(true);
    expect(near(pixel(20, 20), [15, 23, 42])).toBe(true);

    writeFileSync(join(contentDir, "media/services/red.jpg"), await makeTestPhoto({ width: 1600, height: 1000 }));
    const changed = compileContent(root, contentDir).shareCards.find((card) => card.file.startsWith(CARD));
    expect(changed?.file).not.toBe(after.file);
  });
});
