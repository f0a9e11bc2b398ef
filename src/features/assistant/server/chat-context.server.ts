import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createContext, type RouterContext } from "react-router";
import type { AssistantIndex, ChatData } from "../../../content/chat-data-shape.ts";
import type { ReplyContext } from "../reply.ts";
import type { Settings } from "../../../server/settings.server.ts";
import { DEFAULT_AI_API_URL, DEFAULT_AI_MODEL, type AiSettings } from "./ai-client.server.ts";
import { createAiBudget, type AiBudget } from "./ai-budget.server.ts";
import type { ChatEvent } from "./chat-endpoint.server.ts";

export interface ChatContextValue {
  /** Absent without AI_API_KEY: the server then answers from the site's own passages only. */
  ai?: AiSettings;
  /**
   * What the server answers from: the widget's items, labels and contact, with the passage index when built.
   * Absent without a compiled bundle (tests, a first development run): the widget then answers alone.
   */
  reply?: ReplyContext;
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

type BundleChat = Pick<ChatData, "index" | "labels" | "contact" | "synonyms">;

/** The chat context from the settings, the compiled bundle's chat part and the passage index. */
function chatContextValue(settings: Settings, chat?: BundleChat, assistant?: AssistantIndex, companyName?: string): ChatContextValue {
  const ai = settings.aiApiKey
    ? { apiKey: settings.aiApiKey, apiUrl: settings.aiApiUrl ?? DEFAULT_AI_API_URL, model: settings.aiModel ?? DEFAULT_AI_MODEL }
    : undefined;
  const budget = createAiBudget({ perMinute: settings.aiCallsPerMinute, inFlight: settings.aiCallsInFlight });
  const value: ChatContextValue = { ai, siteOrigin: settings.siteUrl, companyName, budget };
  if (chat)
    value.reply = {
      items: chat.index,
      labels: chat.labels,
      contact: chat.contact,
      synonyms: chat.synonyms,
      ...(assistant && { assistant }),
    };
  return value;
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/**
 * Reads the compiled bundle's chat part and company name, and the passage index written beside it
 * (docs/decisions/0481-the-server-answers-from-passages.md). Without the index the server answers from
 * the items, as the widget does; without the bundle (tests, a first development run) it knows nothing
 * and says so.
 */
export function loadChatContext(settings: Settings, bundlePath: string): ChatContextValue {
  const bundle = readJson<{ chat?: BundleChat; site?: { name?: string } }>(bundlePath);
  const assistant = readJson<AssistantIndex>(join(dirname(bundlePath), "assistant-index.json"));
  return chatContextValue(settings, bundle?.chat, assistant, bundle?.site?.name);
}
