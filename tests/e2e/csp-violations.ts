import type { Page } from "@playwright/test";

/** A Content Security Policy violation as the page's `securitypolicyviolation` event reports it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/**
 * Records the page's CSP violations from its first byte on: the listener is an init script, so it is in place
 * before any of the page's own scripts, and violations while the HTML is parsed count too.
 */
export async function recordCspViolations(page: Page) {
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
}

/** The violations the current document has recorded so far. */
export function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

/** Scrolls through the page a screen at a time, so lazy images and reveal-on-scroll run, then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}
