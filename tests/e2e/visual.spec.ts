import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { expect, test, useTheme } from "./fixtures.ts";

/**
 * Pictures of the key routes at three widths in both themes, compared with the committed snapshots
 * in tests/e2e/__screenshots__/. Pictures only match when they come from the same browser and the same
 * font, so the snapshots record both and this file skips, saying why, on a machine that differs.
 * Update them with `npm run test:visual:update`. docs/decisions/0183-visual-snapshots-pinned-to-browser-and-font.md
 */

const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as {
  services: { slug: string }[];
  articles: { id: string | number }[];
};
const firstService = bundle.services[0]?.slug;
const firstArticle = bundle.articles[0]?.id;

/** The routes a visitor meets first, one of each template; names become the snapshots' file names. */
const VISUAL_ROUTES = [
  { name: "home", path: "/" },
  { name: "services", path: "/services" },
  { name: "service", path: `/services/${firstService}` },
  { name: "about", path: "/about" },
  { name: "blog", path: "/blog" },
  { name: "article", path: `/blog/${firstArticle}` },
  { name: "contact", path: "/contact" },
  { name: "not-found", path: "/no-such-page" },
] as const;
const VISUAL_WIDTHS = [360, 768, 1440] as const;
const THEMES = ["dark", "light"] as const;

type Environment = { chromiumMajor: number; font: string };
const ENVIRONMENT_FILE = fileURLToPath(new URL("./__screenshots__/environment.json", import.meta.url));

/** The browser's major version and the font the site's sans-serif stack resolves to on this machine. */
async function environmentOf(browser: Browser): Promise<Environment> {
  const page = await browser.newPage();
  try {
    await page.setContent('<p style="font-family: ui-sans-serif, system-ui, sans-serif">Meridian</p>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "p" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return { chromiumMajor: Number(browser.version().split(".")[0]), font: fonts[0]?.familyName ?? "unknown" };
  } finally {
    await page.close();
  }
}

let mismatch: string | undefined;

test.beforeAll(async ({ browser }) => {
  const here = await environmentOf(browser);
  const updating = ["all", "changed"].includes(test.info().config.updateSnapshots);
  if (updating || !existsSync(ENVIRONMENT_FILE)) {
    mkdirSync(dirname(ENVIRONMENT_FILE), { recursive: true });
    writeFileSync(ENVIRONMENT_FILE, `${JSON.stringify(here, null, 2)}\n`);
    return;
  }
  const recorded = JSON.parse(readFileSync(ENVIRONMENT_FILE, "utf8")) as Environment;
  if (recorded.chromiumMajor !== here.chromiumMajor || recorded.font !== here.font)
    mismatch =
      `Visual snapshots were made with Chromium ${recorded.chromiumMajor} and the font "${recorded.font}"; ` +
      `this machine has Chromium ${here.chromiumMajor} and "${here.font}", so pictures cannot match. ` +
      "Run `npm run test:visual:update` here to make new snapshots, and commit them with tests/e2e/__screenshots__/environment.json.";
});

/** Stills the page: every photo settles to its placeholder, fonts are in, the header is at rest at the top. */
async function stillPage(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>(".stock-image img")) image.loading = "eager";
    await document.fonts.ready;
  });
  await expect(page.locator(".stock-image:not([data-state])")).toHaveCount(0);
  await expect(page.locator("header.site-header")).toHaveAttribute("data-scrolled", "false");
}

for (const theme of THEMES) {
  test.describe(`pictures, ${theme} theme`, () => {
    // Reduced motion stills the particles, counters, client strip and reveals; Playwright's own
    // screenshot option finishes any other CSS animation.
    test.use({ reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      test.skip(mismatch !== undefined, mismatch);
      await useTheme(page, theme);
      await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.abort("internetdisconnected"));
    });

    for (const route of VISUAL_ROUTES) {
      test.describe(route.path, () => {
        if (route.name === "not-found") test.use({ allowConsoleErrors: [/non-existent route|status of 404/] });
        for (const width of VISUAL_WIDTHS) {
          test(`${route.name} at ${width} px`, async ({ page }) => {
            // Two captures of a page up to 14,000 px tall, compared: slow on a busy machine.
            test.setTimeout(120_000);
            await page.setViewportSize({ width, height: 800 });
            await page.goto(route.path);
            await stillPage(page);
            await expect(page).toHaveScreenshot(`${route.name}-${width}-${theme}.png`, {
              fullPage: true,
              animations: "disabled",
              caret: "hide",
              // Anti-aliasing may differ in a handful of pixels between runs; a layout change moves thousands.
              maxDiffPixelRatio: 0.001,
              timeout: 60_000,
            });
          });
        }
      });
    }
  });
}
