import type { ChatData } from "../../../content/chat-data-shape.ts";

/** The prerendered knowledge index and chat settings (src/routes/chat-data-json.ts). */
const CHAT_DATA_URL = "/chat-data.json";

let pending: Promise<ChatData> | undefined;

/**
 * Fetches /chat-data.json once per page load, when the chat first opens; a failed attempt is
 * forgotten so that opening the chat again retries.
 */
export function loadChatData(): Promise<ChatData> {
  pending ??= fetch(CHAT_DATA_URL, { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`chat data answered ${response.status}`);
      return response.json() as Promise<ChatData>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
