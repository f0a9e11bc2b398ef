import type { Route } from "./+types/api.chat";
import { chatContext } from "../features/assistant/server/index.server.ts";
import { handleChatApi } from "../features/assistant/server/index.server.ts";

const NOT_AVAILABLE = { ok: false, error: "No answer is available right now." };

/** POST /api/chat: the site's answer from its passages, or the AI's grounded in them. */
export async function action({ request, context }: Route.ActionArgs) {
  const chat = context.get(chatContext);
  if (!chat) return Response.json(NOT_AVAILABLE, { status: 503, headers: { "cache-control": "no-store" } });
  return handleChatApi(request, chat);
}

/** GET /api/chat says whether the server answers questions, and whether an AI helps it (for operators and tests). */
export function loader({ context }: Route.LoaderArgs) {
  const chat = context.get(chatContext);
  return Response.json({ ok: true, enabled: Boolean(chat?.reply), ai: Boolean(chat?.ai) }, { headers: { "cache-control": "no-store" } });
}
