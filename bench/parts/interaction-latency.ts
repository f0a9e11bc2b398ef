/**
 * How long each control takes to answer a tap, the way Interaction to Next Paint reads it: the longest
 * Event Timing entry of the interaction (pointer, click or key events, from the input to the next frame),
 * on a fresh page that has settled, with the CPU slowed 4x (a phone). Three states: "before hydration" is
 * the page as a visitor finds it (the early-input layer answers, and the input itself starts hydration);
 * "during hydration" is a tap while the modules are evaluated and React hydrates (a scroll started it);
 * "hydrated" is after React has taken over. Used by `npm run bench` (figures) and by the browser test
 * tests/e2e/interaction-latency.spec.ts (a generous ceiling). docs/decisions/0320, 0490.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, Locator, Page } from "@playwright/test";

export const LATENCY_STATES = ["before hydration", "during hydration", "hydrated"] as const;
export type LatencyState = (typeof LATENCY_STATES)[number];

export interface LatencyControl {
  name: string;
  path: string;
  desktop?: boolean;
  /** Controls that only exist once React renders them (inside the chat panel) are measured hydrated only. */
  hydratedOnly?: boolean;
  /**
   * Below the first screen: the scroll that reaches it starts hydration, so a tap on it before hydration
   * does not happen; its "during hydration" reading is that scroll followed by the tap.
   */
  belowFold?: boolean;
  /**
   * A link that navigates in place once hydrated, and loads its prerendered page as a new document before
   * (docs/hydration.md, "The first input, before and during hydration"): a new document leaves no in-page interaction to time, so it is measured hydrated.
   */
  linkBeforeHydration?: boolean;
  /** Puts the page in the state the control needs (its interactions are not counted). */
  prepare?: (page: Page) => Promise<void>;
  /** The control the visitor uses. */
  target: (page: Page) => Locator;
  /** Used with the keyboard only (typing): no tap, so no check that a finger could reach it. */
  keyboard?: boolean;
  /** The interaction that is measured, when it is more than `tap`: a tap on the target (a click on desktop). */
  act?: (page: Page, tap: () => Promise<void>) => Promise<void>;
}

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1350, height: 940 } };
const CHAT_LAUNCHER = "button[data-early='replay'][aria-controls]";
const openChat = async (page: Page) => {
  await page.tap(CHAT_LAUNCHER);
  await page.getByRole("dialog").waitFor();
};
const contactField = (page: Page, name: string) => page.locator(`form[data-early='submit'] [name='${name}']`).first();

export const LATENCY_CONTROLS: LatencyControl[] = [
  { name: "menu button on a phone", path: "/about", target: (page) => page.locator("header nav > div > button[data-early='disclosure']") },
  {
    name: "services dropdown on desktop",
    path: "/",
    desktop: true,
    target: (page) => page.locator("header nav li button[data-early='disclosure']"),
  },
  { name: "FAQ question", path: "/faq", target: (page) => page.locator("button[data-early='accordion']").first() },
  { name: "theme toggle", path: "/blog", target: (page) => page.locator("button[data-early='theme']") },
  { name: "chat launcher", path: "/", target: (page) => page.locator(CHAT_LAUNCHER) },
  {
    name: "blog category",
    path: "/blog",
    linkBeforeHydration: true,
    target: (page) => page.locator("main nav a[href*='?category=']").first(),
    act: async (page, tap) => {
      await tap();
      await page.waitForURL(/category=/);
    },
  },
  {
    name: "typing in the contact form",
    path: "/contact",
    keyboard: true,
    // Reached by the keyboard: focus alone does not scroll (a scroll starts hydration; "during" scrolls to it).
    prepare: (page) => contactField(page, "message").evaluate((field) => (field as HTMLElement).focus({ preventScroll: true })),
    target: (page) => contactField(page, "message"),
    act: (page) => page.keyboard.type("Hello", { delay: 120 }),
  },
  {
    name: "contact form submit",
    path: "/contact",
    belowFold: true,
    // Filled without input events: typing is a sign of a visitor and would start hydration before the tap.
    prepare: (page) =>
      page
        .locator("form[data-early='submit']")
        .first()
        .evaluate((form) => {
          const set = (name: string, value: string) => ((form.querySelector(`[name='${name}']`) as HTMLInputElement).value = value);
          set("name", "Ada Lovelace");
          set("email", "ada@example.com");
          set("message", "We would like to talk about a network upgrade for two offices.");
          const service = form.querySelector("select[name='service']") as HTMLSelectElement;
          service.selectedIndex = 1;
        }),
    target: (page) => page.locator("form[data-early='submit'] button[type='submit']").first(),
  },
  {
    name: "chat send",
    path: "/",
    hydratedOnly: true,
    prepare: async (page) => {
      await openChat(page);
      await page.getByRole("dialog").getByRole("textbox").fill("What services do you offer?");
    },
    target: (page) => page.getByRole("dialog").locator("button[type='submit']"),
  },
  {
    name: "chat quick action",
    path: "/",
    hydratedOnly: true,
    prepare: openChat,
    target: (page) => page.getByRole("dialog").locator("ul button").first(),
  },
  {
    name: "pause the moving background",
    path: "/",
    target: (page) => page.locator("main button[aria-pressed][data-early='replay']").first(),
  },
  {
    name: "brochure print button",
    path: "/services/cloud/brochure",
    target: (page) => page.locator("main button").first(),
  },
];

/** Why a control is not measured in a state, or undefined when it is. */
export function notMeasured(control: LatencyControl, state: LatencyState): string | undefined {
  if (state === "hydrated") return undefined;
  if (control.hydratedOnly) return "exists only once React has rendered it";
  if (control.linkBeforeHydration) return "a link: loads its prerendered page as a new document";
  if (control.belowFold && state === "before hydration") return "below the first screen: the scroll that reaches it starts hydration";
  return undefined;
}

