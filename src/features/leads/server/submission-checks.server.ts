import { FILL_TIME_FIELD } from "../lead-kinds.ts";

/**
 * Checks of a lead submission's own fields, made by /api/leads and the no-JavaScript form posts:
 * signs of a bot, the idempotency key, well-formed text. The checks every POST shares (origin, media
 * type, size) are in src/server/request-guards.server.ts.
 */

/**
 * Submissions sent sooner than this after the form was shown look automated. The fastest person
 * (browser autofill, then one click) takes about 0.7 s; scripts that load the page post within
 * tens of milliseconds.
 */
export const MIN_FILL_MS = 500;

/** Name of the hidden honeypot input; people never see it, so it stays empty. */
const HONEYPOT_FIELD = "website";

/**
 * True for a submission that looks automated: the honeypot field was filled in, or it was sent less
 * than MIN_FILL_MS after its form was shown (`fillMs`, measured by the page on the visitor's own
 * clock, so clock differences with the server do not matter). A missing or unreadable time is fine
 * (no JavaScript, or the chat): such a lead is never suspected on a guess. A suspect lead is still
 * stored and answered like any other.
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

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;
/** In words, for the 422 message. */
export const IDEMPOTENCY_KEY_RULE = "1 to 128 characters of letters, digits, '-', '_', '.' or ':' (a UUID fits)";

/**
 * Idempotency keys are stored and exported as they come, so only a plain alphabet is taken: no
 * control, bidi or non-ASCII characters can reach an operator's terminal or spreadsheet.
 */
export function isSafeIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY.test(value);
}

/**
 * The name of the first field whose text is not well-formed Unicode (a lone surrogate from a
 * JSON escape), or undefined. Such text cannot be stored or forwarded faithfully, so it is refused.
 */
export function malformedTextField(fields: unknown): string | undefined {
  if (typeof fields !== "object" || fields === null) return undefined;
  for (const [name, value] of Object.entries(fields)) {
    if (!name.isWellFormed()) return "fields";
    if (typeof value === "string" && !value.isWellFormed()) return name;
  }
  return undefined;
}
