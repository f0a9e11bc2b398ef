import { bundle, contactFormPath, escapeRegExp, fill, firstOf, labels, linkLabel, sectionOf, site, statText } from "./bundle.ts";
import { expect, test, useTheme } from "./fixtures.ts";

const homeHero = sectionOf("/", "hero");
const homeCards = sectionOf("/", "service-cards").cards;
const homeStats = sectionOf("/", "stats");
const firstCard = homeCards[0]?.title ?? "";
const footerLinks = site.footer.groups.flatMap((group) => group.links);
const layoutLabels = labels.layout;
/** The service cards' links: their label, then the service's name for screen readers. */
const learnMore = new RegExp(`^${escapeRegExp(labels.cards.learnMore)}`);
const servicesMenu = fill(layoutLabels.servicesMenu, { menu: linkLabel(site.navigation, "/services") });
/** Some service's page, whichever the content has first. */
const someService = firstOf(bundle.services, "service");

test.describe("home page", () => {
  test("shows every part of the original product's home page", async ({ page }) => {
    await page.goto("/");
    for (const action of homeHero.actions ?? [])
      await expect(page.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
    for (const { title } of homeCards) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: learnMore })).toHaveCount(homeCards.length);
    for (const step of sectionOf("/", "process").steps) {
      await expect(page.getByRole("heading", { name: step.title })).toBeAttached();
      if (step.duration) await expect(page.getByText(step.duration, { exact: true })).toBeAttached();
    }
    for (const badge of sectionOf("/", "experts").badges ?? []) await expect(page.getByText(badge, { exact: true })).toBeAttached();
    const ratings = sectionOf("/", "testimonials").items.map((item) => item.rating);
    for (const rating of new Set(ratings))
      await expect(page.getByRole("img", { name: fill(labels.cards.rating, { n: rating }), exact: true })).toHaveCount(
        ratings.filter((each) => each === rating).length,
      );
    const technologies = sectionOf("/", "tech-grid");
    await expect(page.locator("section", { hasText: technologies.title }).getByRole("listitem")).toHaveCount(technologies.items.length);
    for (const action of sectionOf("/", "cta").actions ?? [])
      await expect(page.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });

  test("stat counters end at their final values", async ({ page }) => {
    await page.goto("/");
    const stats = page.locator("section", { hasText: homeStats.title });
    await stats.scrollIntoViewIfNeeded();
    for (const stat of homeStats.items) await expect(stats.getByText(statText(stat), { exact: true })).toBeVisible({ timeout: 5000 });
  });

  test("counters show final values at once with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const stats = page.locator("section", { hasText: homeStats.title });
    for (const stat of homeStats.items) await expect(stats.getByText(statText(stat), { exact: true })).toBeAttached();
  });
});

test.describe("navigation", () => {
  test("the header gets a blurred background once scrolled more than 50 px", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("backdrop-filter", /blur/);
  });

  test("the services dropdown lists every service and closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: servicesMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link")).toHaveCount(bundle.services.length);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("the mobile menu closes on link click and on scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const menu = page.getByRole("button", { name: layoutLabels.menu });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.mouse.wheel(0, 400);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.click();
    await page
      .locator(`#${await menu.getAttribute("aria-controls")}`)
      .getByRole("link", { name: linkLabel(site.navigation, "/about") })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("the header's quote link leads to the contact form and every route change scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: linkLabel(footerLinks, "/about") })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("banner").getByRole("link", { name: layoutLabels.quote }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(contactFormPath)}$`));
  });

  test("breadcrumbs show on services pages, with the service's label, and not on home", async ({ page }) => {
    // A service whose menu label is not its address's words capitalized, so the crumb shows it is the label.
    const fromSlug = (slug: string) => slug.replace(/-/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
    const entry = bundle.services.find((each) => each.navLabel && each.navLabel !== fromSlug(each.slug));
    if (!entry) throw new Error("The bundle has no service whose menu label differs from its slug's words");
    await page.goto(entry.url);
    const trail = page.getByRole("navigation", { name: layoutLabels.breadcrumb });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", bundle.pages["/services"]?.heading ?? "", entry.navLabel ?? ""]);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: layoutLabels.breadcrumb })).toHaveCount(0);
  });
});

