import { loadAssistantIndex } from "../../../content/assistant-index.server.ts";
import type { ContentBundle } from "../../../content/types.ts";
import type { Settings } from "../../../platform/settings.server.ts";
import { prepareAnswers } from "../reply.ts";
import { type ChatContextValue, loadChatContext } from "./chat-context.server.ts";
import type { ChatEvent } from "./chat-endpoint.server.ts";
import { createGapRecorder } from "./gap-recorder.server.ts";
import { loadPassageVectors } from "./load-vectors.server.ts";
import { type MeaningState, startQuestionEmbedder } from "./question-embedder.server.ts";

/** The started assistant: what POST /api/chat reads, whether the sentence model serves, and its stop. */
interface Assistant {
  context: ChatContextValue;
  /** For the private health detail (docs/assistant.md, "Meaning"). */
  state(): { state: MeaningState; detail?: string };
  stop(): Promise<void>;
}

/**
 * The chat's server side, started: the passage index and its vectors from .generated/, the sentence model in a
 * worker thread (loaded once; without vectors there is nothing to compare it with), the content gaps counted in the
 * lead store, and the answers' indexes prepared. The content is given, not imported (docs/decisions/0507).
 */
export function startAssistant(options: {
  /** The project's folder, with a trailing slash: .generated/ is found there. */
  root: string;
  settings: Settings;
  content: Pick<ContentBundle, "chat" | "site">;
  /** Stores one question the site did not answer (the lead store's chat gaps, docs/decisions/0529-content-gaps.md). */
  recordGap: (question: string) => Promise<void>;
  /** Metrics of the answers. */
  observe: (event: ChatEvent) => void;
  log: { warn(line: string): void; error(line: string): void };
}): Assistant {
  const { root, content, log } = options;
  const assistant = loadAssistantIndex(root);
  const vectors = loadPassageVectors(root, assistant);
  const embedder = vectors ? startQuestionEmbedder({ log: (line) => log.warn(line) }) : undefined;
  if (!vectors) log.warn("[chat] no passage vectors in .generated/ (run npm run build): questions are answered by their words alone");
  const context: ChatContextValue = {
    ...loadChatContext(options.settings, { chat: content.chat, companyName: content.site.name }, { assistant, vectors }),
    ...(embedder && { embedder }),
    observe: options.observe,
    log: (line) => log.error(line),
    gaps: createGapRecorder({ record: options.recordGap, log: (line) => log.warn(line) }),
  };
  // The first question prepares the indexes (the passages' words, the typo vocabulary: about a second): done
  // here, at start, so no visitor's question, and no request queued behind it, waits for it.
  if (context.reply) prepareAnswers(context.reply);
  return {
    context,
    state: () => embedder?.state() ?? { state: "failed", detail: "no passage vectors" },
    stop: async () => embedder?.stop(),
  };
}
