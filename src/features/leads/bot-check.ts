import { FILL_TIME_FIELD } from "./lead-kinds.ts";

/**
 * The server's half of the bot trap (components/bot-trap.tsx, form-clock.ts): whether a form sent to
 * /api/leads, a no-JavaScript form post or a job application looks automated. Kept with the trap, so the
 * applications use it as they use the trap, without importing the leads' server side.
 */

/**
 * Submissions sent sooner than this after the form was shown look automated. The fastest person
 * (browser autofill, then one click) takes about 0.7 s; scripts that load the page post within
 * tens of milliseconds (docs/decisions/0112).
 */
export const MIN_FILL_MS = 500;

/** Name of the hidden honeypot input; people never see it, so it stays empty. */
const HONEYPOT_FIELD = "website";

/**
 * True for a submission that looks automated: the honeypot field was filled in, or it was sent less
 * than MIN_FILL_MS after its form was shown (`fillMs`, measured by the page on the visitor's own
 * clock, so clock differences with the server do not matter). A missing or unreadable time is fine
 * (no JavaScript, or the chat): such a lead is never suspected on a guess. A suspect lead is still
 * stored and answered like any other (docs/decisions/0110).
 */
export function looksAutomated(fields: Record<string, unknown>): boolean {
  const honeypot = fields[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) return true;
  const fillMs = toNumber(fields[FILL_TIME_FIELD]);
  return fillMs !== undefined && fillMs >= 0 && fillMs < MIN_FILL_MS;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}
