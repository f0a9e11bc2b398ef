/**
 * What hydration costs the main thread: on a fresh, settled page with the CPU slowed 4x, a scroll starts
 * hydration (src/hydration/server/defer-hydration.server.ts) and every long animation frame until React has taken
 * over, plus half a second, is kept with the scripts that ran in it. A task over 50 ms in that window is a
 * task the visitor's next input would wait behind: the benchmark names it, with its script, as over goal
 * (docs/decisions/0490). Used by `npm run bench -- --parts hydration`.
 */
import type { Browser } from "@playwright/test";

/** A task longer than this during hydration is over goal (what Total Blocking Time counts from). */
export const LONG_TASK_MS = 50;

export interface HydrationTasks {
  /** From the scroll that started hydration to `html[data-hydrated]`, ms. */
  hydrationMs: number;
  /** Every long animation frame in the window, longest first: its blocking script work and what ran. */
  frames: { duration: number; blocking: number; scripts: string[] }[];
}

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** In the page before anything runs: keep every long animation frame with the scripts that ran in it. */
function observeFrames() {
  type Frame = { start: number; duration: number; blocking: number; scripts: string[] };
  const frames: Frame[] = [];
  (window as unknown as { longFrames: Frame[] }).longFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      blockingDuration: number;
      scripts: { duration: number; sourceURL: string; sourceFunctionName: string; invoker: string }[];
    })[])
      frames.push({
        start: entry.startTime,
        duration: Math.round(entry.duration),
        blocking: Math.round(entry.blockingDuration),
        scripts: entry.scripts
          .filter((script) => script.duration >= 5)
          .map((script) => {
            const file = script.sourceURL.split("/").pop() || script.invoker;
            return `${file}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ""} ${Math.round(script.duration)} ms`;
          }),
      });
  }).observe({ type: "long-animation-frame", buffered: true });
}

export async function measureHydrationTasks(browser: Browser, base: string, path: string): Promise<HydrationTasks> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeFrames);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const started = await page.evaluate(() => {
      const at = performance.now();
      dispatchEvent(new Event("scroll"));
      return at;
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const ended = await page.evaluate(() => performance.now());
    await page.waitForTimeout(500);
    type Frame = { start: number; duration: number; blocking: number; scripts: string[] };
    const frames = await page.evaluate(
      (from) => (window as unknown as { longFrames: Frame[] }).longFrames.filter((frame) => frame.start + frame.duration >= from),
      started,
    );
    return {
      hydrationMs: Math.round(ended - started),
      frames: frames.sort((a, b) => b.blocking - a.blocking).map(({ duration, blocking, scripts }) => ({ duration, blocking, scripts })),
    };
  } finally {
    await context.close();
  }
}
