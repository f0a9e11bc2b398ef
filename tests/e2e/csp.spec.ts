import type { Page } from "@playwright/test";
import { builtRoutes, escapeRegExp, labels, linkLabel, site } from "./bundle.ts";
import { cspViolations, recordCspViolations, scrollThrough } from "./csp-violations.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Content Security Policy: what every page does on its own load is checked on layout.spec.ts's load of each
 * built route (docs/decisions/0278-one-load-per-route.md): the header, and no violation while the page loads,
 * hydrates, is scrolled through, resized and switched to the light theme. Here: that those routes are the
 * sitemap the server serves, what a visitor's actions add (the chat, the theme, a client-side navigation), and
 * that the listener sees a violation at all.
 */

/** The paths of a sitemap's <loc>s (they carry the public origin; the test server is elsewhere). */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
}

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page);
});

/** Loads a page, lets it hydrate, and scrolls through it so lazy images and reveal-on-scroll run. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole("button", { name: labels.layout.chat })).toBeVisible();
  await scrollThrough(page);
  return response;
}

test("every page of the sitemap the server serves is among the routes checked on their own load", async ({ request }) => {
  const served = sitemapPaths(await (await request.get("/sitemap.xml")).text());
  expect(served.length).toBeGreaterThan(10);
  expect(served.filter((path) => !builtRoutes.includes(path))).toEqual([]);
});

test("no CSP violation through the chat, the theme switch and prefetched client-side navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/");
  await page.getByRole("button", { name: labels.layout.theme }).click();
  await page.getByRole("button", { name: labels.layout.chat }).click();
  const dialog = page.getByRole("dialog", { name: labels.chat.title });
  const replies = dialog.locator("p", { hasText: new RegExp(`^${escapeRegExp(labels.chat.assistant)}`) });
  await expect(replies.first()).toBeVisible();
  await page.getByRole("textbox", { name: labels.chat.input }).fill("hello");
  await page.getByRole("button", { name: labels.chat.send }).click();
  await expect(replies).toHaveCount(2, { timeout: 15_000 });
  await dialog.getByRole("button", { name: labels.chat.close }).click();

  // Hovering prefetches the route's modules and data; the click then navigates without a page load.
  const about = page
    .getByRole("navigation", { name: labels.layout.mainNavigation })
    .getByRole("link", { name: linkLabel(site.navigation, "/about"), exact: true });
  await about.hover();
  await page.waitForLoadState("networkidle");
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForLoadState("networkidle");
  expect(await cspViolations(page)).toEqual([]);
});

test.describe("the violation listener", () => {
  test.use({
    allowConsoleErrors: [/^(Applying inline style|Executing inline event handler) violates the following Content Security Policy/],
  });

  test("sees an inline style and an inline event handler being refused", async ({ page }) => {
    await visit(page, "/about");
    await page.evaluate(() => {
      const probe = document.createElement("button");
      probe.setAttribute("style", "color: red");
      probe.setAttribute("onclick", "document.title = 'inline handler ran'");
      document.body.append(probe);
      probe.click();
      probe.remove();
    });
    await expect
      .poll(async () => (await cspViolations(page)).map((violation) => violation.directive).sort())
      .toEqual(["script-src-attr", "style-src-attr"]);
    expect(await page.title()).not.toBe("inline handler ran");
  });
});
