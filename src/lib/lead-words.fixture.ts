// The field messages and service choices of the compiled content, for unit tests: expected messages
// come from content/site.yaml, never from copies of it (docs/decisions/0173).
import bundle from "../../.generated/content.json" with { type: "json" };
import type { ContentBundle, ValidationLabels } from "../content/types.ts";
import { fillTemplate } from "./fill-template.ts";
import { leadWords } from "./lead-validation.ts";

export const LEAD_WORDS = leadWords((bundle as unknown as ContentBundle).site.labels);

/** A message as content/site.yaml words it for one field, e.g. fieldMessage(messages.required, "name"). */
export function fieldMessage(template: string, field: keyof ValidationLabels["fields"], values: Record<string, string> = {}): string {
  return fillTemplate(template, { field: LEAD_WORDS.messages.fields[field], ...values });
}

/** The message of an email address that cannot be right, e.g. emailMessage("noAt"). */
export const emailMessage = (problem: keyof ValidationLabels["email"]) =>
  fieldMessage(LEAD_WORDS.messages.checkEmail, "email", { problem: LEAD_WORDS.messages.email[problem] });
