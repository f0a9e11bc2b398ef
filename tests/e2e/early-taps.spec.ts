import type { Locator, Page } from "@playwright/test";
import { bundle, contactFormPath, fill, firstOf, labels, linkLabel, site } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";

/**
 * One tap is enough, whenever it comes: each control is tapped at several moments between the HTML arriving
 * and well after hydration, and ends in the state it asks for (docs/hydration.md, "The first input, before and
 * during hydration"). The first moment holds the hydration scripts until the tap has happened, so the path
 * "tapped before React exists" is taken every time, not by chance; the last comes once React is in charge. The
 * two between race hydration, and run on a phone-speed CPU (4x slower), which widens the race: in the first and
 * the last the state is forced, and a slowed CPU would only double the test's cost (a throttled load took
 * twice the CPU time of a plain one here: Chromium's throttling spends CPU while it slows the page).
 */
const MOMENTS = ["while its scripts load", "at DOMContentLoaded", "at load", "well after load"] as const;
type Moment = (typeof MOMENTS)[number];

const PHONE = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** Some service's and some article's page, whichever the content has first. */
const servicePath = firstOf(bundle.services, "service").url;
const articlePath = firstOf(bundle.articles, "blog post").url;
const forms = labels.forms;

test.describe.configure({ mode: "parallel" });

/**
 * Opens the page and returns at the moment; `release` lets held scripts load (a no-op otherwise).
 * `beforeHydration` says whether React had not taken over yet when the moment came.
 */
async function arrive(page: Page, path: string, moment: Moment) {
  if (moment === "at DOMContentLoaded" || moment === "at load") {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  let release = () => {};
  if (moment === "while its scripts load") {
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await gate;
      await route.continue();
    });
  }
  // The fixture's goto waits for hydration unless told to stop earlier.
  await page.goto(path, { waitUntil: moment === "well after load" ? "load" : "domcontentloaded" });
  if (moment === "at load" || moment === "while its scripts load") await page.waitForLoadState("load");
  const beforeHydration = (await page.locator("html[data-hydrated]").count()) === 0;
  return { release, beforeHydration };
}

/** Waits until React has hydrated and the head script has handed it every early tap. */
async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))));
}

/** Taps at the moment, lets the page hydrate, and returns whether the tap came before hydration. */
async function tapAt(page: Page, path: string, moment: Moment, control: (page: Page) => Locator, early?: (page: Page) => Promise<void>) {
  const { release, beforeHydration } = await arrive(page, path, moment);
  try {
    await control(page).tap();
    if (moment === "while its scripts load") {
      expect(beforeHydration, "the scripts were held, so React cannot have hydrated yet").toBe(true);
      await early?.(page);
    }
  } finally {
    release();
  }
  await settle(page);
}

async function panelOf(page: Page, control: Locator) {
  return page.locator(`[id="${await control.getAttribute("aria-controls")}"]`);
}

