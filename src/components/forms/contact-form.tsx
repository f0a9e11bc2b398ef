import { fillTemplate } from "../../lib/fill-template.ts";
import { useLabels } from "../layout/use-labels.ts";
import { Send } from "lucide-react";
import { useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import type { FormResult } from "../../lib/form-result.ts";
import { FIELD_RULES } from "../../lib/lead-kinds.ts";
import type { LeadWords } from "../../content/lead-words.ts";
import { FormField } from "./form-field.tsx";
import { LeadForm } from "./lead-form.tsx";
import { Toast, type ToastMessage } from "./toast.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";

const rules = FIELD_RULES.contact;

/**
 * The contact page's message form. With JavaScript it sends to /api/leads and shows a toast; without,
 * the browser posts it to /contact and the page comes back with a success message or the form's errors.
 * ?service=<a service choice>&position=... (the job pages' apply buttons, with labels.forms.jobChoice) preselects
 * the service and names the role.
 */
export function ContactForm({ words }: { words: LeadWords }) {
  const posted = useActionData<FormResult | undefined>();
  const [params] = useSearchParams();
  const { submit, submitting } = useLeadSubmit("contact", words);
  const text = useLabels().forms;
  const [toast, setToast] = useState<ToastMessage>();
  const [errors, setErrors] = useState<Record<string, string> | undefined>(posted?.ok === false ? posted.errors : undefined);

  if (posted?.ok && posted.intent === "contact") {
    return (
      <div role="status" className="rounded-2xl border border-success-soft-line bg-success-soft p-8 text-on-success-soft">
        <h2 className="heading-group">{text.sent.title}</h2>
        <p className="mt-2">{text.sent.text}</p>
        <Link to="/contact" className="mt-6 inline-block font-semibold underline">
          {text.sent.again}
        </Link>
      </div>
    );
  }

  const values = posted?.ok === false ? (posted.values ?? {}) : {};
  const requestedService = params.get("service") ?? "";
  const position = params.get("position")?.slice(0, 100);
  const defaultService = values.service ?? (words.serviceChoices.includes(requestedService) ? requestedService : "");
  const defaultMessage = values.message ?? (position ? fillTemplate(text.applyMessage, { position }) : undefined);

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
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={text.name}
            name="name"
            required
            autoComplete="name"
            maxLength={rules.name.maxLength}
            defaultValue={values.name}
            error={errors?.name}
          />
          <FormField
            label={text.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={rules.email.maxLength}
            defaultValue={values.email}
            error={errors?.email}
          />
          <FormField
            label={text.company}
            name="company"
            autoComplete="organization"
            maxLength={rules.company.maxLength}
            defaultValue={values.company}
            error={errors?.company}
          />
          <FormField
            label={text.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={rules.phone.maxLength}
            defaultValue={values.phone}
            error={errors?.phone}
          />
        </div>
        <FormField
          as="select"
          label={text.service}
          name="service"
          options={words.serviceChoices}
          emptyOption={text.chooseService}
          defaultValue={defaultService}
          error={errors?.service}
        />
        <FormField
          as="textarea"
          label={text.message}
          name="message"
          rows={5}
          required
          maxLength={rules.message.maxLength}
          defaultValue={defaultMessage}
          error={errors?.message}
        />
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
