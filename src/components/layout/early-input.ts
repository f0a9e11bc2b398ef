import { readVisit } from "../forms/visit-attribution.ts";

/**
 * Taps that arrive before React has hydrated the page (hydration waits for the load event or the first
 * interaction: src/server/defer-hydration.server.ts). Controls opt in with a `data-early` attribute that says
 * what the head script may do for them until `html[data-hydrated]` is set (docs/decisions/0130):
 *
 * - `disclosure` (a button with aria-controls whose panel uses `hidden`) and `accordion` (a panel shown
 *   by `data-open`): the panel opens at once, and the click is replayed through React after hydration;
 * - `theme`: the whole switch happens here (class, stored choice, aria-pressed); React reads it back;
 * - `replay`: the click waits and is replayed (the chat panel needs React to render);
 * - `submit` on a form: the submission waits and is replayed through the form's React handler; if the
 *   page never hydrates, the form is posted the way it would be without JavaScript, with what the
 *   current page knows of the visit in an `attribution` field (docs/decisions/0250).
 */
type EarlyControl = "disclosure" | "accordion" | "theme" | "replay" | "submit";

/** How long a captured form submission waits for hydration before it is posted without it. */
export const EARLY_SUBMIT_FALLBACK_MS = 8000;

/**
 * The head script's body. It is serialised into the document, so it must not use anything outside
 * itself: the CSP hash is taken from the rendered HTML (src/server/csp.server.ts).
 */
function earlyInput(fallbackMs: number, visitNow: () => unknown) {
  const root = document.documentElement;
  type Undo = () => void;
  const clicks: Element[] = [];
  const undo = new Map<Element, Undo>();
  const submits = new Map<HTMLFormElement, { submitter: HTMLElement | null; timer: number }>();
  const hydrated = () => root.hasAttribute("data-hydrated");

  function rememberAttribute(element: Element, name: string): Undo {
    const value = element.getAttribute(name);
    return () => (value === null ? element.removeAttribute(name) : element.setAttribute(name, value));
  }

  function toggleAtOnce(control: Element, kind: Extract<EarlyControl, "disclosure" | "accordion">) {
    const panel = document.getElementById(control.getAttribute("aria-controls") ?? "");
    if (!undo.has(control)) {
      const restore = [rememberAttribute(control, "aria-expanded")];
      if (panel) restore.push(rememberAttribute(panel, kind === "accordion" ? "data-open" : "hidden"));
      undo.set(control, () => restore.forEach((step) => step()));
    }
    const open = control.getAttribute("aria-expanded") !== "true";
    control.setAttribute("aria-expanded", String(open));
    if (panel && kind === "accordion") panel.toggleAttribute("data-open", open);
    else if (panel) panel.toggleAttribute("hidden", !open);
  }

  function switchTheme(control: Element) {
    const dark = !root.classList.contains("dark");
    root.classList.toggle("dark", dark);
    control.setAttribute("aria-pressed", String(!dark));
    try {
      localStorage.setItem("theme", dark ? "dark" : "light");
    } catch {
      // Storage can be blocked; the theme still changes for this page.
    }
  }

  addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const control = event.target.closest("[data-early]");
      const kind = control?.getAttribute("data-early");
      if (!control || kind === "submit") return;
      // React has not taken over yet: its handlers must not see this click half-way through hydration.
      event.stopImmediatePropagation();
      if (kind === "theme") return switchTheme(control);
      if (kind === "disclosure" || kind === "accordion") toggleAtOnce(control, kind);
      clicks.push(control);
    },
    true,
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
    // Back to the state React rendered, then React applies each tap itself, in order.
    for (const restore of undo.values()) restore();
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
    // A task later: React finishes the hydration commit (every effect) before the taps reach it.
    setTimeout(replay);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The inline head script; the build's CSP lists its hash with the other inline scripts. */
// Indentation dropped (the server build keeps the function's source as written); no string in it spans lines.
export const EARLY_INPUT_SCRIPT = `(${earlyInput.toString().replace(/\n\s+/g, "\n")})(${EARLY_SUBMIT_FALLBACK_MS},${readVisit.toString().replace(/\n\s+/g, "\n")})`;
