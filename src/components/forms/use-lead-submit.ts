import { useRef, useState } from "react";
import { FAILURE_TEXT } from "../../lib/form-result.ts";

export type SubmitOutcome = { ok: true } | { ok: false; errors?: Record<string, string>; error: string };

/**
 * Sends a form as a lead to POST /api/leads with an idempotency key, so a double click or a retry
 * after a lost answer is one lead. A new key is drawn after each success.
 */
export function useLeadSubmit(kind: string) {
  const [submitting, setSubmitting] = useState(false);
  const key = useRef<string | undefined>(undefined);

  async function submit(form: HTMLFormElement): Promise<SubmitOutcome> {
    const values = Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const { intent: _intent, website, startedAt, idempotencyKey: _key, ...fields } = values;
    key.current ??= crypto.randomUUID();
    setSubmitting(true);
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ kind, fields, idempotencyKey: key.current, website, startedAt }),
      });
      const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string>; error?: string };
      if (!response.ok) {
        console.error(`Lead submission failed with status ${response.status}`);
        return { ok: false, errors: body.errors, error: body.error ?? FAILURE_TEXT };
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
