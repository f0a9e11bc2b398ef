import { memo } from "react";
import { useSearchParams } from "react-router";
import { FIELD_RULES } from "../lead-kinds.ts";
import type { LeadLabels } from "../../../content/lead-labels.ts";
import { useLabels } from "../../../components/layout/use-labels.ts";
import { contactPrefill } from "./contact-prefill.ts";
import { FormField } from "./form-field.tsx";

const rules = FIELD_RULES.contact;

interface ContactFieldsProps {
  leadLabels: LeadLabels;
  /** What a post without JavaScript sent, shown again beside its errors. */
  values: Record<string, string>;
  errors: Record<string, string> | undefined;
}

/**
 * The contact form's fields: name, email, company and phone, the service and the message. Memoised: the
 * submit button's "Sending…" does not render them again (docs/hydration.md, "Work a tap does").
 */
export const ContactFields = memo(function ContactFields({ leadLabels, values, errors }: ContactFieldsProps) {
  const text = useLabels().forms;
  const [params] = useSearchParams();
  const { defaultService, defaultMessage } = contactPrefill(values, params, leadLabels.serviceChoices, text.applyMessage);
  return (
    <>
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
        options={leadLabels.serviceChoices}
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
    </>
  );
});
