import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../scripts/content/content-error.ts";
import { compileContent } from "../../scripts/content/compile-content.ts";
import { makeTestPhoto } from "../../scripts/media/test-photos.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let workDir: string | undefined;

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

/** A copy of content/ whose cloud service shows `file`, with `photos` written under content/media/. */
function contentWith(file: string, photos: Record<string, Buffer>) {
  workDir = mkdtempSync(join(tmpdir(), "content-"));
  const contentDir = join(workDir, "content");
  cpSync(join(root, "content"), contentDir, { recursive: true });
  for (const [name, bytes] of Object.entries(photos)) {
    mkdirSync(join(contentDir, "media", name, ".."), { recursive: true });
    writeFileSync(join(contentDir, "media", name), bytes);
  }
  const service = join(contentDir, "services/cloud.yaml");
  writeFileSync(service, readFileSync(service, "utf8").replace(/ {2}id: photo-1451187580459-43490279c0fa/, `  file: ${file}`));
  return compileContent(root, contentDir);
}

function errors(result: ReturnType<typeof compileContent>): string[] {
  return result.problems
    .filter((problem) => problem.severity === "error")
    .map((problem) => formatProblem(problem).replace(/^\S*content\//, "content/"));
}

/** The line of `file:` in the copy's cloud service, as the messages name it. */
const AT = "content/services/cloud.yaml:8:9  image.file: ";

describe("content:check on own photos names the file, the line and the fix", () => {
  it("takes a photo wide enough for its place and describes it for the page", async () => {
    const result = contentWith("services/cloud-team.jpg", { "services/cloud-team.jpg": await makeTestPhoto({ width: 900, height: 600 }) });
    expect(errors(result)).toEqual([]);
    const image = result.bundle?.services.find((service) => service.slug === "cloud")?.image;
    expect(image && "media" in image && image.media).toMatchObject({
      width: 900,
      height: 600,
      stem: "cloud-team",
      widths: [320, 480, 640, 768, 900],
    });
    expect(result.photos).toHaveLength(1);
  });

  it("a missing file, with a close name to try", async () => {
    const result = contentWith("services/cloud-teem.jpg", { "services/cloud-team.jpg": await makeTestPhoto({ width: 900, height: 600 }) });
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
    expect(errors(contentWith("../site.yaml", {})).join("\n")).toContain("content/services/cloud.yaml:");
  });
});

describe("an image the browser editor saved", () => {
  it('with the stock id cleared after an upload (id: "") is the uploaded photo', async () => {
    const result = contentWith('services/cloud-team.jpg\n  id: ""', {
      "services/cloud-team.jpg": await makeTestPhoto({ width: 900, height: 600 }),
    });
    expect(errors(result)).toEqual([]);
    expect(result.bundle?.services.find((service) => service.slug === "cloud")?.image).not.toHaveProperty("id");
  });
});
