import { readVisit } from "../features/leads/index.ts";

/**
 * Input that arrives before React has hydrated the page (hydration waits for the visitor's first sign of
 * intent: src/hydration/server/defer-hydration.server.ts). Until `html[data-hydrated]` is set, the page's HTML, CSS and
 * this head script handle all input, and React starts from whatever the page shows: components read their
 * state back from the DOM when they mount. Controls opt in with a `data-early` attribute:
 *
 * - `disclosure` (a button with aria-controls whose panel uses `hidden`) and `accordion` (a panel shown
 *   by `data-open`): the panel opens or closes at once; a disclosure with `data-early-close` also closes
 *   when the page scrolls more than 10 px from where it was opened, or a link in its panel is followed;
 * - `theme`: the whole switch happens here (aria-pressed at once, the page's colours a frame later,
 *   the stored choice); React reads it back;
 * - `replay`: the click waits and is replayed once React has taken over (the chat panel needs React);
 * - `submit` on a form: the submission waits and is replayed through the form's React handler; if the
 *   page never hydrates, the form is posted the way it would be without JavaScript, with what the
 *   current page knows of the visit in an `attribution` field.
 *
 * Every other tap, click and key before hydration is kept from React (not from the browser: links,
 * fields and focus work natively). React would otherwise hydrate the whole page synchronously inside the
 * event to replay it, a long task while the visitor types.
 */
type EarlyControl = "disclosure" | "accordion" | "theme" | "replay" | "submit";

/** How long a captured form submission waits for hydration before it is posted without it. */
export const EARLY_SUBMIT_FALLBACK_MS = 8000;

/** The root attribute that holds a theme switched but not painted yet; the toggle reads it when it mounts. */
export const THEME_NEXT_ATTRIBUTE = "data-theme-next";

/** How far the page scrolls before an open `data-early-close` menu closes, px (the header's own rule). */
export const CLOSE_ON_SCROLL_PX = 10;

/**
 * The head script's body. It is serialised into the document, so it must not use anything outside
 * itself: the CSP hash is taken from the rendered HTML (src/server/csp.server.ts).
 */
function earlyInput(fallbackMs: number, closeOnScrollPx: number, visitNow: () => unknown) {
  const root = document.documentElement;
  const clicks: Element[] = [];
  const submits = new Map<HTMLFormElement, { submitter: HTMLElement | null; timer: number }>();
  const hydrated = () => root.hasAttribute("data-hydrated");
  /** Open menus that close on scroll, with the scroll position they were opened at. */
  const openMenus = new Map<Element, number>();

  function setOpen(control: Element, kind: Extract<EarlyControl, "disclosure" | "accordion">, open: boolean) {
    const panel = document.getElementById(control.getAttribute("aria-controls") ?? "");
    control.setAttribute("aria-expanded", String(open));
    // A hover menu a click closed stays closed while the mouse rests on it (src/styles/base.css).
    control.toggleAttribute("data-early-closed", !open);
    if (panel && kind === "accordion") panel.toggleAttribute("data-open", open);
    else if (panel) panel.toggleAttribute("hidden", !open);
    if (control.hasAttribute("data-early-close")) {
      if (open) openMenus.set(control, scrollY);
      else openMenus.delete(control);
    }
  }

  function switchTheme(control: Element) {
    // The theme now: one switched a moment ago and not painted yet, or the page's (a stored choice included).
    const next = root.getAttribute("data-theme-next");
    const dark = !(next ? next === "dark" : root.classList.contains("dark"));
    control.setAttribute("aria-pressed", String(!dark));
    root.setAttribute("data-theme-next", dark ? "dark" : "light");
    try {
      localStorage.setItem("theme", dark ? "dark" : "light");
    } catch {
      // Storage can be blocked; the theme still changes for this page.
    }
    // The whole page restyles on this change: after the frame that shows the tap.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const theme = root.getAttribute("data-theme-next");
        if (!theme) return;
        root.classList.toggle("dark", theme === "dark");
        root.removeAttribute("data-theme-next");
      }),
    );
  }

  // What React replays from its queue of blocked events; each would force a synchronous hydration.
  const keptFromReact =
    "pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click dblclick auxclick contextmenu keydown keypress keyup input beforeinput textInput compositionstart compositionend change copy cut paste dragstart dragend drop reset";
  for (const type of keptFromReact.split(" "))
    addEventListener(
      type,
      (event) => {
        if (!hydrated()) event.stopPropagation();
      },
      { capture: true, passive: true },
    );

  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const link = event.target.closest("a[href]");
      for (const [menu] of openMenus) {
        const panel = document.getElementById(menu.getAttribute("aria-controls") ?? "");
        if (link && panel?.contains(link)) setOpen(menu, "disclosure", false);
      }
      const control = event.target.closest("[data-early]");
      const kind = control?.getAttribute("data-early");
      if (!control || kind === "submit") return;
      // React has not taken over yet: its handlers must not see this click half-way through hydration.
      event.stopImmediatePropagation();
      if (kind === "theme") return switchTheme(control);
      if (kind === "disclosure" || kind === "accordion") return setOpen(control, kind, control.getAttribute("aria-expanded") !== "true");
      clicks.push(control);
    },
    true,
  );

  addEventListener(
    "scroll",
    () => {
      if (hydrated()) return;
      for (const [menu, from] of openMenus) if (Math.abs(scrollY - from) > closeOnScrollPx) setOpen(menu, "disclosure", false);
    },
    { capture: true, passive: true },
  );

  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (hydrated() || !(form instanceof HTMLFormElement) || form.getAttribute("data-early") !== "submit") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (submits.has(form)) return;
      const timer = window.setTimeout(() => {
        submits.delete(form);
        const attribution = document.createElement("input");
        attribution.type = "hidden";
        attribution.name = "attribution";
        attribution.value = JSON.stringify(visitNow());
        form.append(attribution);
        // Without hydration the server's form handling still takes the submission (it works without JavaScript).
        HTMLFormElement.prototype.submit.call(form);
      }, fallbackMs);
      submits.set(form, { submitter: event.submitter, timer });
    },
    true,
  );

  function replay() {
    // Only what needs React waits: the chat, the pause buttons and held submissions, in order.
    for (const control of clicks.splice(0)) if (control instanceof HTMLElement && control.isConnected) control.click();
    for (const [form, { submitter, timer }] of submits) {
      clearTimeout(timer);
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
    submits.clear();
  }

  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    openMenus.clear();
    for (const control of document.querySelectorAll("[data-early-closed]")) control.removeAttribute("data-early-closed");
    // A task later: React finishes the hydration commit (every effect) before the taps reach it.
    setTimeout(replay);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The inline head script; the build's CSP lists its hash with the other inline scripts. */
// Indentation dropped (the server build keeps the function's source as written); no string in it spans lines.
export const EARLY_INPUT_SCRIPT = `(${earlyInput.toString().replace(/\n\s+/g, "\n")})(${EARLY_SUBMIT_FALLBACK_MS},${CLOSE_ON_SCROLL_PX},${readVisit.toString().replace(/\n\s+/g, "\n")})`;
