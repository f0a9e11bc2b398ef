/**
 * Checks of a lead submission's own fields, made by /api/leads and the no-JavaScript form posts:
 * the idempotency key, well-formed text. The signs of a bot, which the job applications check too, are in
 * ../bot-check.ts; the checks every POST shares (origin, media type, size) in src/platform/request-guards.server.ts.
 */

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
