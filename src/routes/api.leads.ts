import type { Route } from "./+types/api.leads";
import { content } from "../content/content.server.ts";
import { leadContext } from "../features/leads/server/index.server.ts";
import { handleLeadApi } from "../features/leads/server/index.server.ts";

/** POST /api/leads: the JSON endpoint of the chatbot's flows, the newsletter and the contact form with JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const leads = context.get(leadContext);
  // Without a lead service the newsletter shows this text: the contact form's failure words.
  if (!leads) return Response.json({ ok: false, error: content.site.labels.forms.failed.text }, { status: 503 });
  return handleLeadApi(request, leads);
}

// No loader: a GET is a program's mistake, which the method gate answers 405 with this route's one Allow, POST
// (src/server/method-gate.server.ts).