test.describe("on a phone", () => {
  test.use(PHONE);
  const menu = (page: Page) => page.getByRole("button", { name: labels.layout.menu, exact: true });

  for (const path of ["/about", "/blog", "/faq", contactFormPath])
    for (const moment of MOMENTS)
      test(`the menu button opens the menu on ${path}, tapped ${moment}`, async ({ page }) => {
        await tapAt(page, path, moment, menu, async () => {
          // Before React: the menu opens at once, not only once hydration is done.
          await expect(await panelOf(page, menu(page))).toBeVisible();
        });
        await expect(menu(page)).toHaveAttribute("aria-expanded", "true");
        await expect(await panelOf(page, menu(page))).toBeVisible();
        // And it stays open: a second tap now closes it, so React holds the state the page shows.
        await menu(page).tap();
        await expect(menu(page)).toHaveAttribute("aria-expanded", "false");
        await expect(await panelOf(page, menu(page))).toBeHidden();
      });

  for (const moment of MOMENTS)
    test(`a FAQ question opens its answer, tapped ${moment}`, async ({ page }) => {
      const question = (page: Page) => page.locator("button[aria-controls$='-panel']").nth(1);
      await tapAt(page, "/faq", moment, question, async () => {
        await expect(await panelOf(page, question(page))).toBeVisible();
      });
      await expect(question(page)).toHaveAttribute("aria-expanded", "true");
      await expect(await panelOf(page, question(page))).toBeVisible();
      await question(page).tap();
      await expect(await panelOf(page, question(page))).toBeHidden();
    });

  for (const path of ["/", "/about", articlePath])
    for (const moment of MOMENTS)
      test(`the theme toggle switches to light on ${path}, tapped ${moment}`, async ({ page }) => {
        const toggle = (page: Page) => page.locator("button[data-early='theme']");
        await tapAt(page, path, moment, toggle, async () => {
          await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        });
        await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
        expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
        // React took over the choice: the next tap switches back.
        await toggle(page).tap();
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
      });

  for (const path of ["/", servicePath, "/careers"])
    for (const moment of MOMENTS)
      test(`the chat launcher opens the assistant on ${path}, tapped ${moment}`, async ({ page }) => {
        const launcher = (page: Page) => page.getByRole("button", { name: labels.layout.chat });
        await tapAt(page, path, moment, launcher);
        await expect(page.getByRole("dialog", { name: labels.chat.title })).toBeVisible();
        await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
      });

  for (const moment of MOMENTS)
    test(`the pause button stops the moving background, tapped ${moment}`, async ({ page }) => {
      const pause = (page: Page) => page.getByRole("main").locator("button[aria-pressed][data-early='replay']").first();
      await tapAt(page, "/", moment, pause);
      await expect(pause(page)).toHaveAttribute("aria-pressed", "true");
    });

  for (const moment of MOMENTS)
    test(`the contact form is sent once, submitted ${moment}`, async ({ page }) => {
      const form = (page: Page) => page.getByRole("form", { name: forms.contactForm });
      const posts: number[] = [];
      page.on("response", (response) => {
        if (response.url().endsWith("/api/leads") && response.request().method() === "POST") posts.push(response.status());
      });
      const { release } = await arrive(page, contactFormPath, moment);
      try {
        await form(page).getByLabel(forms.name).fill("Early Tapper");
        await form(page)
          .getByLabel(forms.email)
          .fill(`early-${moment.replaceAll(" ", "-")}-${Date.now()}@example.com`);
        await form(page).getByLabel(forms.service).selectOption({ index: 1 });
        await form(page).getByLabel(forms.message).fill("A message sent before the page had finished loading.");
        await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
        await form(page).getByRole("button", { name: forms.send }).tap();
      } finally {
        release();
      }
      await settle(page);
      await expect(page.getByRole("status").filter({ hasText: /\S/ })).toBeVisible();
      await expect.poll(() => posts).toEqual([expect.any(Number)]);
      expect(posts[0]).toBeLessThan(300);
      // Sent through the page's script (no reload), and the form is ready for another message.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(form(page).getByLabel(forms.name)).toHaveValue("");
    });

  for (const moment of MOMENTS)
    test(`the newsletter sign-up is sent once, submitted ${moment}`, async ({ page }) => {
      const email = (page: Page) => page.locator("#newsletter-email");
      const posts: number[] = [];
      page.on("response", (response) => {
        if (response.url().endsWith("/api/leads") && response.request().method() === "POST") posts.push(response.status());
      });
      const { release } = await arrive(page, "/blog", moment);
      try {
        await email(page).fill(`news-${moment.replaceAll(" ", "-")}-${Date.now()}@example.com`);
        await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
        await page.locator("form[data-early='submit'] button[type='submit']").tap();
      } finally {
        release();
      }
      await settle(page);
      await expect(email(page)).toBeHidden();
      await expect.poll(() => posts).toEqual([expect.any(Number)]);
      expect(posts[0]).toBeLessThan(300);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
});

test.describe("on a desktop with a mouse", () => {
  test.use(DESKTOP);
  const servicesLink = linkLabel(site.navigation, "/services");
  const toggle = (page: Page) => page.getByRole("button", { name: fill(labels.layout.servicesMenu, { menu: servicesLink }) });

  for (const path of ["/", "/blog", "/faq"])
    for (const moment of MOMENTS)
      test(`hovering ${servicesLink} then clicking opens the dropdown on ${path}, clicked ${moment}`, async ({ page }) => {
        const { release, beforeHydration } = await arrive(page, path, moment);
        try {
          await page
            .getByRole("navigation", { name: labels.layout.mainNavigation })
            .getByRole("link", { name: servicesLink, exact: true })
            .hover();
          await toggle(page).click();
          if (moment === "while its scripts load") {
            expect(beforeHydration).toBe(true);
            await expect(await panelOf(page, toggle(page))).toBeVisible();
          }
        } finally {
          release();
        }
        await settle(page);
        await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
        await expect(await panelOf(page, toggle(page))).toBeVisible();
        // The mouse still rests on the menu, and the click pinned it: it stays open until asked to close.
        await toggle(page).click();
        await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      });

  test("the dropdown opens on hover, a click keeps it open, leaving closes only a hover-opened menu", async ({ page }) => {
    await page.goto("/");
    const panel = await panelOf(page, toggle(page));
    await toggle(page).hover();
    await expect(panel).toBeVisible();
    await toggle(page).click();
    await page.mouse.move(640, 880);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await toggle(page).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 880);
    await expect(panel).toBeHidden();
  });
});
