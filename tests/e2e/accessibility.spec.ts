import { bundle, escapeRegExp, fill, labels, linkLabel, site } from "./bundle.ts";
import { axeViolations, COLOUR_RULES, expect, test, useTheme } from "./fixtures.ts";

/** The desktop header's services dropdown button: labels.layout.servicesMenu with the navigation's name for the services page. */
const servicesMenu = fill(labels.layout.servicesMenu, { menu: linkLabel(site.navigation, "/services") });

// Every route and the 404 page get their axe pass in layout.spec.ts (the light theme's colour rules after the
// dark theme's full pass), on the same load as their layout check (docs/decisions/0278-one-load-per-route.md);
// here are the states a load does not show.

// The light theme changes colours only: its pass runs axe's colour rules (docs/decisions/0500-tests-by-kind.md).
for (const [theme, rules] of [
  ["dark", undefined],
  ["light", COLOUR_RULES],
] as const) {
  test.describe(`accessibility, ${theme} theme${rules ? " (colour rules)" : ""}`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      // Reveal animations would otherwise leave content mid-fade while axe measures contrast.
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("the open services dropdown has no axe violations", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/");
      await page.getByRole("button", { name: servicesMenu }).click();
      expect(await axeViolations(page, rules)).toEqual([]);
    });

    test("the open mobile menu has no axe violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto("/");
      await page.getByRole("button", { name: labels.layout.menu, exact: true }).click();
      expect(await axeViolations(page, rules)).toEqual([]);
    });
  });
}

test("keyboard: the skip link jumps to the content and focus is visible", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: labels.layout.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});

test("keyboard: the services dropdown opens with Enter and its links are reachable with Tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: servicesMenu });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  const [first] = bundle.services;
  await expect(page.getByRole("link", { name: first?.title }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(first?.url ?? "?")}$`));
});
