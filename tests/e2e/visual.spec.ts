import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "@playwright/test";
import { buildFixtureSite, fixtureBundle } from "../fixtures/fixture-site.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { fill, firstOf, linkLabel } from "./bundle.ts";
import { expect, test, useTheme } from "./fixtures.ts";

/**
 * Pictures of what a visitor meets first at three widths in both themes, compared with the committed snapshots
 * in tests/e2e/__screenshots__/. Pictures only match when they come from the same browser and the same
 * font, so the snapshots record both and this file skips, saying why, on a machine that differs.
 * Update them with `npm run test:visual:update`. docs/decisions/0183-visual-snapshots-pinned-to-browser-and-font.md
 *
 * The pictures are of the fixture site the tests own (tests/fixtures/site), built and served apart: they check
 * how pages look, and must not change when an editor rewords, reprices or adds to the live site
 * (docs/decisions/0410). All shots run in one worker, in order, so the fixture site is built once.
 */
test.describe.configure({ mode: "default" });

const bundle = fixtureBundle();
const contactFormPath = bundle.chat.contact.formUrl;

const { layout, chat } = bundle.site.labels;
const servicesMenu = fill(layout.servicesMenu, { menu: linkLabel(bundle.site.navigation, "/services") });
const firstService = firstOf(bundle.services, "service").url;
const firstArticle = firstOf(bundle.articles, "blog article").url;

/**
 * What must not move, as small pictures rather than whole long pages (docs/decisions/0277-small-visual-snapshots.md):
 * the first screen of each template a visitor meets first (header and hero), the service cards, the
 * footer, the open menu and the open chat. Names become the snapshots' file names.
 */
type Shot = { name: string; path: string; take: (page: Page, width: number) => Promise<Locator | "screen"> };
const SHOTS: Shot[] = [
  { name: "home", path: "/", take: async () => "screen" },
  {
    name: "service-cards",
    path: "/",
    take: async (page) => page.locator("main section", { has: page.locator(`a[href="${firstService}"]`) }).first(),
  },
  { name: "footer", path: "/", take: async (page) => page.locator("footer.site-footer") },
  {
    name: "menu-open",
    path: "/",
    take: async (page, width) => {
      // Below the desktop layout the menu button opens the whole menu; on a desktop, the services menu.
      const button = page.getByRole("button", { name: width < 1024 ? layout.menu : servicesMenu, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      return "screen";
    },
  },
  {
    name: "chat-open",
    path: "/",
    take: async (page) => {
      await page.getByRole("button", { name: layout.chat }).click();
      await expect(page.getByRole("dialog", { name: chat.title })).toBeVisible();
      return "screen";
    },
  },
  { name: "service", path: firstService, take: async () => "screen" },
  { name: "article", path: firstArticle, take: async () => "screen" },
  { name: "contact", path: contactFormPath, take: async () => "screen" },
  { name: "not-found", path: "/no-such-page", take: async () => "screen" },
];
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
let site: { dir: string; server: ProductionServer } | undefined;

test.beforeAll(async ({ browser }) => {
  const here = await environmentOf(browser);
  const updating = ["all", "changed"].includes(test.info().config.updateSnapshots);
  if (updating || !existsSync(ENVIRONMENT_FILE)) {
    mkdirSync(dirname(ENVIRONMENT_FILE), { recursive: true });
    writeFileSync(ENVIRONMENT_FILE, `${JSON.stringify(here, null, 2)}\n`);
  } else {
    const recorded = JSON.parse(readFileSync(ENVIRONMENT_FILE, "utf8")) as Environment;
    if (recorded.chromiumMajor !== here.chromiumMajor || recorded.font !== here.font)
      mismatch =
        `Visual snapshots were made with Chromium ${recorded.chromiumMajor} and the font "${recorded.font}"; ` +
        `this machine has Chromium ${here.chromiumMajor} and "${here.font}", so pictures cannot match. ` +
        "Run `npm run test:visual:update` here to make new snapshots, and commit them with tests/e2e/__screenshots__/environment.json.";
    if (mismatch) return;
  }
  // A production build of the fixture site: a minute or two on a busy two-core machine.
  test.setTimeout(600_000);
  const dir = buildFixtureSite();
  site = { dir, server: await startProductionServer({ project: dir, env: { LEADS_DB: ":memory:" } }) };
});

test.afterAll(async () => {
  await site?.server.stop();
  if (site) rmSync(site.dir, { recursive: true, force: true });
});

/** Stills the page: every photo settles to its placeholder, fonts are in, the header is at rest at the top. */
async function stillPage(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll<HTMLImageElement>(".photo-frame img")) image.loading = "eager";
    await document.fonts.ready;
  });
  await expect(page.locator(".photo-frame:not([data-state])")).toHaveCount(0);
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

    for (const shot of SHOTS) {
      test.describe(shot.path, () => {
        if (shot.name === "not-found") test.use({ allowConsoleErrors: [/non-existent route|status of 404/] });
        for (const width of VISUAL_WIDTHS) {
          test(`${shot.name} at ${width} px`, async ({ page }) => {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(`${site?.server.base ?? ""}${shot.path}`);
            await stillPage(page);
            const target = await shot.take(page, width);
            const options = {
              animations: "disabled",
              caret: "hide",
              // Anti-aliasing may differ in a handful of pixels between runs; a layout change moves thousands.
              maxDiffPixelRatio: 0.001,
              // The copyright line names the year the page is rendered in: covered, so January does not fail the footer.
              mask: [page.locator("footer.site-footer > div").last()] as Locator[],
            } as const;
            const file = `${shot.name}-${width}-${theme}.png`;
            if (target === "screen") await expect(page).toHaveScreenshot(file, options);
            else await expect(target).toHaveScreenshot(file, options);
          });
        }
      });
    }
  });
}
