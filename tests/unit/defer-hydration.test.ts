import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULES, deferHydration } from "../../src/server/defer-hydration.server.ts";

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

  it("lists the same modules and imports each route module under its name, with the shared modules at once", () => {
    expect(JSON.parse(DEFERRED_MODULES.exec(html)?.[1] ?? "")).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/page-C.js",
      "/assets/shared-D.js",
    ]);
    expect(loader).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-B.js"),import("/assets/page-C.js"),import("/assets/shared-D.js")]);',
    );
  });

  it("fetches the entry early but runs it last, after the route modules are in place", () => {
    expect(loader).toContain('link.rel="modulepreload";link.href="/assets/entry.client-A.js"');
    expect(loader.match(/import\("\/assets\/entry\.client-A\.js"\)/g)).toHaveLength(1);
    expect(loader.lastIndexOf('import("/assets/entry.client-A.js")')).toBeGreaterThan(loader.indexOf("__reactRouterRouteModules ="));
  });

  it("starts after load, at the first interaction, or after the fallback delay, once", () => {
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toMatch(/setTimeout\(start,\d+\)/);
    expect(loader).toContain('["pointerdown","keydown","focusin"]');
    expect(loader).toContain("if(started)return;started=true;");
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

describe("the built pages", () => {
  const client = fileURLToPath(new URL("../../build/client", import.meta.url));
  const routes = JSON.parse(readFileSync(new URL("../../.generated/routes.json", import.meta.url), "utf8")) as string[];

  it.each(routes)("%s loads its hydration modules only through the deferred loader", (route) => {
    const html = readFileSync(`${client}${route === "/" ? "" : route}/index.html`, "utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    const modules = JSON.parse(DEFERRED_MODULES.exec(html)?.[1] ?? "[]") as string[];
    expect(modules.some((module) => /\/entry\.client-[\w-]+\.js$/.test(module))).toBe(true);
    for (const module of modules) expect(existsSync(`${client}${module}`), module).toBe(true);
  });
});
