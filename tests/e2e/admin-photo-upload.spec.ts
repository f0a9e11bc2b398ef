/**
 * An own photo through the browser editor, in local mode (`npm run edit`) on a temporary copy of the
 * project: upload a phone photo into a service's image field, publish, build, and see it on the built
 * page as a <picture> served by the site itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";
import { freePort } from "../fixtures/free-port.ts";
import { copyProject, runInCopy } from "../fixtures/project-copy.ts";
import { PHOTO_NAME, pictureFiles, stockPhotoService, uploadPhotoAndPublish, type CopyService } from "./editor-photo-steps.ts";

test.describe("an own photo uploaded in the browser editor", () => {
  test.describe.configure({ timeout: 480_000 });
  test.use({ actionTimeout: 20_000 });
  let copy: string;
  let cache: string;
  /** The service that gets the photo: the copy's first with a stock photo, whose id the upload replaces. */
  let service: CopyService & { stockId: string };
  const children: ChildProcess[] = [];
  let output = "";

  const start = (args: string[], env: Record<string, string>) => {
    const child = spawn(args[0] ?? "npm", args.slice(1), {
      cwd: copy,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    children.push(child);
  };

  test.beforeAll(() => {
    copy = copyProject("editor-photo-");
    service = stockPhotoService(copy);
    // Its own photo cache, so this test never reuses (or fills) the checkout's.
    cache = join(copy, ".photo-cache");
  });

  test.afterAll(() => {
    for (const child of children)
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    rmSync(copy, { recursive: true, force: true });
  });

  test("uploads a phone photo, publishes, and the built page shows it from this site in AVIF", async ({ page, browser }) => {
    const photo = join(copy, `${PHOTO_NAME}.jpg`);
    writeFileSync(photo, await makeTestPhoto({ width: 1600, height: 1200, gps: true, seed: 42 }));
    const [port, proxyPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    start(["npm", "run", "edit"], {
      PORT: String(port),
      CMS_PROXY_PORT: String(proxyPort),
      LEADS_DB: join(copy, "data", "leads.db"),
      PHOTO_CACHE_DIR: cache,
    });
    await expect
      .poll(async () => (await fetch(`${base}/admin/config.yml`).catch(() => undefined))?.status, { timeout: 120_000, intervals: [500] })
      .toBe(200);

    const log: string[] = [];
    page.on("console", (message) => log.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => log.push(`pageerror: ${error.message}`));
    page.on("response", (response) => {
      if (response.url().includes("/api/v1")) log.push(`${response.status()} ${response.request().postData()?.slice(0, 200) ?? ""}`);
    });
    await page.goto(`${base}/admin/#/collections/services/entries/${service.slug}`);
    await page.getByRole("button", { name: "Login" }).click();
    await uploadPhotoAndPublish(page, photo, () => `${output}\n${log.join("\n")}`);

    expect(existsSync(join(copy, `content/media/services/${PHOTO_NAME}.jpg`)), output).toBe(true);
    const entry = readFileSync(join(copy, service.file), "utf8");
    expect(entry).toContain(`file: services/${PHOTO_NAME}.jpg`);
    expect(entry).not.toContain(`id: ${service.stockId}`);

    const check = runInCopy(copy, "npm", ["run", "content:check"]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    // A cache of the build's own: the preview may already have made the photo into the editor's cache.
    const buildCache = join(copy, "build-photo-cache");
    const build = runInCopy(copy, "npm", ["run", "build"], { PHOTO_CACHE_DIR: buildCache });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(build.stdout).toContain("Own photos: 1 made, 0 reused");
    const html = readFileSync(join(copy, `build/client/services/${service.slug}/index.html`), "utf8");
    for (const { format, width, name } of pictureFiles(html, [320, 480, 640, 768, 960, 1280, 1600])) {
      expect(name, `${format} ${width}`).toBeTruthy();
      expect(existsSync(join(copy, "build/client/assets/media", name ?? "-"))).toBe(true);
    }
    const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? "";
    expect(picture).toContain('sizes="(min-width: 1024px) 50vw, calc(100vw - 2rem)"');
    expect(picture).toMatch(/width="720" height="480"/);
    expect(picture).toContain('fetchPriority="high"');

    // A second build reuses every output.
    const again = runInCopy(copy, "node", ["scripts/content-build.ts"], { PHOTO_CACHE_DIR: buildCache });
    expect(again.stdout).toContain("Own photos: 0 made, 1 reused");

    // The built site, served as in production, on a phone-sized screen.
    const sitePort = await freePort();
    start(["node", "src/server/main.server.ts"], {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      LEADS_DB: join(copy, "data", "site.db"),
      PHOTO_CACHE_DIR: cache,
    });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${sitePort}/healthz`).catch(() => undefined))?.status, {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(200);
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const photoRequests: string[] = [];
    phone.on("request", (request) => {
      if (request.resourceType() === "image" && request.url().includes(PHOTO_NAME)) photoRequests.push(request.url());
    });
    const response = await phone.request.get(`http://127.0.0.1:${sitePort}/services/${service.slug}`);
    expect(response.status()).toBe(200);
    await phone.goto(`http://127.0.0.1:${sitePort}/services/${service.slug}`);
    const hero = phone.locator(`picture img[src*="${PHOTO_NAME}"]`).first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const current = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(current).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${sitePort}/assets/media/${PHOTO_NAME}\\.[0-9a-f]{10}-\\d+\\.avif$`));
    expect(photoRequests.every((url) => url.startsWith(`http://127.0.0.1:${sitePort}/`))).toBe(true);
    const file = await phone.request.get(current);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await phone.close();
  });
});
