import type { Route } from "./+types/api.leads";
import { leadContext } from "../server/lead-context.server.ts";
import { handleLeadApi } from "../server/leads/lead-endpoint.server.ts";

const UNAVAILABLE = { ok: false, error: "Something went wrong. Please try again." };

/** POST /api/leads: the JSON endpoint of the chatbot's flows, the newsletter and the contact form with JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const leads = context.get(leadContext);
  if (!leads) return Response.json(UNAVAILABLE, { status: 503 });
  return handleLeadApi(request, leads);
}

export function loader() {
  return Response.json({ ok: false, error: "Use POST to send a lead." }, { status: 405, headers: { Allow: "POST" } });
}
