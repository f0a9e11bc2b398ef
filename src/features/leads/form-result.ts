/** What a form submission answers, the same shape for the no-JavaScript post and the JSON endpoint. */
export type FormResult =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error?: string; errors?: Record<string, string>; values?: Record<string, string> };
