/**
 * Lighthouse user flows (timespan mode) for the site's controls: each is tapped once as the page's first
 * interaction (right after DOMContentLoaded, before hydration, with the page's loading inside the
 * timespan) and once after hydration. Mobile throttling is applied by DevTools (4x CPU, slow 4G), since
 * a timespan has no simulation; the services dropdown needs a desktop-wide viewport, on the same throttling.
 */
import { startFlow } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";

export interface FlowFigures {
  /** Interaction to Next Paint of the timespan, ms (undefined when Lighthouse saw no interaction). */
  inp: number | undefined;
  /** Total Blocking Time over the timespan, ms. */
  tbt: number;
  /** From the tap's pointerdown until the page showed what the tap asked for, ms (measured in the page). */
  response: number;
  /** Whether React had hydrated when the tap came (false is the case "first tap" is about). */
  hydratedAtTap: boolean;
  /** Lighthouse's measure of the machine's speed during the run (a typical laptop scores about 1,500-2,000). */
  benchmarkIndex: number;
}

export type FlowMode = "first tap" | "after hydration";

interface Control {
  name: string;
  path: string;
  desktop?: boolean;
  /** Performs the tap (puppeteer). */
  act: (page: Page) => Promise<void>;
  /** In the page: true once the tap's effect shows. */
  done: string;
}

/** The header's menu button (the services toggle, also a disclosure, sits inside the desktop list). */
const MOBILE_MENU = "header nav > div > button[data-early='disclosure']";

export const CONTROLS: Control[] = [
  {
    name: "mobile menu",
    path: "/about",
    act: (page) => page.tap(MOBILE_MENU),
    done: `!document.getElementById(document.querySelector(${JSON.stringify(MOBILE_MENU)}).getAttribute("aria-controls")).hidden`,
  },
  {
    name: "services dropdown",
    path: "/",
    desktop: true,
    act: async (page) => {
      await page.hover("header nav li button[data-early='disclosure']");
      await page.click("header nav li button[data-early='disclosure']");
    },
    done: `!document.getElementById(document.querySelector("header nav li button[data-early='disclosure']").getAttribute("aria-controls")).hidden`,
  },
  {
    name: "FAQ answer",
    path: "/faq",
    act: (page) => page.tap("button[data-early='accordion']"),
    done: `document.getElementById(document.querySelector("button[data-early='accordion']").getAttribute("aria-controls")).hasAttribute("data-open")`,
  },
  {
    name: "chat",
    path: "/",
    act: (page) => page.tap("button[data-early='replay'][aria-controls]"),
    done: `Boolean(document.querySelector("[role='dialog']"))`,
  },
  {
    name: "theme switch",
    path: "/blog",
    act: (page) => page.tap("button[data-early='theme']"),
    done: `!document.documentElement.classList.contains("dark")`,
  },
];

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

/** Lighthouse's mobile figures, applied by DevTools during the timespan. */
const MOBILE_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};

export async function runFlow(chromePort: number, base: string, control: Control, mode: FlowMode): Promise<FlowFigures> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  // A new visitor each time: no stored theme, no cached scripts.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(control.desktop ? DESKTOP : PHONE);
    // Records the tap's pointerdown before any script of the page can see it.
    await page.evaluateOnNewDocument(() => {
      addEventListener("pointerdown", () => ((window as unknown as { tapAt?: number }).tapAt ??= performance.now()), true);
    });
    const flow = await startFlow(page, {
      config: {
        extends: "lighthouse:default",
        settings: {
          formFactor: control.desktop ? "desktop" : "mobile",
          screenEmulation: { disabled: true },
          throttlingMethod: "devtools",
          throttling: MOBILE_THROTTLING,
          onlyCategories: ["performance"],
        },
      },
    });
    const url = `${base}${control.path}`;
    if (mode === "after hydration") {
      await page.goto(url, { waitUntil: "load" });
      // Pages hydrate at a visitor's first sign of intent; a scroll event is one.
      await page.evaluate(() => dispatchEvent(new Event("scroll")));
      await page.waitForSelector("html[data-hydrated]");
      await flow.startTimespan({ name: `${control.name}, ${mode}` });
    } else {
      // The page loads inside the timespan: the first tap pays for whatever hydration costs.
      await flow.startTimespan({ name: `${control.name}, ${mode}` });
      await page.goto(url, { waitUntil: "domcontentloaded" });
    }
    const hydratedAtTap = await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    await control.act(page);
    const shownAt = await page.waitForFunction(`(${control.done}) && performance.now()`, { polling: "raf", timeout: 30_000 });
    const response = (await shownAt.jsonValue()) as number;
    const tapAt = await page.evaluate(() => (window as unknown as { tapAt?: number }).tapAt ?? NaN);
    // Hydration and any replayed tap finish inside the timespan, so their blocking time counts.
    await page.waitForSelector("html[data-hydrated]");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const lhr = result.steps.at(-1)?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${control.name}, ${mode}`);
    return {
      inp: lhr.audits["interaction-to-next-paint"]?.numericValue,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
      response: response - tapAt,
      hydratedAtTap,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
    await browser.disconnect();
  }
}
