/**
 * The assistant feature's server side, its one entry (docs/decisions/0541-feature-entries-and-one-settings-schema.md):
 * the chat's server side: its start (the passage index, the sentence model, the gap recorder), its context, endpoint and
 * question gate, and what the chat's evaluation loads. Nothing outside src/features/assistant/ imports its other modules (eslint.config.js); what is not named
 * here is the feature's own. Named exports only, each chosen, so this is the feature's public API, not a barrel.
 */
export { chatContext, type ChatContextValue } from "./chat-context.server.ts";
export { type ChatEvent, handleChatApi } from "./chat-endpoint.server.ts";
export { alignVectors } from "./passage-vectors.server.ts";
export { createQuestionGate, gateQuestions, type QuestionGate } from "./question-gate.server.ts";
export { loadSentenceModel } from "./sentence-model.server.ts";
export { startAssistant } from "./start-assistant.server.ts";
