import type { Locator, Page } from "@playwright/test";
import { contactFormPath, escapeRegExp, fill, labels, linkLabel, sectionOf, site, statText } from "./bundle.ts";
import { expect, slowCpu, test } from "./fixtures.ts";

/**
 * Every specified behaviour works on the visitor's first input, whatever the hydration state
 * (docs/decisions/0490). Each behaviour is performed as the very first input on a fresh page in three
 * states, and ends in the specified outcome, then React is shown to hold it (the next input does what it
 * should from there):
 *
 * - "before hydration": the hydration scripts are held back until the input has been answered, so the
 *   page's HTML, CSS and head script answer it, every time, not by chance;
 * - "during hydration": on a phone-speed CPU (4x slower, which widens the window), a scroll event starts
 *   hydration, and the input comes once its modules have arrived, while they run and React hydrates;
 * - "after hydration": React has taken over first.
 *
 * Only the race runs slowed: the other two states are forced, and a throttled load took twice the CPU time
 * of a plain one here (Chromium's throttling spends CPU while it slows the page).
 */
const STATES = ["before hydration", "during hydration", "after hydration"] as const;
type State = (typeof STATES)[number];

const PHONE = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
/** How many fresh loads may be tried to catch a page while React hydrates it (see `arrive`). */
const DURING_ATTEMPTS = 3;

test.describe.configure({ mode: "parallel" });

/**
 * Opens `path` in `state` and returns `release`, which lets held scripts run and waits until React has
 * taken over and handed over what it waited for (a replayed tap), whatever the state.
 */
async function arrive(page: Page, path: string, state: State) {
  if (state === "during hydration") {
    await slowCpu(page, 4);
  }
  let open = () => {};
  if (state === "before hydration") {
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await gate;
      await route.continue();
    });
  }
  // Catching hydration under way is a race the page can win on a fast or idle machine: a load that finds
  // React already in charge is not the state asked for, so the page is opened afresh, a few times at most.
  // Routed modules bypass the browser's cache, so each fresh load fetches and runs them anew: a retry served
  // from the cache would hydrate faster and lose the race again.
  if (state === "during hydration") await page.route("**/assets/*.js", (route) => route.continue());
  const hydrated = () => page.locator("html[data-hydrated]").count();
  // The fixture's goto hydrates the page unless told to stop at an earlier moment.
  await page.goto(path, { waitUntil: state === "after hydration" ? "load" : "domcontentloaded" });
  let reactInCharge = await hydrated();
  for (let attempt = 1; state === "during hydration"; attempt++) {
    await page.waitForLoadState("load");
    const modules = page.waitForResponse(/\/assets\/.*\.js$/);
    await page.evaluate(() => dispatchEvent(new Event("scroll")));
    await modules;
    // Read once: asked again later, the answer could change under the test, as the page goes on hydrating.
    reactInCharge = await hydrated();
    if (attempt === DURING_ATTEMPTS || reactInCharge === 0) break;
    await page.goto(path, { waitUntil: "domcontentloaded" });
  }
  if (state !== "after hydration") expect(reactInCharge, "React has not taken over yet").toBe(0);
  return async function release() {
    open();
    // A page the input loaded as a new document (a link followed before hydration) hydrates at its own first
    // scroll, heard once its loader runs.
    await page.waitForLoadState("load");
    await page.evaluate(() => dispatchEvent(new Event("scroll")));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve)))));
  };
}

async function panelOf(control: Locator) {
  return control.page().locator(`[id="${await control.getAttribute("aria-controls")}"]`);
}

/** The statuses of the page's posts of a lead, in order: a form sent twice shows two. */
function leadPosts(page: Page): number[] {
  const posts: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/leads") && response.request().method() === "POST") posts.push(response.status());
  });
  return posts;
}

