import axe, { type RunOptions } from "axe-core";
import { test as base, type CDPSession, type ConsoleMessage, expect, type Page } from "@playwright/test";

/** Console errors that are expected on these offline machines: the stock-photo host cannot be reached. */
const EXPECTED_ERRORS = [/Failed to load resource: net::ERR_NAME_NOT_RESOLVED/, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/];

/**
 * Every test fails on an unexpected console.error or page error (hydration mismatches show up here).
 * A test that expects one (the 404 page logs the path) lists it, console or page error, in `allowConsoleErrors`: one pattern per
 * array (Playwright reads a two-element array as [value, options]; join patterns with |).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowConsoleErrors: [[], { option: true }],
  /**
   * Pages hydrate at a visitor's first sign of intent (src/hydration/server/defer-hydration.server.ts); a visitor reads
   * first, a test clicks at once. So a test's `page.goto` to an HTML page also "scrolls" (the loader's
   * listener hears a scroll event) and waits until React has hydrated it. Tests of the path before
   * hydration stop earlier with `waitUntil: "domcontentloaded"` or "commit".
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const loaded = !options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle";
        if (loaded && response?.headers()["content-type"]?.startsWith("text/html")) {
          // The development server may reload the page meanwhile; it hydrates at once there anyway.
          await page.evaluate(() => dispatchEvent(new Event("scroll"))).catch(() => undefined);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        return response;
      };
    }
    await use(page);
    // The page is kept for the next test (`reuseContext` in playwright.config.ts, which clears its storage, cache,
    // routes and init scripts): what this fixture and `slowCpu` added to it goes.
    delete (page as Partial<Page>).goto;
    await slowed
      .get(page)
      ?.detach()
      .catch(() => undefined);
    slowed.delete(page);
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if ([...EXPECTED_ERRORS, ...allowConsoleErrors].some((pattern) => pattern.test(text))) return;
        errors.push(text);
      };
      const onPageError = (error: Error) => {
        if (!allowConsoleErrors.some((pattern) => pattern.test(error.message))) errors.push(`pageerror: ${error.message}`);
      };
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use(errors);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The DevTools session that slowed a page's CPU; detaching it restores full speed. */
const slowed = new WeakMap<Page, CDPSession>();

/** Slows the page's CPU `rate` times (4: a phone), until the test ends. */
export async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  slowed.set(page, cdp);
}

/**
 * The rules of the WCAG 2.2 AA set whose outcome depends on colours: all the second theme changes
 * (src/styles/theme.css), so all it is checked for (docs/decisions/0500-tests-by-kind.md).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The WCAG 2.2 AA rule set axe checks a page against. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Axe with WCAG 2.2 AA rules, or only the given rules of that set; returns the violations with their targets
 * for readable failures. Axe is put into the page once per document and run there (its "legacy" way, which the
 * site allows: it has no frames): @axe-core/playwright's default evaluated axe's source again on each run and
 * opened a second page to gather the results, about 3.5 s a run of the 5 to 8 s a page's check took here.
 * Only violations are gathered; the nodes of passing rules are not.
 */
export async function axeViolations(page: Page, rules?: readonly string[]) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: rules ? { type: "rule", values: [...rules] } : { type: "tag", values: WCAG_AA_TAGS },
    resultTypes: ["violations"],
  };
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options);
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** Switches the theme the way a returning visitor's stored choice would. */
export async function useTheme(page: Page, theme: "dark" | "light") {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

/**
 * Switches a loaded, hydrated page to the light theme with its own button, as a visitor would, and waits
 * until the page wears it: the button pressed, the dark class gone, every colour transition over.
 */
export async function switchToLight(page: Page) {
  const toggle = page.locator("header button[data-early='theme']");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition another one replaces is cancelled: its promise rejects, and the page is as settled.
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}
