import type { ValidationLabels } from "../../.generated/content-types.ts";

/**
 * The labels the lead rules speak with, from content/site.yaml: the field messages (labels.validation)
 * and the contact form's service choices (labels.forms.serviceChoices). The page, the chat and the
 * server pass the same labels, so a visitor reads the same message wherever a field is refused
 * (0509); the compiler gives them to the form sections and to the chat.
 */
export interface LeadLabels {
  validation: ValidationLabels;
  serviceChoices: readonly string[];
}
