import { useLabels } from "../../../components/layout/use-labels.ts";
import { useState } from "react";
import { useActionData } from "react-router";
import type { FormResult } from "../form-result.ts";
import type { LeadLabels } from "../../../content/lead-labels.ts";
import { Button } from "../../../components/ui/button.tsx";
import { LeadForm } from "./lead-form.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";

/** The blog's newsletter sign-up: a validated email, stored and forwarded like every lead. */
export function NewsletterForm({ leadLabels }: { leadLabels: LeadLabels }) {
  const posted = useActionData<FormResult | undefined>();
  const fromPost = posted?.intent === "newsletter" ? posted : undefined;
  const { submit, submitting } = useLeadSubmit("newsletter", leadLabels);
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
        {state.done && <p className="rounded-lg bg-success-soft p-3 font-medium text-on-success-soft">{text.confirmation}</p>}
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
              className="block min-h-12 w-full rounded-lg border border-line-strong bg-surface px-4 text-fg placeholder:text-fg-faint focus:border-brand-bright focus:ring-2 focus:ring-brand-bright/40 focus:outline-none"
            />
            {state.error && (
              <p id="newsletter-error" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
                {state.error}
              </p>
            )}
          </div>
          <Button
            type="submit"
            variant="solid"
            size="lg"
            disabled={submitting}
            label={submitting ? text.subscribing : text.subscribe}
            className="disabled:opacity-70"
          />
        </LeadForm>
      )}
    </div>
  );
}
