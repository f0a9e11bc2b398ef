import type { Route } from "./+types/api.leads";
import { content } from "../content/content.server.ts";
import { leadContext } from "../features/leads/server/lead-context.server.ts";
import { handleLeadApi } from "../features/leads/server/lead-endpoint.server.ts";

/** POST /api/leads: the JSON endpoint of the chatbot's flows, the newsletter and the contact form with JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const leads = context.get(leadContext);
  // Without a lead service the newsletter shows this text: the contact form's failure words.
  if (!leads) return Response.json({ ok: false, error: content.site.labels.forms.failed.text }, { status: 503 });
  return handleLeadApi(request, leads);
}

/** A GET is a program's mistake, answered in API words (docs/decisions/0230-refusal-words-from-content.md). */
export function loader() {
  return Response.json({ ok: false, error: "Use POST to send a lead." }, { status: 405, headers: { Allow: "POST" } });
}
