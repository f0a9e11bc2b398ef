// The field messages, service choices and pages of the compiled content, for unit tests: expected
// messages and the pages a lead comes from are read from content/, never from copies of it.
import bundle from "../../../.generated/content.json" with { type: "json" };
import type { CompiledSection, ContentBundle, ValidationLabels } from "../../content/types.ts";
import { fillTemplate } from "../../lib/fill-template.ts";
import { leadLabelsOf } from "./lead-validation.ts";

const content = bundle as unknown as ContentBundle;

export const LEAD_LABELS = leadLabelsOf(content.site.labels);

/** A message as content/site.yaml words it for one field, e.g. fieldMessage(validation.required, "name"). */
export function fieldMessage(template: string, field: keyof ValidationLabels["fields"], values: Record<string, string> = {}): string {
  return fillTemplate(template, { field: LEAD_LABELS.validation.fields[field], ...values });
}

/** The message of an email address that cannot be right, e.g. emailMessage("noAt"). */
export const emailMessage = (problem: keyof ValidationLabels["email"]) =>
  fieldMessage(LEAD_LABELS.validation.checkEmail, "email", { problem: LEAD_LABELS.validation.email[problem] });

/** The address of the first page of the content with a section of `type`; throws when none has one. */
function pageWith(type: CompiledSection["type"]): string {
  const page = Object.values(content.pages).find((candidate) => candidate.sections.some((section) => section.type === type));
  if (!page) throw new Error(`no page of the compiled content has a ${type} section`);
  return page.path;
}

/** Two real pages a visit lands on and a lead is sent from: the first service's page and the contact form's page. */
export const LEAD_PAGES = {
  get service(): string {
    const url = content.services[0]?.url;
    if (!url) throw new Error("the compiled content has no service");
    return url;
  },
  get contact(): string {
    return pageWith("contact-form");
  },
};
