import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../src/server/csp.server.ts";
import { hydrateOnIntent } from "../../src/hydration/hydrate-on-intent.ts";
import { deferHydration, deferredModules } from "../../src/hydration/server/defer-hydration.server.ts";
import { LIVE_RELOAD_CLIENT, withLiveReloadClient } from "../../src/server/dev-live-reload.server.ts";

/** The shape of React Router's document scripts, trimmed to what the rewrite touches. */
const ROUTER_DOCUMENT = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
  '<link rel="modulepreload" href="/assets/page-C.js"/><link rel="modulepreload" href="/assets/shared-D.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main>content</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/page-C.js";',
  '  window.__reactRouterManifest = {"version": "1$&"};',
  '  window.__reactRouterRouteModules = {"root":route0,"page":route1};',
  'import("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("\n");

describe("deferHydration", () => {
  const html = deferHydration(ROUTER_DOCUMENT);
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("removes the preload links and the static imports, keeping everything else", () => {
    expect(html).not.toContain('modulepreload" href');
    expect(loader).not.toMatch(/^import \* as/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(loader).toContain('window.__reactRouterManifest = {"version": "1$&"};');
  });

  it("lists the same modules and imports each route module under its name, shared modules first, one per task", () => {
    expect(deferredModules(html).sort()).toEqual([
      "/assets/entry.client-A.js",
      "/assets/page-C.js",
      "/assets/root-B.js",
      "/assets/shared-D.js",
    ]);
    // Shared modules first, then the route modules, each imported in a task of its own.
    expect(loader).toContain(
      'for(const url of ["/assets/shared-D.js","/assets/root-B.js","/assets/page-C.js"]){loaded.push(await import(url));await new Promise((resolve)=>setTimeout(resolve));}',
    );
    expect(loader).toContain("const [route0,route1]=loaded.slice(1);");
  });

  it("fetches every module at once, before it runs them one by one", () => {
    expect(loader).toContain(
      'for(const href of ["/assets/shared-D.js","/assets/root-B.js","/assets/page-C.js","/assets/entry.client-A.js"])',
    );
    expect(loader.indexOf('link.rel="modulepreload"')).toBeLessThan(loader.indexOf("await import(url)"));
  });

  it("fetches the entry early but runs it last, after the route modules are in place", () => {
    expect(loader.match(/import\("\/assets\/entry\.client-A\.js"\)/g)).toHaveLength(1);
    expect(loader.lastIndexOf('import("/assets/entry.client-A.js")')).toBeGreaterThan(loader.indexOf("__reactRouterRouteModules ="));
  });

  it("starts once, at a visitor's first sign of intent, and never on a timer alone", () => {
    expect(loader).toContain("if(started)return;started=true;");
    for (const type of ["pointerup", "click", "keyup", "input", "submit", "scroll", "pointermove"]) expect(loader).toContain(`"${type}"`);
    // A tap's pointerdown is followed by its click: hydration must not start in between.
    expect(loader).not.toContain('"pointerdown"');
    expect(loader).not.toMatch(/setTimeout\(start,\d+\)/);
  });

  it("is valid JavaScript", () => {
    // A syntax error here would leave every page without interactivity, so compile it (without running it).
    expect(() => new Script(loader)).not.toThrow();
    expect(() => new Script(`${loader}}`)).toThrow(SyntaxError);
  });

  it("leaves a document without React Router's module script unchanged", () => {
    const plain = "<html><body><p>plain</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("withLiveReloadClient (npm run dev only, docs/decisions/0430)", () => {
  const page = withLiveReloadClient(ROUTER_DOCUMENT);

  it("adds Vite's client once, as a module script of its own at the end of the head", () => {
    expect(page.split(LIVE_RELOAD_CLIENT)).toHaveLength(2);
    expect(page).toContain(`${LIVE_RELOAD_CLIENT}</head>`);
    expect(page.replace(LIVE_RELOAD_CLIENT, "")).toBe(ROUTER_DOCUMENT);
  });

  it("stays outside React Router's script, so a page whose hydration waits still starts it at load", () => {
    const deferred = deferHydration(page);
    expect(deferred).toContain(`${LIVE_RELOAD_CLIENT}</head>`);
    expect(deferredModules(deferred)).not.toContain("/@vite/client");
  });

  it("adds no inline script, so the page's policy lists the same hashes", () => {
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(ROUTER_DOCUMENT));
  });
});

describe("the built pages", () => {
  const client = fileURLToPath(new URL("../../build/client", import.meta.url));
  const routes = JSON.parse(readFileSync(new URL("../../.generated/routes.json", import.meta.url), "utf8")) as string[];

  it.each(routes)("%s loads its hydration modules only through the deferred loader", (route) => {
    const html = readFileSync(`${client}${route === "/" ? "" : route}/index.html`, "utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    // The live-reload client is development's alone.
    expect(html).not.toContain("/@vite/");
    const modules = deferredModules(html);
    expect(modules.some((module) => /\/entry\.client-[\w-]+\.js$/.test(module))).toBe(true);
    for (const module of modules) expect(existsSync(`${client}${module}`), module).toBe(true);
  });
});

type FakeEvent = { pointerType?: string; target?: { tagName: string; type?: string; isContentEditable?: boolean } };

describe("hydrateOnIntent", () => {
  /** A stand-in for the browser globals the loader uses, with the listeners it registers. */
  function fakeWindow(search = "", readyState = "complete") {
    const listeners = new Map<string, ((event: FakeEvent) => void)[]>();
    // Callbacks with their delay; `run` runs what is due now, `wait` what is due within that many ms.
    const timers = new Map<number, { callback: () => void; delay: number }>();
    let nextTimer = 0;
    const schedule = (callback: () => void, delay = 0) => {
      timers.set(++nextTimer, { callback, delay });
      return nextTimer;
    };
    let touched = 0;
    const globals = {
      location: { search },
      // Reading the state is all the loader may do with the document before the visitor acts.
      document: new Proxy({ readyState }, { get: (target, key) => (key === "readyState" ? target.readyState : (touched += 1)) }),
      addEventListener: (type: string, listener: (event: object) => void, options?: { signal?: AbortSignal }) => {
        if (options?.signal?.aborted) return;
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
        options?.signal?.addEventListener("abort", () => listeners.set(type, []));
      },
      requestAnimationFrame: (callback: () => void) => schedule(callback),
      setTimeout: schedule,
      clearTimeout: (id: number) => timers.delete(id),
    };
    const wait = (ms: number) => {
      for (let due = [...timers].find(([, timer]) => timer.delay <= ms); due; due = [...timers].find(([, timer]) => timer.delay <= ms)) {
        timers.delete(due[0]);
        due[1].callback();
      }
    };
    const run = () => wait(0);
    const fire = (type: string, event: FakeEvent = {}) => [...(listeners.get(type) ?? [])].forEach((listener) => listener(event));
    return { globals, run, wait, fire, touched: () => touched };
  }

  function load(search?: string) {
    const page = fakeWindow(search);
    let starts = 0;
    // The function as the browser receives it: serialised, run with only these globals in scope.
    new Script(`(${hydrateOnIntent.toString()})(start);`).runInNewContext({
      ...page.globals,
      AbortController,
      start: () => (starts += 1),
    });
    return { ...page, starts: () => starts };
  }

  it("fetches nothing, adds nothing to the document and does not start while the visitor does nothing", () => {
    const page = load();
    page.run();
    expect(page.touched()).toBe(0);
    expect(page.starts()).toBe(0);
  });

  it.each(["pointerup", "click", "keyup", "input", "submit", "scroll"])("starts a frame after the first %s, once", (type) => {
    const page = load();
    page.run();
    page.fire(type);
    expect(page.starts()).toBe(0);
    page.run();
    expect(page.starts()).toBe(1);
    page.fire("keyup");
    page.fire("scroll");
    page.run();
    expect(page.starts()).toBe(1);
  });

  it("waits for a second's pause in typing, but not when the visitor taps meanwhile", () => {
    const message = { target: { tagName: "TEXTAREA" } };
    const email = { target: { tagName: "INPUT", type: "email" } };
    const page = load();
    for (const [type, event] of [
      ["input", message],
      ["keyup", message],
      ["input", email],
      ["keyup", email],
    ] as const) {
      page.fire(type, event);
      page.wait(900);
      expect(page.starts(), `${type} in ${event.target.tagName}`).toBe(0);
    }
    page.wait(1000);
    page.run();
    expect(page.starts()).toBe(1);

    const tapped = load();
    tapped.fire("input", message);
    tapped.fire("click");
    tapped.run();
    expect(tapped.starts()).toBe(1);
    tapped.wait(1000);
    expect(tapped.starts()).toBe(1);
  });

  it("starts at once on a key or change outside a text field: a checkbox, a select, a button", () => {
    for (const target of [{ tagName: "INPUT", type: "checkbox" }, { tagName: "SELECT" }, { tagName: "BUTTON" }]) {
      const page = load();
      page.fire("input", { target });
      page.run();
      expect(page.starts(), target.tagName).toBe(1);
    }
  });

  it("counts a moving mouse as intent, but not a finger that moves (that is a scroll)", () => {
    const touch = load();
    touch.fire("pointermove", { pointerType: "touch" });
    touch.run();
    expect(touch.starts()).toBe(0);
    const mouse = load();
    mouse.fire("pointermove", { pointerType: "mouse" });
    mouse.run();
    expect(mouse.starts()).toBe(1);
  });

  it("starts after load by itself when the visit came from a campaign link, so its attribution survives the next page", () => {
    for (const search of ["?utm_source=newsletter", "?x=1&gclid=abc", "?fbclid=1"]) {
      const page = load(search);
      page.run();
      expect(page.starts(), search).toBe(1);
    }
    const plain = load("?category=DevOps");
    plain.run();
    expect(plain.starts()).toBe(0);
  });
});
