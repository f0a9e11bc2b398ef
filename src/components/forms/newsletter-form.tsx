import { useLabels } from "../layout/use-labels.ts";
import { useState } from "react";
import { useActionData } from "react-router";
import type { FormResult } from "../../lib/form-result.ts";
import type { LeadWords } from "../../content/lead-words.ts";
import { LeadForm } from "./lead-form.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";

/** The blog's newsletter sign-up: a validated email, stored and forwarded like every lead (docs/decisions/0014). */
export function NewsletterForm({ words }: { words: LeadWords }) {
  const posted = useActionData<FormResult | undefined>();
  const fromPost = posted?.intent === "newsletter" ? posted : undefined;
  const { submit, submitting } = useLeadSubmit("newsletter", words);
  const text = useLabels().forms.newsletter;
  const [state, setState] = useState<{ done: boolean; error?: string }>({
    done: fromPost?.ok === true,
    error: fromPost?.ok === false ? (fromPost.errors?.email ?? fromPost.error) : undefined,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit(event.currentTarget);
    setState(outcome.ok ? { done: true } : { done: false, error: outcome.errors?.email ?? outcome.error });
  }

  return (
    <div>
      <div role="status" aria-live="polite">
        {state.done && (
          <p className="rounded-lg bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {text.confirmation}
          </p>
        )}
      </div>
      {!state.done && (
        <LeadForm
          intent="newsletter"
          action="/blog"
          onSubmit={(event) => void onSubmit(event)}
          className="relative flex flex-col gap-3 sm:flex-row sm:items-start"
          noValidate
        >
          <div className="flex-1">
            <label htmlFor="newsletter-email" className="sr-only">
              {text.email}
            </label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={text.placeholder}
              defaultValue={fromPost?.ok === false ? fromPost.values?.email : undefined}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? "newsletter-error" : undefined}
              className="block min-h-12 w-full rounded-lg border border-line-strong bg-surface px-4 text-fg placeholder:text-slate-500 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/40 focus:outline-none dark:placeholder:text-slate-400"
            />
            {state.error && (
              <p id="newsletter-error" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
                {state.error}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="min-h-12 rounded-lg bg-sky-700 px-6 font-semibold text-white hover:bg-sky-600 disabled:opacity-70"
          >
            {submitting ? text.subscribing : text.subscribe}
          </button>
        </LeadForm>
      )}
    </div>
  );
}
