/**
 * The assistant feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * the chat's server side: its context, endpoint, question gate, sentence model and gap recorder. Nothing outside src/features/assistant/ imports its other server modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { chatContext, type ChatContextValue, loadChatContext } from "./chat-context.server.ts";
export { type ChatEvent, handleChatApi } from "./chat-endpoint.server.ts";
export { createGapRecorder } from "./gap-recorder.server.ts";
export { loadPassageVectors } from "./load-vectors.server.ts";
export { alignVectors } from "./passage-vectors.server.ts";
export { startQuestionEmbedder } from "./question-embedder.server.ts";
export { createQuestionGate, gateQuestions, type QuestionGate } from "./question-gate.server.ts";
export { loadSentenceModel } from "./sentence-model.server.ts";
