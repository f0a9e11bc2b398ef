import { useRef, useState } from "react";
import { useLabels } from "../../../components/layout/use-labels.ts";
import { afterPaint } from "../../../lib/after-paint.ts";
import { validateLead } from "../lead-validation.ts";
import type { LeadLabels } from "../../../content/lead-labels.ts";
import { fillTimeOf } from "../form-clock.ts";
import { leadAttribution } from "../visit-attribution.ts";

export type SubmitOutcome = { ok: true } | { ok: false; errors?: Record<string, string>; error: string };

/**
 * Sends a form as a lead to POST /api/leads with an idempotency key, so a double click or a retry
 * after a lost answer is one lead. A new key is drawn after each success. The fields are checked
 * first with the server's own rules, so a message appears at once and
 * nothing the server would refuse is sent.
 */
export function useLeadSubmit(kind: string, leadLabels: LeadLabels) {
  const [submitting, setSubmitting] = useState(false);
  // Shown above the field messages when something needs fixing, and when the site could not send.
  const { fixFields, failed } = useLabels().forms;
  const key = useRef<string | undefined>(undefined);

  async function submit(form: HTMLFormElement): Promise<SubmitOutcome> {
    const values = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const { intent: _intent, website, fillMs: _fillMs, idempotencyKey: _key, page: _page, attribution: _attribution, ...fields } = values;
    const checked = validateLead(kind, fields, leadLabels);
    if (!checked.ok) return { ok: false, errors: checked.errors, error: fixFields };
    // Read from the form's stamp, not the hidden input, so the order of submit listeners cannot matter.
    const fillMs = fillTimeOf(form);
    key.current ??= crypto.randomUUID();
    setSubmitting(true);
    try {
      // "Sending…" is painted first; building and starting the request follow that frame.
      await afterPaint();
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ kind, fields, idempotencyKey: key.current, website, fillMs, attribution: leadAttribution() }),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; error?: string };
      if (!response.ok) {
        // A key already used for other data is refused (409): the next attempt is a new lead (docs/leads.md, "One path, and ").
        if (response.status === 409) key.current = undefined;
        console.error(`Lead submission failed with status ${response.status}`);
        return { ok: false, errors: body.errors, error: body.errors ? fixFields : (body.error ?? failed.text) };
      }
      key.current = undefined;
      return { ok: true };
    } catch (error) {
      console.error("Lead submission failed:", error);
      return { ok: false, error: failed.text };
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
