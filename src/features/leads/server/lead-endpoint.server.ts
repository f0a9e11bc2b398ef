import { content } from "../../../content/content.server.ts";
import { FIELD_RULES, LEAD_KINDS } from "../lead-kinds.ts";
import type { LeadService } from "./lead-service.server.ts";
import { noStoreJson as json, readJsonPost, type JsonPostRules } from "../../../platform/request-guards.server.ts";
import { ATTRIBUTION_LIMITS, hostOf } from "../lead-attribution.ts";
import { IDEMPOTENCY_KEY_RULE, isSafeIdempotencyKey, malformedTextField } from "./submission-checks.server.ts";
import { looksAutomated } from "../bot-check.ts";

/**
 * Bytes one character can take in a body: a character outside the BMP is 12 bytes both
 * percent-encoded (%F0%9F%98%80) and as a JSON escape pair (\uD83D\uDE00).
 */
const MAX_BYTES_PER_CHARACTER = 12;
/** The characters of the largest valid submission: every field of the largest kind at its limit. */
const LARGEST_SUBMISSION_CHARS = Math.max(
  ...LEAD_KINDS.map((kind) => Object.values<{ maxLength: number }>(FIELD_RULES[kind]).reduce((sum, rule) => sum + rule.maxLength, 0)),
);
/** The characters of the largest attribution kept: five tags, two paths and a host at their bounds (docs/decisions/0251). */
const LARGEST_ATTRIBUTION_CHARS = 5 * ATTRIBUTION_LIMITS.tag + 2 * ATTRIBUTION_LIMITS.path + ATTRIBUTION_LIMITS.host;
/**
 * Largest body accepted, JSON or urlencoded: the largest valid submission written entirely in
 * 4-byte characters and fully escaped, plus the envelope (field names, kind, key, timestamps).
 * Limits are characters, so a message in any script fits.
 */
export const MAX_BODY_BYTES = (LARGEST_SUBMISSION_CHARS + LARGEST_ATTRIBUTION_CHARS) * MAX_BYTES_PER_CHARACTER + 4 * 1024;
const LEAD_POST: JsonPostRules = { maxBytes: MAX_BODY_BYTES, apiWords: { action: "send a lead", thing: "lead" } };

export type LeadApiDeps = {
  service: Pick<LeadService, "submit">;
  /** Public origin of the site (SITE_URL), e.g. https://example.com. */
  siteOrigin: string;
};

/**
 * POST /api/leads, called by the chatbot and the newsletter with
 * `{ kind, fields, idempotencyKey?, website?, fillMs?, attribution? }`.
 */
/** docs/decisions/0426-reused-idempotency-key-is-refused.md */
const KEY_REUSED = "This idempotencyKey was already used for a different lead; this one was not stored. Send it with a new key.";

export async function handleLeadApi(request: Request, deps: LeadApiDeps): Promise<Response> {
  // Read per request: the words a visitor can see are content/site.yaml's.
  const { requests, forms } = content.site.labels;
  const read = await readJsonPost(request, deps.siteOrigin, LEAD_POST, requests);
  if ("refusal" in read) return read.refusal;
  const envelope = read.body;

  const key = envelope.idempotencyKey;
  if (key !== undefined && !isSafeIdempotencyKey(key)) {
    return json(422, { ok: false, errors: { idempotencyKey: `idempotencyKey must be ${IDEMPOTENCY_KEY_RULE}.` } });
  }
  const malformed = malformedTextField(envelope.fields);
  if (malformed !== undefined) {
    return json(422, { ok: false, errors: { [malformed]: requests.unreadable } });
  }
  const kind = typeof envelope.kind === "string" ? envelope.kind : "";
  const idempotencyKey = typeof key === "string" ? key : undefined;
  // A lead that looks automated gets the same answer as any other, so a bot learns nothing and a
  // person guessed wrong loses nothing: it is kept as suspect (docs/leads.md, "Kept, never dropped: suspected bots and the form clock").
  const result = await deps.service.submit(kind, envelope.fields, {
    idempotencyKey,
    suspect: looksAutomated(envelope),
    attribution: envelope.attribution,
    ownHost: hostOf(deps.siteOrigin),
    // The browser's IANA zone, for a meeting's confirmation in the visitor's own time.
    visitorTimeZone: typeof envelope.timeZone === "string" && envelope.timeZone.length <= 64 ? envelope.timeZone : undefined,
  });
  switch (result.status) {
    case "stored":
      return json(result.duplicate ? 200 : 201, { ok: true, id: result.id });
    case "invalid":
      return json(422, { ok: false, errors: result.errors });
    case "conflict":
      // The visitor's words say try again (the form then sends a new key); `conflict` says why, for programs.
      return json(409, { ok: false, error: forms.failed.text, conflict: KEY_REUSED });
    default:
      // The contact page's failure toast says the same, for every storing failure.
      return json(503, { ok: false, error: forms.failed.text });
  }
}