/** Marks the document, so a later check can tell whether a form was sent by the page's script or by a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
}

function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe("on a phone", () => {
  test.use(PHONE);
  const menuButton = (page: Page) => page.getByRole("button", { name: labels.layout.menu, exact: true });

  for (const state of STATES) {
    test(`the menu opens and React holds it open, ${state}`, async ({ page }) => {
      const release = await arrive(page, "/about", state);
      await menuButton(page).tap();
      const panel = await panelOf(menuButton(page));
      await expect(panel).toBeVisible();
      await release();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await menuButton(page).tap();
      await expect(panel).toBeHidden();
    });

    test(`the open menu closes on scroll, opened ${state}`, async ({ page }) => {
      const release = await arrive(page, "/about", state);
      await menuButton(page).tap();
      const panel = await panelOf(menuButton(page));
      await expect(panel).toBeVisible();
      if (state === "before hydration") {
        // A scroll before React closes it at once, and a scroll of 10 px or less does not.
        await page.evaluate(() => scrollBy(0, 8));
        await expect(panel).toBeVisible();
        await page.evaluate(() => scrollBy(0, 200));
        await expect(panel).toBeHidden();
        await page.evaluate(() => scrollTo(0, 0));
        await menuButton(page).tap();
        await expect(panel).toBeVisible();
      }
      await release();
      // Opened before React took over, it still closes on the next scroll (the case).
      await expect(panel).toBeVisible();
      await page.evaluate(() => scrollBy(0, 200));
      await expect(panel).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    });

    test(`a link in the menu closes it, followed ${state}`, async ({ page }) => {
      const release = await arrive(page, "/about", state);
      await menuButton(page).tap();
      const panel = await panelOf(menuButton(page));
      await panel.getByRole("link", { name: linkLabel(site.navigation, "/blog"), exact: true }).tap();
      await expect(page).toHaveURL(/\/blog$/);
      await release();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(await panelOf(menuButton(page))).toBeHidden();
    });

    test(`a FAQ question opens its answer, ${state}`, async ({ page }) => {
      const question = page.locator("button[aria-controls$='-panel']").nth(1);
      const release = await arrive(page, "/faq", state);
      await question.tap();
      const answer = await panelOf(question);
      await expect(answer).toBeVisible();
      await release();
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(answer).toBeVisible();
      await question.tap();
      await expect(answer).toBeHidden();
    });

    test(`the theme toggle switches to light, ${state}`, async ({ page }) => {
      const toggle = page.locator("button[data-early='theme']");
      const release = await arrive(page, "/blog", state);
      await toggle.tap();
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await release();
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await toggle.tap();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
    });

    test(`a blog category shows that category's articles, ${state}`, async ({ page }) => {
      const articles = sectionOf("/blog", "article-browser");
      const filter = page.getByRole("navigation", { name: articles.filterLabel });
      const category = articles.categories[0] ?? "";
      const inCategory = fill(labels.cards.inCategory, { category });
      const release = await arrive(page, "/blog", state);
      await filter.getByRole("link", { name: category, exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`[?&]${escapeRegExp(new URLSearchParams({ category }).toString())}$`));
      await expect(filter.locator("a[aria-current='true']")).toHaveText(category);
      await expect(page.getByRole("status").filter({ hasText: inCategory })).toBeVisible();
      await release();
      await expect(filter.locator("a[aria-current='true']")).toHaveText(category);
      await expect(page.getByRole("status").filter({ hasText: inCategory })).toBeVisible();
    });

    test(`the chat launcher opens the assistant, ${state}`, async ({ page }) => {
      const launcher = page.getByRole("button", { name: labels.layout.chat });
      const release = await arrive(page, "/", state);
      await launcher.tap();
      await release();
      await expect(page.getByRole("dialog", { name: labels.chat.title })).toBeVisible();
      await expect(launcher).toHaveAttribute("aria-expanded", "true");
    });

    test(`typing in the contact form keeps every key, ${state}`, async ({ page }) => {
      const form = page.getByRole("form", { name: labels.forms.contactForm });
      const release = await arrive(page, contactFormPath, state);
      const name = form.getByLabel(labels.forms.name);
      await name.tap();
      await page.keyboard.type("Ada Lovelace", { delay: 30 });
      await expect(name).toHaveValue("Ada Lovelace");
      await release();
      await expect(name).toHaveValue("Ada Lovelace");
      await page.keyboard.type(" Byron");
      await expect(name).toHaveValue("Ada Lovelace Byron");
    });

    test(`the pause button stops the moving background, ${state}`, async ({ page }) => {
      const pause = page.getByRole("main").locator("button[aria-pressed][data-early='replay']").first();
      const release = await arrive(page, "/", state);
      await pause.tap();
      await release();
      await expect(pause).toHaveAttribute("aria-pressed", "true");
    });

    test(`the contact form is sent once, submitted ${state}`, async ({ page }) => {
      const form = page.getByRole("form", { name: labels.forms.contactForm });
      const posts = leadPosts(page);
      const release = await arrive(page, contactFormPath, state);
      await form.getByLabel(labels.forms.name).fill("Early Tapper");
      await form.getByLabel(labels.forms.email).fill(`first-input-${state.replaceAll(" ", "-")}-${Date.now()}@example.com`);
      await form.getByLabel(labels.forms.service).selectOption({ index: 1 });
      await form.getByLabel(labels.forms.message).fill("A message sent before the page had finished loading.");
      await markDocument(page);
      await form.getByRole("button", { name: labels.forms.send }).tap();
      await release();
      await expect(page.getByRole("status").filter({ hasText: /\S/ })).toBeVisible();
      await expect.poll(() => posts).toEqual([expect.any(Number)]);
      expect(posts[0]).toBeLessThan(300);
      // Sent through the page's script (no reload), and the form is ready for another message.
      expect(await isSameDocument(page)).toBe(true);
      await expect(form.getByLabel(labels.forms.name)).toHaveValue("");
    });

    test(`the newsletter sign-up is sent once, submitted ${state}`, async ({ page }) => {
      const email = page.locator("#newsletter-email");
      const posts = leadPosts(page);
      const release = await arrive(page, "/blog", state);
      await email.fill(`news-${state.replaceAll(" ", "-")}-${Date.now()}@example.com`);
      await markDocument(page);
      await page.locator("form[data-early='submit'] button[type='submit']").tap();
      await release();
      await expect(email).toBeHidden();
      await expect.poll(() => posts).toEqual([expect.any(Number)]);
      expect(posts[0]).toBeLessThan(300);
      expect(await isSameDocument(page)).toBe(true);
    });

    test(`the counters end at their numbers and the sections below show, scrolled to ${state}`, async ({ page }) => {
      const stats = sectionOf("/", "stats");
      const release = await arrive(page, "/", state);
      const section = page.locator("section", { hasText: stats.title });
      await section.scrollIntoViewIfNeeded();
      await release();
      for (const stat of stats.items) await expect(section.getByText(statText(stat), { exact: true })).toBeVisible({ timeout: 5000 });
      // Every revealed element on screen ends fully shown (none left faded out by a reveal that never ran).
      const reveals = section.locator("[data-reveal]");
      for (const reveal of await reveals.all()) await expect(reveal).toHaveCSS("opacity", "1");
      await page.locator("footer").scrollIntoViewIfNeeded();
      const last = page.locator("main [data-reveal]").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveCSS("opacity", "1");
    });
  }
});

test.describe("on a desktop with a mouse", () => {
  test.use(DESKTOP);
  const servicesLink = linkLabel(site.navigation, "/services");
  const nav = (page: Page) => page.getByRole("navigation", { name: labels.layout.mainNavigation });
  const toggle = (page: Page) => page.getByRole("button", { name: fill(labels.layout.servicesMenu, { menu: servicesLink }) });

  for (const state of STATES) {
    test(`hovering ${servicesLink} opens the two-column dropdown, ${state}`, async ({ page }) => {
      const release = await arrive(page, "/", state);
      await nav(page).getByRole("link", { name: servicesLink, exact: true }).hover();
      const panel = await panelOf(toggle(page));
      await expect(panel).toBeVisible();
      // Two columns: the first two services sit side by side. Polled, as the other checks wait: once under load a
      // link had no box for a moment while React hydrated the page (the snapshot taken just after showed it laid out).
      const links = panel.getByRole("link");
      await expect
        .poll(async () => {
          const [a, b] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
          return Boolean(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x);
        }, "two services side by side")
        .toBe(true);
      await release();
      // React took the hover over: the panel stays while the mouse rests, and closes when it leaves.
      await expect(panel).toBeVisible();
      await page.mouse.move(640, 880);
      await expect(panel).toBeHidden();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    });

    test(`hovering ${servicesLink} and then clicking its button pins the dropdown open, ${state}`, async ({ page }) => {
      const release = await arrive(page, "/", state);
      await nav(page).getByRole("link", { name: servicesLink, exact: true }).hover();
      await toggle(page).click();
      const panel = await panelOf(toggle(page));
      await expect(panel).toBeVisible();
      await release();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      // The mouse still rests on the menu, and the click pinned it: it stays open until asked to close.
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    });

    test(`clicking the ${servicesLink} button opens the dropdown and keeps it open, ${state}`, async ({ page }) => {
      const release = await arrive(page, "/", state);
      await toggle(page).click();
      const panel = await panelOf(toggle(page));
      await expect(panel).toBeVisible();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      await expect(page).toHaveURL(/\/$/);
      await release();
      // A click pins it: leaving with the mouse does not close it; a second click does.
      await page.mouse.move(640, 880);
      await expect(panel).toBeVisible();
      await toggle(page).click();
      await expect(panel).toBeHidden();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("the dropdown opens on hover, a click keeps it open, leaving closes only a hover-opened menu", async ({ page }) => {
    await page.goto("/");
    const panel = await panelOf(toggle(page));
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
