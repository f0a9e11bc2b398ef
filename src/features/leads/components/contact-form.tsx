import { useLabels } from "../../../components/layout/use-labels.ts";
import { Send } from "lucide-react";
import { useState } from "react";
import { useActionData } from "react-router";
import type { FormResult } from "../form-result.ts";
import type { LeadLabels } from "../../../content/lead-labels.ts";
import { ContactFields } from "./contact-fields.tsx";
import { ContactSent } from "./contact-sent.tsx";
import { LeadForm } from "./lead-form.tsx";
import { Toast, type ToastMessage } from "./toast.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";

/** One object for "nothing posted", so the memoised fields see the same props while the button says "Sending…". */
const NO_VALUES: Record<string, string> = {};

/**
 * The contact page's message form. With JavaScript it sends to /api/leads and shows a toast; without,
 * the browser posts it to /contact and the page comes back with a success message or the form's errors.
 * ?service=<a service choice>&position=... (the job pages' apply buttons, with labels.forms.jobChoice) preselects
 * the service and names the role (contact-prefill.ts).
 */
export function ContactForm({ leadLabels }: { leadLabels: LeadLabels }) {
  const posted = useActionData<FormResult | undefined>();
  const { submit, submitting } = useLeadSubmit("contact", leadLabels);
  const text = useLabels().forms;
  const [toast, setToast] = useState<ToastMessage>();
  const [errors, setErrors] = useState<Record<string, string> | undefined>(posted?.ok === false ? posted.errors : undefined);

  if (posted?.ok && posted.intent === "contact") return <ContactSent />;

  const values = posted?.ok === false ? (posted.values ?? NO_VALUES) : NO_VALUES;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await submit(form);
    if (outcome.ok) {
      form.reset();
      setErrors(undefined);
      setToast({ tone: "success", title: text.sent.title, description: text.sent.text });
    } else {
      setErrors(outcome.errors);
      // A field to fix is not a failure: the toast says so, and the fields stay as typed.
      setToast({ tone: "error", title: text.failed.title, description: outcome.errors ? outcome.error : text.failed.text });
    }
  }

  return (
    <>
      <LeadForm
        intent="contact"
        action="/contact"
        onSubmit={(event) => void onSubmit(event)}
        className="relative space-y-5"
        aria-label={text.contactForm}
      >
        {posted?.ok === false && posted.error && (
          <p role="alert" className="rounded-lg border border-danger-soft-line bg-danger-soft p-3 text-sm text-on-danger-soft">
            {text.failed.title}: {posted.error}
          </p>
        )}
        <ContactFields leadLabels={leadLabels} values={values} errors={errors} />
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-gradient px-6 font-semibold text-white hover:bg-brand-gradient-light disabled:cursor-wait disabled:opacity-70"
        >
          <Send className="size-4" aria-hidden="true" />
          {submitting ? text.sending : text.send}
        </button>
      </LeadForm>
      <Toast message={toast} onClose={() => setToast(undefined)} />
    </>
  );
}
