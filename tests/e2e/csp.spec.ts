import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { escapeRegExp, labels, linkLabel, routesToVisit, site } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** The paths of a sitemap's <loc>s (they carry the public origin; the test server is elsewhere). */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
}

// One test per page, so the two workers share them: the list is declared from the built sitemap, and the
// first test proves it is exactly the sitemap the server serves.
const BUILT_SITEMAP = readFileSync(new URL("../../build/client/sitemap.xml", import.meta.url), "utf8");
const SITEMAP_PATHS = sitemapPaths(BUILT_SITEMAP);
const PATHS = routesToVisit(SITEMAP_PATHS);

test.beforeEach(async ({ page }) => {
  // Installed before any of the page's own scripts: violations while parsing the HTML count too.
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = violations;
    window.addEventListener(
      "securitypolicyviolation",
      (event) =>
        violations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
  });
});

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** Loads a page, lets it hydrate, and scrolls through it so lazy images and reveal-on-scroll run. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByRole("button", { name: labels.layout.chat })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  return response;
}

test("the pages tested are the sitemap the server serves", async ({ request }) => {
  const served = sitemapPaths(await (await request.get("/sitemap.xml")).text());
  expect(served.length).toBeGreaterThan(10);
  expect(SITEMAP_PATHS).toEqual(served);
});

for (const path of PATHS) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const response = await visit(page, path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await violations(page)).toEqual([]);
  });
}

test.describe("the 404 page", () => {
  // The page logs the missing path; the browser logs the 404 status.
  test.use({ allowConsoleErrors: [/status of 404|User attempted to access non-existent route/] });

  test("no CSP violation on an unknown path", async ({ page }) => {
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await violations(page)).toEqual([]);
  });
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
  expect(await violations(page)).toEqual([]);
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
      .poll(async () => (await violations(page)).map((violation) => violation.directive).sort())
      .toEqual(["script-src-attr", "style-src-attr"]);
    expect(await page.title()).not.toBe("inline handler ran");
  });
});
