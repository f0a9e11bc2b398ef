import { fillTemplate } from "../../../lib/fill-template.ts";

/**
 * What the contact form's service and message start with: what the visitor posted (a post without
 * JavaScript that came back with errors), else what the address asks for. `?service=` counts only when
 * it is one of the service choices; `?position=` (a job page's apply button) names the role in the
 * message, cut to 100 characters.
 */
export function contactPrefill(
  values: Record<string, string>,
  params: URLSearchParams,
  serviceChoices: readonly string[],
  applyMessage: string,
) {
  const requestedService = params.get("service") ?? "";
  const position = params.get("position")?.slice(0, 100);
  const defaultService = values.service ?? (serviceChoices.includes(requestedService) ? requestedService : "");
  const defaultMessage = values.message ?? (position ? fillTemplate(applyMessage, { position }) : undefined);
  return { defaultService, defaultMessage };
}
