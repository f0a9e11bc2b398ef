import type { CDPSession, Page } from "@playwright/test";
import { builtRoutes, bundle, contactFormPath, firstOf, labels, routesToVisit, site } from "./bundle.ts";
import { cspViolations, recordCspViolations, scrollThrough } from "./csp-violations.ts";
import { axeViolations, COLOUR_RULES, expect, switchToLight, test, useTheme } from "./fixtures.ts";
import { layoutProblems } from "./layout-probe.ts";

// Every route the site prerenders (the sitemap's pages plus the brochures), and a 404.
const routes = routesToVisit(builtRoutes);
/** The links to the contact form, in the menu or the header. */
const contactLinks = `a[href="${contactFormPath}"]`;

/**
 * The search page, rendered for each query and so not among the built routes: with results (the first service's
 * title) and with none.
 */
const searchPaths = [`/search?q=${encodeURIComponent(firstOf(bundle.services, "service").title)}`, "/search?q=zqxjv"];

/** Small phone (WCAG reflow width), common Android, common iPhone, tablet, small laptop, desktop. */
const WIDTHS = [320, 360, 390, 768, 1024, 1440];
const HEIGHT = 800;
/** A laptop with the browser's text size doubled (WCAG 1.4.4): rem sizes and rem breakpoints double. */
const ZOOM = { width: 1280, fontSize: 32 };

/** Lets a resize reach style and layout: viewport units settle on the next frame, as on a device. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function setTextSize(cdp: CDPSession, standard: number) {
  await cdp.send("Page.setFontSizes", { fontSizes: { standard, fixed: Math.round(standard * 0.8125) } });
}

/** The problems found at each size, keyed by size; an empty object when the layout holds everywhere. */
async function problemsAtEverySize(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    const problems = await page.evaluate(layoutProblems);
    if (problems.length > 0) found[`${width}px`] = problems;
  }
  const cdp = await page.context().newCDPSession(page);
  await setTextSize(cdp, ZOOM.fontSize);
  await page.setViewportSize({ width: ZOOM.width, height: HEIGHT });
  await settle(page);
  const zoomed = await page.evaluate(layoutProblems);
  if (zoomed.length > 0) found[`${ZOOM.width}px, text 200%`] = zoomed;
  await setTextSize(cdp, 16);
  await cdp.detach();
  return found;
}

/** Where axe looks at each route after the layout check: the default desktop window. */
const AXE_VIEWPORT = { width: 1280, height: 720 };

/**
 * One load of a route serves every check that needs every route (docs/decisions/0278-one-load-per-route.md,
 * 0500-tests-by-kind.md): the response's Content Security Policy; a scroll through the page, so lazy images and
 * reveals run; the layout at every size and axe in the dark theme, the first visit's; then the theme's own
 * button switches to light, and axe's colour rules run again; and no CSP violation in all of it. The theme
 * changes colours only (src/styles/theme.css), so the layout and axe's other rules are not checked twice.
 */
async function checkRoute(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = response?.headers()["content-security-policy"] ?? "";
  await scrollThrough(page);
  const layout = await problemsAtEverySize(page);
  await page.setViewportSize(AXE_VIEWPORT);
  await settle(page);
  const axe = await axeViolations(page);
  await switchToLight(page);
  const lightColours = await axeViolations(page, COLOUR_RULES);
  return {
    status: response?.status(),
    policy: policy.includes("default-src 'none'"),
    layout,
    axe,
    lightColours,
    csp: await cspViolations(page),
  };
}

const FITS = { policy: true, layout: {}, axe: [], lightColours: [], csp: [] };

test.describe("layout at six widths and 200% text, accessibility (dark theme, and light theme's colours) and CSP", () => {
  // Reduced motion stills what moves: counters show their final (widest) values, the client strip
  // stands still and wraps, so every name is measured. Motion gets its own check below.
  test.use({ viewport: { width: WIDTHS[0] ?? 320, height: HEIGHT }, reducedMotion: "reduce" });
  test.beforeEach(async ({ page }) => {
    await useTheme(page, "dark");
    await recordCspViolations(page);
    // The stock-photo host is unreachable on test machines; failing at once keeps every run alike.
    await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.abort("internetdisconnected"));
  });

  for (const path of [...routes, ...searchPaths]) {
    test(`${path} fits, and has no axe violations and no CSP violation`, async ({ page }) => {
      expect(await checkRoute(page, path)).toEqual({ status: 200, ...FITS });
    });
  }

  test("the open search field of the header fits at 1024 px and has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await page.goto("/");
    await page.locator("header nav details summary").click();
    const field = page.locator("header nav").getByRole("searchbox", { name: labels.layout.searchField });
    await expect(field).toBeFocused();
    // The open panel hangs below the header's row, as the services menu's does: it must be whole on screen.
    await expect(page.locator("header nav").getByRole("search")).toBeInViewport({ ratio: 1 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    expect(await axeViolations(page)).toEqual([]);
    // The light theme's colours on the open panel: the click on the theme's button closed it, so it opens again.
    await switchToLight(page);
    await page.locator("header nav details summary").click();
    await expect(field).toBeFocused();
    expect(await axeViolations(page, COLOUR_RULES)).toEqual([]);
  });

  test.describe("the 404 page", () => {
    test.use({ allowConsoleErrors: [/non-existent route|status of 404/] });
    test("fits, and has no axe violations and no CSP violation", async ({ page }) => {
      expect(await checkRoute(page, "/no-such-page")).toEqual({ status: 404, ...FITS });
    });
    test("fits a long mistyped address at 320 px", async ({ page }) => {
      await page.goto(`/${"an-old-link-pasted-from-an-email-".repeat(4)}that-no-longer-exists`);
      expect(await page.evaluate(layoutProblems)).toEqual([]);
    });
  });

  test("the open menu fits at 320 px and holds every link and the call to action", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("header nav").getByRole("button", { name: labels.layout.menu });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    for (const item of site.navigation) await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeInViewport();
    // The header's call to action moved here below 640 px: one more link to the contact form than the list has.
    const contactCount = site.navigation.filter((item) => item.href === contactFormPath).length + 1;
    await expect(menu.locator(contactLinks)).toHaveCount(contactCount);
    await expect(menu.locator(contactLinks).last()).toBeInViewport();
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });

  test("the open chat fits at 320 px", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: labels.layout.chat }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(layoutProblems)).toEqual([]);
  });
});

test.describe("layout with motion", () => {
  test.use({ viewport: { width: 320, height: HEIGHT } });
  // Particles drift, counters count and the client strip slides: none of it may widen a small phone's page.
  for (const path of ["/", "/services", "/about"]) {
    test(`${path} does not scroll sideways at 320 px while it moves`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await settle(page);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    });
  }
});

test("the call to action is in the header from 640 px and in the menu below", async ({ page }) => {
  const cta = page.locator("header nav").locator(contactLinks).last();
  await page.setViewportSize({ width: 639, height: HEIGHT });
  await page.goto("/");
  await expect(cta).toBeHidden();
  await page.setViewportSize({ width: 640, height: HEIGHT });
  await expect(cta).toBeInViewport({ ratio: 1 });
});
