import type { ChatState } from "../chat-engine.ts";
import type { ChatMessage } from "../knowledge-types.ts";

/** The conversation of this browser tab: it survives navigation and reloads, not the tab. */
export const STORAGE_KEY = "chat-conversation";
const VERSION = 1;

export interface Conversation {
  messages: ChatMessage[];
  state: ChatState;
  showQuickActions: boolean;
}

export function readConversation(): Conversation | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Conversation> & { version?: number };
    // Anything unexpected (an older shape, a hand-edited value) starts a fresh conversation.
    if (stored.version !== VERSION || !Array.isArray(stored.messages) || !stored.messages.every(isMessage)) return null;
    if (!isState(stored.state) || typeof stored.showQuickActions !== "boolean") return null;
    return { messages: stored.messages, state: stored.state, showQuickActions: stored.showQuickActions };
  } catch {
    return null;
  }
}

export function saveConversation(conversation: Conversation): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ version: VERSION, ...conversation }));
  } catch {
    // Storage full or blocked (private mode): the conversation still works, it just is not kept.
  }
}

export function clearConversation(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage | null;
  return typeof m === "object" && m !== null && typeof m.id === "string" && typeof m.text === "string" && typeof m.isBot === "boolean";
}

function isState(value: unknown): value is ChatState {
  const s = value as ChatState | null;
  return (
    typeof s === "object" &&
    s !== null &&
    typeof s.flow === "object" &&
    s.flow !== null &&
    ["idle", "career", "contact", "meeting", "sending", "unsent"].includes(s.flow.flow) &&
    (s.lastBotText === null || typeof s.lastBotText === "string")
  );
}
