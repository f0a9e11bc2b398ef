import { bundle, escapeRegExp, fill, firstOf, labels } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";

// The site search without JavaScript (docs/assistant.md, "Site search"): the header's field and the 404 page's are plain
// GET forms to /search, whose results the server renders. The query is the first service's title, read from the bundle.
const service = firstOf(bundle.services, "service");
const resultsHeading = fill(labels.search.results, { query: service.title });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search field opens, and its search lists the service with the query's words marked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const field = page.locator("header nav").getByRole("searchbox", { name: labels.layout.searchField });
    await expect(field).toBeHidden();
    await page.locator("header nav details summary").click();
    await field.fill(service.title);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${escapeRegExp(encodeURIComponent(service.title).replace(/%20/g, "+"))}$`));
    await expect(page.getByRole("heading", { level: 2, name: resultsHeading })).toBeVisible();
    const result = page.locator("main ol > li", { has: page.getByRole("link", { name: service.title, exact: true }) });
    await expect(result.locator("mark").first()).toBeVisible();
  });

  test.describe("on the 404 page", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("the search field sends its query to the search page", async ({ page }) => {
      await page.goto("/no-such-page");
      const field = page.locator("main").getByRole("searchbox", { name: labels.layout.searchField });
      await field.fill(service.title);
      await page.locator("main").getByRole("button", { name: labels.layout.search, exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: resultsHeading })).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: service.title, exact: true })).toBeVisible();
    });
  });
});

test("with JavaScript, Escape closes the header's search field and returns to its button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const summary = page.locator("header nav details summary");
  await summary.click();
  const field = page.locator("header nav").getByRole("searchbox", { name: labels.layout.searchField });
  await expect(field).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(field).toBeHidden();
  await expect(summary).toBeFocused();
});
