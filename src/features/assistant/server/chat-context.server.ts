import { createContext, type RouterContext } from "react-router";
import type { AssistantIndex, ChatData } from "../../../content/chat-data-shape.ts";
import type { ReplyContext } from "../reply.ts";
import type { Settings } from "../../../platform/settings.server.ts";
import { DEFAULT_AI_API_URL, DEFAULT_AI_MODEL, type AiSettings } from "./ai-client.server.ts";
import { createAiBudget, type AiBudget } from "./ai-budget.server.ts";
import type { ChatEvent } from "./chat-endpoint.server.ts";
import type { PassageVectors } from "../hybrid-ranking.ts";
import type { QuestionEmbedder } from "./question-embedder.server.ts";
import type { GapRecorder } from "./gap-recorder.server.ts";

export interface ChatContextValue {
  /** Absent without AI_API_KEY: the server then answers from the site's own passages only. */
  ai?: AiSettings;
  /**
   * What the server answers from: the widget's items, labels and contact, with the passage index when built.
   * Absent in a test that gives none: the widget then answers alone.
   */
  reply?: ReplyContext;
  siteOrigin: string;
  companyName?: string;
  /** The site-wide cap on AI calls (per minute and at once). */
  budget?: AiBudget;
  /** Embeds questions in a worker thread (set by the server entry when the passages have vectors). */
  embedder?: QuestionEmbedder;
  /** Metrics of the answers (set by the server entry). */
  observe?: (event: ChatEvent) => void;
  /** Where the endpoint's failure lines go (the server's logger). */
  log?: (message: string) => void;
  /** Counts the questions the site did not answer, in the lead store (set by the server entry). */
  gaps?: GapRecorder;
}

/**
 * Where POST /api/chat finds the AI settings and the knowledge index. Null while prerendering. One object:
 * the server entry is part of the routes' module graph.
 */
export const chatContext: RouterContext<ChatContextValue | null> = createContext<ChatContextValue | null>(null);

type BundleChat = Pick<ChatData, "index" | "labels" | "contact" | "synonyms">;

/** The chat context from the settings, the compiled bundle's chat part and the passage index. */
function chatContextValue(settings: Settings, chat: BundleChat, passages: Passages, companyName?: string): ChatContextValue {
  const { assistant, vectors } = passages;
  const ai = settings.aiApiKey
    ? { apiKey: settings.aiApiKey, apiUrl: settings.aiApiUrl ?? DEFAULT_AI_API_URL, model: settings.aiModel ?? DEFAULT_AI_MODEL }
    : undefined;
  const budget = createAiBudget({ perMinute: settings.aiCallsPerMinute, inFlight: settings.aiCallsInFlight });
  const reply = {
    items: chat.index,
    labels: chat.labels,
    contact: chat.contact,
    synonyms: chat.synonyms,
    ...(assistant && { assistant }),
    ...(assistant && vectors && { vectors }),
  };
  return { ai, siteOrigin: settings.siteUrl, companyName, budget, reply };
}

/**
 * The chat context from the settings, the compiled bundle's chat part and company name (the server entry
 * takes them from src/content/content.server.ts), and the passage index
 * (docs/assistant.md, "Where it runs"). Without the index the server answers from the
 * items, as the widget does. This module imports no content: under the dev server an edited content file
 * reloads what imports the bundle, and chatContext must stay the one object the server fills
 * (docs/decisions/0507-one-module-graph.md).
 */
export function loadChatContext(
  settings: Settings,
  bundle: { chat: BundleChat; companyName: string },
  passages: Passages = {},
): ChatContextValue {
  return chatContextValue(settings, bundle.chat, passages, bundle.companyName);
}

/** The passage index and its vectors, when the build wrote them (docs/assistant.md). */
type Passages = { assistant?: AssistantIndex; vectors?: PassageVectors };
