/**
 * Content first, interactivity when the visitor asks for it: the prerendered page is complete HTML, so
 * nothing in it waits for JavaScript. React Router's document asks for every hydration module at once
 * (preload links plus static imports in one module script). This rewrites that script so the same
 * modules are fetched and run (React hydrates) only once a visitor shows intent: a tap or click, a key,
 * typing, scrolling or a moving mouse. A visit that landed from a campaign link hydrates after load, so
 * its attribution survives the next navigation.
 * The early-input head script answers the taps that come first (0490).
 * How the runtime fits together and what it costs: docs/hydration.md.
 */
import { hydrateOnIntent } from "../hydrate-on-intent.ts";

const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"\/>/g;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;
const PRELOAD_LIST = /for\(const href of (\[[^\]]*\])\)/;

/** The modules the deferred loader imports, in order; `build-sizes.ts` measures first-load JavaScript from them. */
export function deferredModules(html: string): string[] {
  const loader = MODULE_SCRIPT.exec(html)?.[1] ?? "";
  // The loader's preload list names every module; React Router's own script names them in imports.
  const preloaded = PRELOAD_LIST.exec(loader)?.[1];
  if (preloaded) return JSON.parse(preloaded) as string[];
  return [...new Set([...loader.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? ""))];
}

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const body = script[1] ?? "";
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const names = imports.map(([, name], index) => name ?? `_${index}`);
  const routeUrls = imports.map(([, , url]) => JSON.parse(url ?? '""') as string);
  // Every module starts loading at once (preload links: no waterfall through their imports), then they run
  // one import per task, shared modules first: the visitor's input is handled between them instead of
  // waiting for the whole graph's evaluation. The entry hydrates when it runs, so it
  // runs last, as React Router's script has it.
  const others = modules.filter((module) => module !== entry && !routeUrls.includes(module));
  const ordered = [...others, ...routeUrls];
  const loader = [
    "let started=false;",
    "const start=async()=>{",
    "if(started)return;started=true;",
    `for(const href of ${JSON.stringify([...ordered, ...(entry ? [entry] : [])])}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}`,
    "const loaded=[];",
    `for(const url of ${JSON.stringify(ordered)}){loaded.push(await import(url));await new Promise((resolve)=>setTimeout(resolve));}`,
    `const [${names.join(",")}]=loaded.slice(${others.length});`,
    body.replace(STATIC_IMPORT, "").trim(),
    "};",
    `(${hydrateOnIntent.toString().replace(/\n\s+/g, "\n")})(start);`,
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(script[0], () => `<script type="module">${loader}</script>`);
}
