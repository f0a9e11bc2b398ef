import { readFileSync } from "node:fs";
import type { AssistantIndex } from "../../../content/chat-data-shape.ts";
import type { PassageVectors } from "../hybrid-ranking.ts";
import { alignVectors, type PassageVectorFile } from "./passage-vectors.server.ts";

/**
 * The passages' vectors the build wrote beside the passage index (`.generated/assistant-vectors.json`), aligned
 * with the index; undefined without the file or when no vector fits a passage of today's index, and the server
 * then ranks by words alone. `root`: the project's folder, with a trailing slash.
 */
export function loadPassageVectors(root: string, index: AssistantIndex | undefined): PassageVectors | undefined {
  if (!index) return undefined;
  try {
    const vectors = alignVectors(index, JSON.parse(readFileSync(`${root}.generated/assistant-vectors.json`, "utf8")) as PassageVectorFile);
    return vectors.some(Boolean) ? vectors : undefined;
  } catch {
    return undefined;
  }
}
