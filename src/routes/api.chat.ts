import type { Route } from "./+types/api.chat";
import { chatContext } from "../server/ai/chat-context.server.ts";
import { handleChatApi } from "../server/ai/chat-endpoint.server.ts";

const NOT_ENABLED = { ok: false, error: "AI answers are not enabled." };

/** POST /api/chat: the optional AI answer (only with AI_API_KEY; otherwise 404 at once). */
export async function action({ request, context }: Route.ActionArgs) {
  const chat = context.get(chatContext);
  if (!chat?.ai) return Response.json(NOT_ENABLED, { status: 404, headers: { "cache-control": "no-store" } });
  return handleChatApi(request, chat);
}

/**
 * GET /api/chat says whether AI answers are on, so the widget asks only then: a POST that is
 * refused with 404 would print a network error in every visitor's console.
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ ok: true, enabled: Boolean(context.get(chatContext)?.ai) }, { headers: { "cache-control": "no-store" } });
}
