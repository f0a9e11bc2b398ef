/**
 * The assistant's shared modules, its entry for the browser, the server and the build alike (docs/decisions/0541):
 * the reply to a message, the site search and the short answer a passage opens with. Its components, server side and
 * build step have their own entries (components/index.ts, server/index.server.ts, build-step/index.ts); nothing
 * outside src/features/assistant/ imports its other modules (eslint.config.js). Named exports only: the public API.
 */
export { chooseReply, meaningTexts, type MessageMeaning, type ReplyContext } from "./reply.ts";
export { openingSentences } from "./short-answer.ts";
export { type FoundPage, MAX_QUERY_CHARS, rankingWithMeaning, searchSite, type TextPart } from "./site-search.ts";
