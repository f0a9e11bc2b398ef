/**
 * The quick check after an editor's change (`npm run test:content`):
 * every route the build prerendered opens in a real browser at a phone's width with status 200, its
 * own title, no console error, no failed hydration and nothing wider than the screen. The full suite's
 * layout, accessibility and journey specs check all of this and more; this is their fast subset.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "../e2e/fixtures.ts";

type Route = { path: string; title: string };
const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as { routes: Route[] };
const paths = JSON.parse(readFileSync(new URL("../../.generated/routes.json", import.meta.url), "utf8")) as string[];
const titles = new Map(bundle.routes.map((route) => [route.path, route.title]));

test.use({ viewport: { width: 360, height: 780 } });
test.beforeEach(async ({ page }) => {
  // The stock-photo host is unreachable on test machines; failing at once keeps every run alike.
  await page.route(/^https:\/\/images\.unsplash\.com\//, (route) => route.abort("internetdisconnected"));
});

for (const path of paths) {
  test(`${path} opens at 360 px with its title, no console error and no sideways scroll`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const title = titles.get(path);
    // The bundle lists brochures as "… brochure", the page says "… Brochure": compared without case.
    if (title) expect((await page.title()).toLowerCase()).toContain(title.toLowerCase());
    else expect((await page.title()).length).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
  });
}
