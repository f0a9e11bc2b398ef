import { bundle } from "./bundle.ts";
import { axeViolations, expect, test, useTheme } from "./fixtures.ts";

/** Each service's price line as the compiler wrote it: a new price or a new service needs no test change. */
const PRICES: Record<string, string> = Object.fromEntries(bundle.services.map((service) => [service.slug, service.priceLine]));
const LABELS = bundle.site.labels.service;

test("the services page: three stats, a priced card per service with four features, six reasons, and working 'View Pricing'", async ({
  page,
}) => {
  await page.goto("/services");
  for (const label of ["Happy Clients", "Uptime Guarantee", "Security Monitoring"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const value of ["50+", "99.9%", "24/7"]) await expect(page.getByText(value, { exact: true }).first()).toBeAttached();
  const grid = page.locator("#pricing");
  await expect(grid.getByRole("article")).toHaveCount(bundle.services.length);
  for (const price of Object.values(PRICES)) await expect(grid.getByText(price, { exact: true }).first()).toBeAttached();
  await expect(grid.getByRole("article").first().getByRole("listitem")).toHaveCount(4);
  await expect(grid.getByRole("link", { name: /^Learn More/ })).toHaveCount(bundle.services.length);
  await expect(page.locator("section", { hasText: "Why choose us" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Get Free Consultation" })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "View Pricing" }).click();
  await expect(page).toHaveURL(/\/services#pricing$/);
  await expect(grid).toBeInViewport();
});

test("every service page renders its sections, price and success story", async ({ page }) => {
  for (const [slug, price] of Object.entries(PRICES)) {
    const response = await page.goto(`/services/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(LABELS.setup)).toBeVisible();
    await expect(page.getByText(LABELS.security).first()).toBeVisible();
    for (const heading of [LABELS.overview, LABELS.features, LABELS.technologies, LABELS.benefits, LABELS.successStory])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeAttached();
    await expect(page.locator("section", { hasText: LABELS.features }).getByRole("listitem")).toHaveCount(10);
    await expect(page.getByRole("link", { name: LABELS.startProject })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: LABELS.consultation })).toHaveAttribute("href", "/contact");
  }
});

test("'Download Brochure' opens a printable one-page brochure", async ({ page }) => {
  await page.goto("/services/cloud");
  await page.getByRole("link", { name: "Download Brochure" }).click();
  await expect(page).toHaveURL(/\/services\/cloud\/brochure$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cloud Infrastructure" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByText("Starting at $299/month")).toBeVisible();
});

test.describe("unknown service", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  test("answers 404 with 'Service Not Found' and a way back", async ({ page }) => {
    const response = await page.goto("/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  });
});

test("service pages carry Service and BreadcrumbList structured data", async ({ page }) => {
  await page.goto("/services/cloud");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  const service = blocks.find((block) => block["@type"] === "Service");
  expect(service?.name).toBe("Cloud Infrastructure");
  expect(JSON.stringify(service?.provider)).toContain("#organization");
  expect(blocks.find((block) => block["@type"] === "BreadcrumbList")).toBeTruthy();
});

for (const theme of ["dark", "light"] as const) {
  test(`services pages have no accessibility violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const path of ["/", "/services", "/services/cloud", "/services/etq-reliance/brochure"]) {
      await page.goto(path);
      expect(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
