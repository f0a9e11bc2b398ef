/**
 * The hydration runtime's contract with React Router (docs/hydration.md): the rewrite in
 * src/hydration/server/defer-hydration.server.ts reads the module script and preload links React Router's
 * <Scripts> writes. If an upgrade changes that markup, the rewrite finds nothing and a page hydrates at once,
 * silently. So every page of the build must carry the deferred loader in place of React Router's own script,
 * and the loader must name modules that exist.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferredModules } from "../../src/hydration/server/defer-hydration.server.ts";

const client = fileURLToPath(new URL("../../build/client/", import.meta.url));
const pages = existsSync(client)
  ? (readdirSync(client, { recursive: true }) as string[]).filter((file) => file.endsWith(".html")).map((file) => join(client, file))
  : [];
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

describe("the hydration runtime and React Router's markup", () => {
  it("finds the build's pages (npm run build first)", () => {
    expect(pages.length, "no build/client/**/*.html: run npm run build").toBeGreaterThan(20);
  });

  it("replaces React Router's module script on every page: no preload link, no static route import is left", () => {
    const untouched = pages.filter((page) => {
      const html = readFileSync(page, "utf8");
      return /<link rel="modulepreload"/.test(html) || moduleScripts(html).some((script) => /^\s*import \* as \w+ from "/m.test(script));
    });
    expect(untouched.map((page) => relative(client, page))).toEqual([]);
  });

  it("gives every page one loader that waits for intent, imports the entry last and parses as JavaScript", () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      const loaders = moduleScripts(html).filter((script) => script.includes("let started=false;"));
      const modules = deferredModules(html);
      const name = relative(client, page);
      if (loaders.length !== 1) wrong.push(`${name}: ${loaders.length} deferred loaders`);
      else if (!/\(function hydrateOnIntent\(start\)/.test(loaders[0] ?? "")) wrong.push(`${name}: the loader does not wait for intent`);
      if (!modules.at(-1)?.includes("entry.client")) wrong.push(`${name}: the entry is not imported last (${modules.at(-1)})`);
      const missing = modules.filter((module) => !existsSync(join(client, module)));
      if (missing.length > 0) wrong.push(`${name}: loads modules the build lacks: ${missing.join(", ")}`);
      // A module script may hold import(); as a classic script it must still parse once that is set aside.
      try {
        new Script((loaders[0] ?? "").replaceAll("import(", "Promise.resolve("));
      } catch (error) {
        wrong.push(`${name}: the loader does not parse: ${String(error)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
