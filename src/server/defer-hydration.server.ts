/**
 * Content first, interactivity when the visitor asks for it: the prerendered page is complete HTML, so
 * nothing in it waits for JavaScript. React Router's document asks for every hydration module at once
 * (preload links plus static imports in one module script). This rewrites that script so the same
 * modules are fetched and run (React hydrates) only once a visitor shows intent: a tap or click, a key,
 * typing, scrolling or a moving mouse. A visit that landed from a campaign link hydrates after load, so
 * its attribution survives the next navigation.
 * The early-input head script answers the taps that come first (docs/decisions/0002, 0130).
 */
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
  // waiting for the whole graph's evaluation (docs/decisions/0490). The entry hydrates when it runs, so it
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

/**
 * Serialised into the loader (so it uses nothing outside itself): runs `start` one frame after the first
 * sign of a visitor, so the interaction that woke it is painted before the hydration work begins.
 * Nothing is fetched before that: prefetching after load competed with the first screen's photos and
 * kept the main thread busy while a phone was still laying the page out (docs/decisions/0400).
 * Pointer-down is not a trigger: a tap's click follows it and must not queue behind hydration.
 * Typing in a text field starts it once the visitor pauses for a second: the fields work without React,
 * and keys that land while the modules run wait for them (docs/decisions/0320). Any other sign, such as
 * the tap on the send button, starts it at once.
 */
export function hydrateOnIntent(start: () => void) {
  const listening = new AbortController();
  let pause: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    listening.abort();
    clearTimeout(pause);
    requestAnimationFrame(() => setTimeout(start));
  };
  const typed = (event: Event) => {
    const field = event.target as Partial<HTMLInputElement> | null;
    const text =
      field?.tagName === "TEXTAREA" ||
      field?.isContentEditable === true ||
      (field?.tagName === "INPUT" && !/^(button|submit|reset|checkbox|radio|file|image|range|color)$/.test(field.type ?? ""));
    if (!text) return soon();
    clearTimeout(pause);
    pause = setTimeout(soon, 1000);
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  for (const type of ["pointerup", "click", "submit", "scroll"]) addEventListener(type, soon, options);
  for (const type of ["keyup", "input"]) addEventListener(type, typed, options);
  addEventListener(
    "pointermove",
    (event) => {
      if (event.pointerType === "mouse") soon();
    },
    options,
  );
  const afterLoad = () => {
    if (/[?&](utm_[a-z]+|gclid|fbclid)=/.test(location.search)) soon();
  };
  if (document.readyState === "complete") setTimeout(afterLoad);
  else addEventListener("load", () => setTimeout(afterLoad), { once: true });
}