test.describe("theme", () => {
  test("is dark on a first visit and the choice persists under localStorage 'theme'", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: layoutLabels.theme }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: layoutLabels.theme }).click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("a stored light choice applies before first paint", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("body");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

test.describe("not found", () => {
  test.use({ allowConsoleErrors: [/404 Error: User attempted to access non-existent route: \/no-such-page|status of 404/] });

  test("answers 404 with the not-found page's labels and logs the path", async ({ page }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes("/no-such-page"));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: site.labels.notFound.title })).toBeVisible();
    await expect(page.getByText("/no-such-page")).toBeVisible();
    await expect(page.getByRole("link", { name: site.labels.notFound.home })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: site.labels.notFound.services })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("main").getByRole("link", { name: site.labels.notFound.contact })).toHaveAttribute("href", contactFormPath);
    await expect(page.getByRole("main").getByRole("link", { name: site.labels.notFound.faq, exact: true })).toHaveAttribute("href", "/faq");
    await logged;
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages render in full, dark, with a solid header", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(homeHero.title);
    await expect(page.getByText(statText(homeStats.items[0] ?? { value: 0 }), { exact: true }).first()).toBeVisible();
    await page.goto(someService.url);
    await expect(page.getByRole("heading", { name: someService.title, level: 1 })).toBeVisible();
    await expect(page.getByText(someService.priceLine)).toBeVisible();
  });
});

test.describe("loading order", () => {
  test("the page loads first; its hydration scripts start after the load event", async ({ page }) => {
    await page.goto(someService.url);
    await page.evaluate(() => dispatchEvent(new Event("scroll")));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      return { loadEventStart: navigation.loadEventStart, scriptStarts: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.scriptStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.loadEventStart);
  });

  test("a page left alone stays quiet: no module is fetched and React does not run", async ({ page }) => {
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3500);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)),
    );
    expect(scripts).toHaveLength(0);
    // The first sign of a visitor wakes it.
    await page.mouse.move(200, 300);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
  });

  test("a visit from a campaign link hydrates after load by itself, so the campaign stays with the visit", async ({ page }) => {
    await page.goto("/about?utm_source=newsletter&utm_campaign=fall", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 10_000 });
  });

  test("a key press before the load event starts hydration at once", async ({ page }) => {
    // Hold the page's load event back with an image that never finishes; the visitor presses Tab meanwhile.
    const stockPhotoService = bundle.services.find((entry) => entry.image && "id" in entry.image);
    if (!stockPhotoService) throw new Error("The bundle has no service with a stock photo to hold the load event with");
    await page.route(/images\.unsplash\.com/, () => undefined);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(stockPhotoService.url, { waitUntil: "domcontentloaded" });
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press("Tab");
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 10_000 });
    const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    // Without the key press it would not have hydrated at all: nothing else here shows a visitor is there.
    expect(hydratedAt).toBeLessThan(pressedAt + 3000);
  });
});

test.describe("static islands", () => {
  test("links in content React did not hydrate still navigate in place, and the next page renders in full", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const cards = page.locator("[data-island]", { has: page.getByRole("heading", { name: firstCard, exact: true }) });
    await cards.getByRole("link", { name: learnMore }).first().click();
    await expect(page).toHaveURL(/\/services\/[a-z-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    await page.goBack();
    await expect(page.getByRole("heading", { name: firstCard, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: learnMore })).toHaveCount(homeCards.length);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("a photo the stock host cannot deliver becomes a placeholder of the same size, its alt text kept", async ({ page }) => {
    await page.goto("/about");
    const team = page.locator("section", { has: page.getByRole("heading", { name: sectionOf("/about", "team").title }) });
    await team.scrollIntoViewIfNeeded();
    const frame = team.locator(".photo-frame").first();
    await expect(frame).toHaveAttribute("data-state", "failed");
    await expect(frame.locator(".photo-frame-fallback")).toBeVisible();
    await expect(frame.getByRole("img")).toHaveAttribute("alt", /.{10,}/);
    const box = await frame.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
  });
});
