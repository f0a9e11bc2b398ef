import { readFileSync } from "node:fs";
import { createContext, type RouterContext } from "react-router";
import type { KnowledgeItem } from "../../content/chat-data-shape.ts";
import type { Settings } from "../settings.server.ts";
import { DEFAULT_AI_API_URL, DEFAULT_AI_MODEL, type AiSettings } from "./ai-client.server.ts";
import { createAiBudget, type AiBudget } from "./ai-budget.server.ts";
import type { ChatEvent } from "./chat-endpoint.server.ts";

export interface ChatContextValue {
  /** Absent without AI_API_KEY: the bot then answers from its own index only. */
  ai?: AiSettings;
  index: readonly KnowledgeItem[];
  siteOrigin: string;
  companyName?: string;
  /** The site-wide cap on AI calls (per minute and at once). */
  budget?: AiBudget;
  /** Metrics of the answers (set by the server entry). */
  observe?: (event: ChatEvent) => void;
  /** Where the endpoint's failure lines go (the server's logger). */
  log?: (message: string) => void;
}

// As with leadContext: the server entry (Node) and the route modules (Vite) share one key.
const KEY = Symbol.for("meridian.chatContext");
const registry = globalThis as unknown as Record<symbol, RouterContext<ChatContextValue | null> | undefined>;

/** Where POST /api/chat finds the AI settings and the knowledge index. Null while prerendering. */
export const chatContext: RouterContext<ChatContextValue | null> = (registry[KEY] ??= createContext<ChatContextValue | null>(null));

/** The chat context from the settings and the compiled bundle's chat part. */
function chatContextValue(settings: Settings, chat: { index?: KnowledgeItem[] } | undefined, companyName?: string): ChatContextValue {
  const ai = settings.aiApiKey
    ? { apiKey: settings.aiApiKey, apiUrl: settings.aiApiUrl ?? DEFAULT_AI_API_URL, model: settings.aiModel ?? DEFAULT_AI_MODEL }
    : undefined;
  const budget = createAiBudget({ perMinute: settings.aiCallsPerMinute, inFlight: settings.aiCallsInFlight });
  return { ai, index: chat?.index ?? [], siteOrigin: settings.siteUrl, companyName, budget };
}

/** Reads the compiled bundle's chat part and company name; an empty index when it is missing (tests, first dev run). */
export function loadChatContext(settings: Settings, bundlePath: string): ChatContextValue {
  try {
    const bundle = JSON.parse(readFileSync(bundlePath, "utf8")) as { chat?: { index?: KnowledgeItem[] }; site?: { name?: string } };
    return chatContextValue(settings, bundle.chat, bundle.site?.name);
  } catch {
    return chatContextValue(settings, undefined);
  }
}
