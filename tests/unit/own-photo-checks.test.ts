import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/content/compiler/content-error.ts";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { copyContent } from "../fixtures/content-copy.ts";
import { positionOf, replaceEntry } from "../fixtures/edit-yaml.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bundle = JSON.parse(readFileSync(join(root, ".generated/content.json"), "utf8")) as ContentBundle;
/** The first service that shows a stock photo: the copies below give it an own photo instead. */
const slug = bundle.services.find((service) => service.image && "id" in service.image && service.image.id)?.slug;
if (!slug) throw new Error("no service of the compiled content shows a stock photo");
const SERVICE_FILE = `content/services/${slug}.yaml`;
/** The service's file with its stock photo's `id:` replaced by the YAML `entry`, found by parsing. */
const withEntry = (text: string, entry: string) => replaceEntry(text, ["image", "id"], entry);

/** A copy of content/ whose service shows `file`, with `photos` written under content/media/. */
function contentWith(file: string, photos: Record<string, Buffer>) {
  const contentDir = copyContent("content-");
  for (const [name, bytes] of Object.entries(photos)) {
    mkdirSync(join(contentDir, "media", name, ".."), { recursive: true });
    writeFileSync(join(contentDir, "media", name), bytes);
  }
  const service = join(contentDir, "..", SERVICE_FILE);
  writeFileSync(service, withEntry(readFileSync(service, "utf8"), `file: ${file}`));
  return compileContent(root, contentDir);
}

/** The 900 × 600 photo that three tests put in place, made once: the same options always make the same bytes. */
let wide: Promise<Buffer> | undefined;
const widePhoto = () => (wide ??= makeTestPhoto({ width: 900, height: 600 }));

function errors(result: ReturnType<typeof compileContent>): string[] {
  return result.problems
    .filter((problem) => problem.severity === "error")
    .map((problem) => formatProblem(problem).replace(/^\S*content\//, "content/"));
}

/** The line and column of `file:` in the copy's service, as the messages name them. */
const at = positionOf(withEntry(readFileSync(join(root, SERVICE_FILE), "utf8"), "file: x.jpg"), ["image", "file"]);
const AT = `${SERVICE_FILE}:${at.line}:${at.column}  image.file: `;

describe("content:check on own photos names the file, the line and the fix", () => {
  it("takes a photo wide enough for its place and describes it for the page", async () => {
    const result = contentWith("services/cloud-team.jpg", { "services/cloud-team.jpg": await widePhoto() });
    expect(errors(result)).toEqual([]);
    const image = result.bundle?.services.find((service) => service.slug === slug)?.image;
    expect(image && "media" in image && image.media).toMatchObject({
      width: 900,
      height: 600,
      stem: "cloud-team",
      widths: [320, 480, 640, 768, 900],
    });
    expect(result.photos).toHaveLength(1);
  });

  it("a missing file, with a close name to try", async () => {
    const result = contentWith("services/cloud-teem.jpg", { "services/cloud-team.jpg": await widePhoto() });
    expect(errors(result)).toEqual([
      `${AT}content/media/services/cloud-teem.jpg does not exist; put the photo there (or upload it in the editor) or correct the path. Did you mean services/cloud-team.jpg?`,
    ]);
  });

  it("an unsupported type, by name or by content", async () => {
    expect(errors(contentWith("team.gif", { "team.gif": Buffer.from("GIF89a") }))).toEqual([
      `${AT}content/media/team.gif is a .gif file, which the site does not take; save it as JPEG (.jpg), PNG, WebP or AVIF (JPEG for photos) and change the path`,
    ]);
    const png = await makeTestPhoto({ width: 900, height: 600, format: "png" });
    expect(errors(contentWith("team.jpg", { "team.jpg": png }))).toEqual([
      `${AT}content/media/team.jpg is named .jpg but is a PNG file; save it again as JPEG (.jpg), PNG, WebP or AVIF from a photo editor`,
    ]);
  });

  it("a photo narrower than the widest its place shows it, counting a phone's turn", async () => {
    expect(errors(contentWith("small.jpg", { "small.jpg": await makeTestPhoto({ width: 500, height: 400 }) }))).toEqual([
      `${AT}content/media/small.jpg is 500 pixels wide, too small for the service page's header, which shows it up to 720 pixels wide; use a photo at least 720 pixels wide (1440 stays sharp on high-density screens)`,
    ]);
    // Stored 900 x 600 but turned upright by its EXIF orientation: 600 wide on the page.
    const sideways = await makeTestPhoto({ width: 900, height: 600, orientation: 6 });
    expect(errors(contentWith("portrait.jpg", { "portrait.jpg": sideways }))[0]).toContain("is 600 pixels wide, too small");
  });

  it("an original over 10 MB", () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(12 * 1024 * 1024)]);
    expect(errors(contentWith("huge.jpg", { "huge.jpg": huge }))).toEqual([
      `${AT}content/media/huge.jpg is 12.0 MB, over the 10 MB limit; export it again at most 4000 pixels wide (JPEG quality 85 is plenty) and replace the file`,
    ]);
  });

  it("a path outside content/media/ is refused by the schema", () => {
    expect(errors(contentWith("../site.yaml", {})).join("\n")).toContain(`${SERVICE_FILE}:`);
  });
});

describe("an image the browser editor saved", () => {
  it('with the stock id cleared after an upload (id: "") is the uploaded photo', async () => {
    const result = contentWith('services/cloud-team.jpg\nid: ""', {
      "services/cloud-team.jpg": await widePhoto(),
    });
    expect(errors(result)).toEqual([]);
    expect(result.bundle?.services.find((service) => service.slug === slug)?.image).not.toHaveProperty("id");
  });
});
