/**
 * The leads feature's shared modules, its entry for the browser, the server and the build alike (docs/decisions/0541):
 * the lead's kinds and checks, the bot check, the form clock and the visit's attribution. Its components have their
 * own entry (components/index.ts), its server side another (server/index.server.ts); nothing outside
 * src/features/leads/ imports its other modules (eslint.config.js). Named exports only, each chosen: the public API.
 */
export { looksAutomated } from "./bot-check.ts";
export { FORM_CLOCK_SCRIPT, LEAD_FORM_ATTRIBUTE } from "./form-clock.ts";
export {
  type Attribution,
  attributionField,
  cleanAttribution,
  cleanHost,
  cleanTag,
  hostOf,
  sourceOf,
  UTM_TAGS,
} from "./lead-attribution.ts";
export { type FieldRule, type LeadKind, type MeetingFields } from "./lead-kinds.ts";
export { asciiEmail, checkFieldNamed, checkLeadField, leadLabelsOf } from "./lead-validation.ts";
export { leadAttribution, readVisit, rememberVisit } from "./visit-attribution.ts";