/** In the page before anything runs: keep every Event Timing entry that belongs to an interaction. */
function observeInteractions() {
  const seen: { id: number; duration: number }[] = [];
  const page = window as unknown as { interactions: typeof seen; hydratedAtInput?: boolean };
  page.interactions = seen;
  // Whether React had taken over when the measured input came (its first event, before any script of the page sees it).
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, () => (page.hydratedAtInput ??= document.documentElement.hasAttribute("data-hydrated")), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * Counts the page's requests from its own events and returns a wait for a quiet network: nothing in flight
 * for half a second. Playwright's "networkidle" can stay unsettled on a page that is quiet (seen on `/` with
 * a data-URL icon, an init script and a 4x slower CPU: every request had finished), so the settling here does
 * not depend on it.
 */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return async function quiet(quietMs = 500, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network was not quiet within ${timeoutMs} ms: ${inFlight} requests in flight`);
      await sleep(50);
    }
  };
}

/**
 * A tap (a click on desktop) at the middle of the target, sent as the browser's own input events. Playwright's
 * `tap()` and `click()` first run its checks as script in the page and listen to the events they send, so at
 * 4x CPU their own work was timed as the page's input delay. The checks are made here once,
 * before the tap: the target is visible, and it is what a finger at that point would touch.
 */
async function rawTap(page: Page, control: LatencyControl, target: Locator): Promise<() => Promise<void>> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${control.name}: the control is not shown`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const hit = await target.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y]);
  if (!hit) throw new Error(`${control.name}: something covers the control at (${Math.round(x)}, ${Math.round(y)}), or it is off screen`);
  return () => (control.desktop ? page.mouse.click(x, y) : page.touchscreen.tap(x, y));
}

type Seen = { id: number; duration: number }[];
const interactions = (page: Page) => page.evaluate(() => (window as unknown as { interactions: Seen }).interactions.slice());
/** Two frames and a task: what the interaction caused has been painted and reported. */
const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

/** The page was not in the state asked for at the tap: catching hydration under way is a race, lost at times. */
export class MissedState extends Error {}

/** The phone-speed CPU the readings are taken at: 4x slower than the machine's. */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * One measurement on a fresh page, its CPU slowed `cpuSlowdown` times: the longest Event Timing entry (ms) of the
 * interactions `act` caused, 0 when every entry was under the API's 16 ms floor. `print` is stubbed: a dialog would stall the page.
 * Throws when the page was not in `state` at the tap, or when the tap loaded a new document (a link
 * followed before hydration): then there is no in-page interaction to time.
 */
export async function measureLatency(
  browser: Browser,
  base: string,
  control: LatencyControl,
  state: LatencyState,
  cpuSlowdown = PHONE_CPU_SLOWDOWN,
): Promise<number> {
  const context = await browser.newContext(control.desktop ? DESKTOP : PHONE);
  try {
    const page = await context.newPage();
    const networkQuiet = watchNetwork(page);
    await page.addInitScript(observeInteractions);
    await page.addInitScript(() => (window.print = () => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${base}${control.path}`, { waitUntil: "load" });
    if (state === "hydrated") {
      // A scroll is a sign of a visitor: the page hydrates (src/hydration/server/defer-hydration.server.ts).
      await page.evaluate(() => dispatchEvent(new Event("scroll")));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    await control.prepare?.(page);
    const target = control.target(page);
    // On screen before the page settles, as a visitor sees a control before tapping it: otherwise the tap's
    // own scroll (lazy images, reveal animations) would be timed as the tap's input delay. Only once hydrated:
    // a scroll is what starts hydration, and the other states are the page before it ends.
    if (state === "hydrated") await target.scrollIntoViewIfNeeded();
    // Settled: the network quiet and a second with nothing to do.
    await networkQuiet();
    await page.waitForTimeout(1000);
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const before = new Set((await interactions(page)).map((entry) => entry.id));
    let tap: () => Promise<void>;
    if (state === "during hydration") {
      // A scroll starts hydration: the one that brings the control into view, or an event when it is in view.
      // The tap's point is taken in the same task, and the tap comes once the modules have arrived, while they
      // run and React hydrates: no check runs as script in the page meanwhile, as it would wait behind them.
      const modules = page.waitForRequest(/\.js(\?|$)/);
      const point = await target.evaluate((element) => {
        element.scrollIntoView({ block: "nearest" });
        const box = element.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const hit = element.contains(document.elementFromPoint(x, y));
        dispatchEvent(new Event("scroll"));
        return { x, y, hit };
      });
      if (!point.hit) throw new Error(`${control.name}: something covers the control, or it is off screen`);
      tap = () => (control.desktop ? page.mouse.click(point.x, point.y) : page.touchscreen.tap(point.x, point.y));
      await modules;
      await networkQuiet(50);
    } else tap = control.keyboard ? async () => undefined : await rawTap(page, control, target);
    await (control.act ? control.act(page, tap) : tap());
    await networkQuiet();
    await afterFrames(page);
    if (!(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)))
      throw new Error(`${control.name}: the tap loaded a new page (a link followed before hydration); no in-page interaction to time`);
    const hydratedAtInput = await page.evaluate(() => (window as unknown as { hydratedAtInput?: boolean }).hydratedAtInput);
    if (state !== "hydrated" && hydratedAtInput !== false)
      throw new MissedState(`${control.name}: React had already hydrated the page at the input, so this is not "${state}"`);
    const caused = (await interactions(page)).filter((entry) => !before.has(entry.id));
    return Math.max(0, ...caused.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}
