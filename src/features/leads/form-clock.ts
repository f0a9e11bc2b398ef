/**
 * The lead forms' clock (docs/leads.md, "Kept, never dropped: suspected bots and the form clock"). Pages hydrate only after their load event and the
 * visitor's first interaction, so a clock started by React would start when the visitor clicks, and
 * an autofilled form sent a moment later would look automated. This script runs in the document head
 * instead: a MutationObserver stamps each lead form with the time it entered the document (parsed
 * from the prerendered HTML, or rendered after a client-side navigation), and a capture-phase submit
 * listener writes the elapsed milliseconds into the form's hidden `fillMs` input just before any
 * submit handler reads the form, React's or the browser's own post. Both times come from the
 * visitor's clock, so a clock that is set wrong does not matter.
 */

import { FILL_TIME_FIELD } from "./lead-kinds.ts";

/** Marks a form whose fill time is measured. */
export const LEAD_FORM_ATTRIBUTE = "data-lead-form";
/** When the form entered the document (epoch ms on the visitor's clock), set by the head script. */
export const SHOWN_AT_ATTRIBUTE = "data-shown-at";

export const FORM_CLOCK_SCRIPT = `(function(){var a="${SHOWN_AT_ATTRIBUTE}",q="form[${LEAD_FORM_ATTRIBUTE}]:not([${SHOWN_AT_ATTRIBUTE}])";function s(){var f=document.querySelectorAll(q);for(var i=0;i<f.length;i++)f[i].setAttribute(a,String(Date.now()))}new MutationObserver(s).observe(document,{childList:true,subtree:true});addEventListener("submit",function(e){var f=e.target,t=f&&f.getAttribute&&f.getAttribute(a),n=t&&f.querySelector('input[name="${FILL_TIME_FIELD}"]');if(n)n.value=String(Date.now()-Number(t))},true)})()`;

/**
 * How long `form` has been shown, in ms, or undefined when the head script did not stamp it (scripts
 * blocked, or a test page without it): then the server does not guess.
 */
export function fillTimeOf(form: HTMLFormElement, now: number = Date.now()): number | undefined {
  const shownAt = Number(form.getAttribute(SHOWN_AT_ATTRIBUTE) ?? Number.NaN);
  return Number.isFinite(shownAt) ? now - shownAt : undefined;
}
