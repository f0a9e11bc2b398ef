import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures.ts";

/**
 * npm run dev as an editor uses it: the live-reload connection is allowed by the page's CSP, a broken
 * content file shows in Vite's overlay with file, line and fix, and the overlay goes when the file is
 * fixed. The dev server reads a copy of content/ (CONTENT_DIR), so the real files are never touched.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 2);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

let server: ChildProcess | undefined;
let workDir = "";
let output = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });
// The overlay reports the problem with console.error too (Vite's client does that itself); on a first
// run Vite's dependency optimiser answers 504 once and reloads the page, and a module import that
// the reload cut short shows as a page error.
test.use({ allowConsoleErrors: [/\[vite\]|Content problems|Outdated Optimize Dep|Failed to fetch dynamically imported module/] });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workDir = mkdtempSync(join(tmpdir(), "dev-preview-"));
  cpSync(join(root, "content"), join(workDir, "content"), { recursive: true });
  server = spawn(process.execPath, ["src/server/main.server.ts", "--dev"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(DEV_PORT),
      HOST: "127.0.0.1",
      CONTENT_DIR: join(workDir, "content"),
      LEADS_DB: join(workDir, "leads.db"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`);
    const ready = await fetch(`${DEV_URL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the dev server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    // The live-reload socket can hold the server open; it is a throwaway process.
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("live reload connects under the CSP; a content error shows in the overlay and goes when fixed", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // A first visit lets Vite optimise the dependencies it discovers (it may reload the page once).
  await page.goto(`${DEV_URL}/`, { waitUntil: "commit", timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  const connected = page.waitForEvent("console", { predicate: (message) => message.text().includes("[vite] connected"), timeout: 120_000 });
  await page.goto(`${DEV_URL}/`, { timeout: 120_000 });
  await connected;

  const home = join(workDir, "content/pages/home.yaml");
  const original = readFileSync(home, "utf8");
  const line = original.split("\n").findIndex((text) => text.startsWith("    eyebrow:")) + 1;
  expect(line).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { beforeFix: boolean }).beforeFix = true));
  writeFileSync(home, original.replace("    eyebrow:", "    eyebrw:"));

  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toContainText(`pages/home.yaml:${line}:5`, { timeout: 60_000 });
  await expect(overlay).toContainText('sections[0].eyebrw: is not a known field (did you mean "eyebrow"?)');

  writeFileSync(home, original);
  await expect(overlay).toHaveCount(0, { timeout: 60_000 });
  // The page reloaded with the fixed content: the marker set before the fix is gone.
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeFix?: boolean }).beforeFix ?? false)).toBe(false);
  expect(violations).toEqual([]);
});
