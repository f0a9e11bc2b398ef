import { useRef, useState } from "react";
import { FAILURE_TEXT } from "../../lib/form-result.ts";
import { validateLead } from "../../lib/lead-validation.ts";
import { fillTimeOf } from "./form-clock.ts";

export type SubmitOutcome = { ok: true } | { ok: false; errors?: Record<string, string>; error: string };

/** Shown above the field messages when the form's own check finds something to fix. */
const FIX_FIELDS_TEXT = "Please check the highlighted fields.";

/**
 * Sends a form as a lead to POST /api/leads with an idempotency key, so a double click or a retry
 * after a lost answer is one lead. A new key is drawn after each success. The fields are checked
 * first with the server's own rules (docs/decisions/0111), so a message appears at once and
 * nothing the server would refuse is sent.
 */
export function useLeadSubmit(kind: string) {
  const [submitting, setSubmitting] = useState(false);
  const key = useRef<string | undefined>(undefined);

  async function submit(form: HTMLFormElement): Promise<SubmitOutcome> {
    const values = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const { intent: _intent, website, fillMs: _fillMs, idempotencyKey: _key, ...fields } = values;
    const checked = validateLead(kind, fields);
    if (!checked.ok) return { ok: false, errors: checked.errors, error: FIX_FIELDS_TEXT };
    // Read from the form's stamp, not the hidden input, so the order of submit listeners cannot matter.
    const fillMs = fillTimeOf(form);
    key.current ??= crypto.randomUUID();
    setSubmitting(true);
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ kind, fields, idempotencyKey: key.current, website, fillMs }),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; error?: string };
      if (!response.ok) {
        console.error(`Lead submission failed with status ${response.status}`);
        return { ok: false, errors: body.errors, error: body.errors ? FIX_FIELDS_TEXT : (body.error ?? FAILURE_TEXT) };
      }
      key.current = undefined;
      return { ok: true };
    } catch (error) {
      console.error("Lead submission failed:", error);
      return { ok: false, error: FAILURE_TEXT };
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
