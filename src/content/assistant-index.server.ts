import { readFileSync } from "node:fs";
import type { AssistantIndex } from "./chat-data-shape.ts";

/**
 * The passage index the content build writes beside the bundle,
 * read when the server starts rather than bundled: undefined without it (a first development run), and the
 * server then answers from the bundle's items as the widget does.
 */
/** `root`: the project's folder, with a trailing slash. */
export function loadAssistantIndex(root: string): AssistantIndex | undefined {
  try {
    return JSON.parse(readFileSync(`${root}.generated/assistant-index.json`, "utf8")) as AssistantIndex;
  } catch {
    return undefined;
  }
}
