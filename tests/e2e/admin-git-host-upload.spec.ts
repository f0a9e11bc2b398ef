/**
 * An own photo through the browser editor in its deployed mode: the editor at /admin (the production
 * server's admin routes) signs in through the OAuth helper's popup and commits to the git host, here a
 * stand-in for GitHub on 127.0.0.1 backed by a real git repository (tests/fixtures/fake-git-host.ts).
 * The commit holds the photo byte for byte and the entry pointing at it; built from that commit, the page
 * shows the photo (0285-editor-git-host-address.md).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import express from "express";
import { makeTestPhoto } from "../../src/content/compiler/media/test-photos.fixture.ts";
import { adminRoutes } from "../../src/server/admin.server.ts";
import { startFakeGitHost, type FakeGitHost } from "../fixtures/fake-git-host.ts";
import { copyProject, runInCopy } from "../fixtures/project-copy.ts";
import { PHOTO_NAME, pictureFiles, stockPhotoService, uploadPhotoAndPublish, type CopyService } from "./editor-photo-steps.ts";

test.describe("an own photo uploaded in the browser editor, committed to the git host", () => {
  test.describe.configure({ timeout: 480_000 });
  test.use({ actionTimeout: 20_000 });
  let copy: string;
  let repo: string;
  let host: FakeGitHost;
  let site: Server;
  /** The service that gets the photo: the copy's first with a stock photo, whose id the upload replaces. */
  let service: CopyService & { stockId: string };

  test.beforeAll(async () => {
    copy = copyProject("editor-git-host-");
    service = stockPhotoService(copy);
    // The git host's repository holds the site's content as the live branch has it.
    repo = mkdtempSync(join(tmpdir(), "git-host-repo-"));
    cpSync(join(copy, "content"), join(repo, "content"), { recursive: true });
    const git = (args: string[]) => spawnSync("git", args, { cwd: repo, encoding: "utf8" });
    git(["init", "-q", "-b", "main"]);
    git(["add", "-A"]);
    git(["-c", "user.name=Site", "-c", "user.email=site@example.com", "commit", "-q", "-m", "The live content"]);
    host = await startFakeGitHost(repo, "acme/site");
  });

  test.afterAll(async () => {
    await new Promise((closed) => site?.close(closed));
    await host?.close();
    for (const folder of [copy, repo]) rmSync(folder, { recursive: true, force: true });
  });

  test("signs in through the popup, uploads a phone photo, commits it, and the page built from the commit shows it", async ({ page }) => {
    // A deployed build's editor configuration: this repository on that host, its sign-in helper.
    const configured = runInCopy(copy, "node", ["scripts/content-build.ts"], {
      CMS_BACKEND: "github",
      CMS_REPO: "acme/site",
      CMS_BRANCH: "main",
      CMS_API_ROOT: host.url,
      CMS_AUTH_URL: host.url,
    });
    expect(configured.status, configured.stdout + configured.stderr).toBe(0);
    // The production server's /admin, as app.server.ts mounts it.
    const app = express().use(
      "/admin",
      adminRoutes({ configFile: join(copy, ".generated/cms-config.yml"), apiOriginFile: join(copy, ".generated/cms-api-origin.txt") }),
    );
    site = await new Promise<Server>((listening) => {
      const server = app.listen(0, "127.0.0.1", () => listening(server));
    });
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const config = await (await fetch(`${base}/admin/config.yml`)).text();
    expect(config).toContain(`api_root: ${host.url}`);
    expect(config).not.toContain("local_backend");
    const csp = (await fetch(`${base}/admin/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`connect-src 'self' blob: ${host.url};`);

    const photo = join(copy, `${PHOTO_NAME}.jpg`);
    writeFileSync(photo, await makeTestPhoto({ width: 1600, height: 1200, gps: true, seed: 42 }));
    const log: string[] = [];
    page.on("console", (message) => log.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => log.push(`pageerror: ${error.message}`));
    const before = host.git(["rev-parse", "main"]).toString().trim();

    await page.goto(`${base}/admin/#/collections/services/entries/${service.slug}`);
    // The sign-in popup reports back to the editor, which keeps a handle on it (same-origin-allow-popups).
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /Login with GitHub/i }).click();
    const signIn = await popup;
    if (!signIn.isClosed()) await signIn.waitForEvent("close");
    // Signed in, the editor has read the entry from the git host: several API calls, each a git command on the
    // host's side; on a loaded machine (the integration tests run beside the browser) the editor still said
    // "Loading entry..." after 10 s once.
    await expect(page.getByRole("textbox", { name: "Title", exact: true }).first()).toHaveValue(service.title, { timeout: 30_000 });
    await uploadPhotoAndPublish(page, photo, () => `${log.join("\n")}\nthe git host answered:\n${host.log.join("\n")}`);

    // The live branch moved forward, with the photo exactly as uploaded and the entry pointing at it.
    const after = host.git(["rev-parse", "main"]).toString().trim();
    expect(after).not.toBe(before);
    expect(host.git(["merge-base", "--is-ancestor", before, after]).length).toBe(0);
    const committed = host.git(["show", `main:content/media/services/${PHOTO_NAME}.jpg`]);
    expect(committed.equals(readFileSync(photo))).toBe(true);
    const entry = host.git(["show", `main:${service.file}`]).toString();
    expect(entry).toContain(`file: services/${PHOTO_NAME}.jpg`);
    expect(entry).not.toContain(`id: ${service.stockId}`);
    expect(host.unknown).toEqual([]);

    // The site built from the commit, as CI builds a deployed site.
    const checkout = spawnSync("git", ["--work-tree", copy, "checkout", "-f", "main", "--", "content"], { cwd: repo, encoding: "utf8" });
    expect(checkout.status, checkout.stderr).toBe(0);
    const check = runInCopy(copy, "npm", ["run", "content:check"]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const build = runInCopy(copy, "npm", ["run", "build"], { PHOTO_CACHE_DIR: join(copy, ".photo-cache") });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const html = readFileSync(join(copy, `build/client/services/${service.slug}/index.html`), "utf8");
    for (const { format, width, name } of pictureFiles(html, [320, 768, 1600])) {
      expect(name, `${format} ${width}`).toBeTruthy();
      expect(existsSync(join(copy, "build/client/assets/media", name ?? "-"))).toBe(true);
    }
  });
});
