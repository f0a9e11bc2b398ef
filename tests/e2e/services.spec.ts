import { bundle, contactFormPath, escapeRegExp, firstOf, labels, sectionOf, service as serviceOf, statText } from "./bundle.ts";
import { unusedSlug } from "../fixtures/missing-entries.ts";
import { expect, test } from "./fixtures.ts";

/** Each service's price line as the compiler wrote it: a new price or a new service needs no test change. */
const PRICES: Record<string, string> = Object.fromEntries(bundle.services.map((service) => [service.slug, service.priceLine]));
const LABELS = bundle.site.labels.service;
const hero = sectionOf("/services", "hero");
const pricing = sectionOf("/services", "service-cards");
const reasons = sectionOf("/services", "feature-grid");
/** Some service, for the checks one page is enough for: the first. */
const sample = firstOf(bundle.services, "service");

test("the services page: its stats, a priced card per service with its first features, the reasons, and working 'View Pricing'", async ({
  page,
}) => {
  await page.goto("/services");
  for (const stat of hero.stats ?? []) {
    await expect(page.getByText(stat.label, { exact: true })).toBeVisible();
    await expect(page.getByText(statText(stat), { exact: true }).first()).toBeAttached();
  }
  const grid = page.locator(`#${pricing.id ?? ""}`);
  await expect(grid.getByRole("article")).toHaveCount(bundle.services.length);
  for (const price of Object.values(PRICES)) await expect(grid.getByText(price, { exact: true }).first()).toBeAttached();
  await expect(grid.getByRole("article").first().getByRole("listitem")).toHaveCount(pricing.cards[0]?.features.length ?? 0);
  await expect(grid.getByRole("link", { name: new RegExp(`^${escapeRegExp(labels.cards.learnMore)}`) })).toHaveCount(
    bundle.services.length,
  );
  await expect(page.locator("section", { hasText: reasons.title }).getByRole("listitem")).toHaveCount(reasons.items.length);
  const [consultation, viewPricing] = sectionOf("/services", "cta").actions ?? [];
  await expect(page.getByRole("link", { name: consultation?.label })).toHaveAttribute("href", consultation?.href ?? "");
  // The second action is the link to the pricing grid on the same page.
  expect(viewPricing?.href).toBe(`/services#${pricing.id ?? ""}`);
  await page.getByRole("link", { name: viewPricing?.label }).click();
  await expect(page).toHaveURL(new RegExp(`/services#${pricing.id ?? ""}$`));
  await expect(grid).toBeInViewport();
});

test("every service page renders its sections, price and success story", async ({ page }) => {
  for (const [slug, price] of Object.entries(PRICES)) {
    const response = await page.goto(serviceOf(slug).url);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(LABELS.setup)).toBeVisible();
    await expect(page.getByText(LABELS.security).first()).toBeVisible();
    for (const heading of [LABELS.overview, LABELS.features, LABELS.technologies, LABELS.benefits, LABELS.successStory])
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeAttached();
    const { features } = serviceOf(slug);
    await expect(page.locator("section", { hasText: LABELS.features }).getByRole("listitem")).toHaveCount(features.length);
    await expect(page.getByRole("link", { name: LABELS.startProject })).toHaveAttribute("href", contactFormPath);
    await expect(page.getByRole("link", { name: LABELS.consultation })).toHaveAttribute("href", contactFormPath);
  }
});

test("the brochure link opens a printable one-page brochure", async ({ page }) => {
  await page.goto(sample.url);
  await page.getByRole("link", { name: LABELS.brochure }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(sample.url)}/brochure$`));
  await expect(page.getByRole("heading", { level: 1, name: sample.title })).toBeVisible();
  await expect(page.getByRole("button", { name: bundle.site.brochure.printLabel })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await expect(page.getByRole("button", { name: bundle.site.brochure.printLabel })).toBeHidden();
  await expect(page.getByText(sample.priceLine)).toBeVisible();
});

test.describe("unknown service", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });
  const missing = labels.notFound.service;
  test("answers 404 with the service's not-found page and a way back", async ({ page }) => {
    const slugs = bundle.services.map((entry) => entry.slug);
    const response = await page.goto(`/services/${unusedSlug(slugs, "service")}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: missing.title })).toBeVisible();
    await expect(page.getByText(missing.text)).toBeVisible();
    await expect(page.getByRole("link", { name: missing.back })).toHaveAttribute("href", "/services");
  });
});

// Service pages' Service and BreadcrumbList structured data are read from the built HTML:
// tests/integration/structured-data.test.ts.

// Axe over these pages (the light theme's colour rules after the dark theme's full pass) is part of every route's check in layout.spec.ts (docs/decisions/0278-one-load-per-route.md).
