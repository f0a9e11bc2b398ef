import { content } from "../content/content.server.ts";

/**
 * /chat-data.json: the assistant's knowledge index and settings. Prerendered to a static file that
 * the widget fetches only when a visitor first opens the chat, so no page pays for it up front.
 */
export function loader() {
  return Response.json(content.chat);
}
