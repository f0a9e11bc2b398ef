import { data } from "react-router";
import type { FormResult } from "../form-result.ts";
import type { LeadContextValue } from "./lead-context.server.ts";
import { MAX_BODY_BYTES } from "./lead-endpoint.server.ts";
import { isSafeIdempotencyKey } from "./submission-checks.server.ts";
import { looksAutomated } from "../bot-check.ts";
import { isCrossSite, mediaTypeOf, readLimited, tooLargeText } from "../../../platform/request-guards.server.ts";
import { content } from "../../../content/content.server.ts";
import { attributionField, hostOf } from "../lead-attribution.ts";

/** Forms that post to a page without JavaScript: the hidden intent field names the lead kind. */
const INTENTS = { contact: "contact", newsletter: "newsletter" } as const;

/**
 * The no-JavaScript path of the contact form and the newsletter: the browser posts the form to the
 * page, the page renders again with the result (success message, or the form with its messages and
 * the visitor's input kept). With JavaScript the same forms use POST /api/leads instead. Every
 * refusal shows on the page, so its words are content/site.yaml's labels.requests
 * (docs/decisions/0230-refusal-words-from-content.md).
 */
export async function handleFormPost(request: Request, leads: LeadContextValue | null) {
  const { requests, forms } = content.site.labels;
  if (leads && isCrossSite(request, leads.siteOrigin)) return reply({ ok: false, intent: "", error: requests.crossSite }, 403);
  if (mediaTypeOf(request) !== "application/x-www-form-urlencoded")
    return reply({ ok: false, intent: "", error: requests.cannotSend }, 415);
  // Read at most MAX_BODY_BYTES (the largest valid form in any script), whatever Content-Length says.
  const body = await readLimited(request, MAX_BODY_BYTES);
  if (body === undefined) return reply({ ok: false, intent: "", error: tooLargeText(requests.tooLarge, MAX_BODY_BYTES) }, 413);
  // URLSearchParams would quietly turn bytes that are not UTF-8 into U+FFFD; such text is refused instead.
  if (!decodesAsUtf8(body)) return reply({ ok: false, intent: "", error: requests.unreadable }, 422);
  const values: Record<string, string> = Object.fromEntries(new URLSearchParams(body));
  const intent = values.intent ?? "";
  if (!(intent in INTENTS)) return reply({ ok: false, intent, error: requests.cannotSend }, 400);
  if (!leads) return reply({ ok: false, intent, error: forms.failed.text, values }, 503);

  const { intent: _intent, website: _website, fillMs: _fillMs, idempotencyKey, page, attribution, ...fields } = values;
  if (idempotencyKey && !isSafeIdempotencyKey(idempotencyKey)) return reply({ ok: false, intent, error: requests.cannotSend }, 422);
  // Looks automated: stored as suspect and answered like any other.
  const result = await leads.service.submit(INTENTS[intent as keyof typeof INTENTS], fields, {
    idempotencyKey: idempotencyKey || undefined,
    suspect: looksAutomated(values),
    // Without JavaScript only the page the form was on is known; a submission the head script posted
    // before hydration adds what that page knew of the visit (docs/decisions/0250).
    attribution: { ...attributionField(attribution), page: page ?? new URL(request.url).pathname },
    ownHost: hostOf(leads.siteOrigin),
  });
  if (result.status === "stored") return reply({ ok: true, intent }, 200);
  if (result.status === "invalid") return reply({ ok: false, intent, errors: result.errors, values: fields }, 422);
  // A key reused for another lead: the form is shown again to send anew.
  if (result.status === "conflict") return reply({ ok: false, intent, error: forms.failed.text, values: fields }, 409);
  return reply({ ok: false, intent, error: forms.failed.text, values: fields }, 503);
}

function reply(result: FormResult, status: number) {
  return data(result, { status, headers: { "Cache-Control": "no-store" } });
}

function decodesAsUtf8(urlencoded: string): boolean {
  try {
    for (const part of urlencoded.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
    return urlencoded.isWellFormed();
  } catch {
    return false;
  }
}
