import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentBuildStep } from "../../../content/compiler/build-step.ts";
import type * as passageIndex from "./passage-index.ts";
import { vectorSummary, writePassageVectors } from "./passage-vectors.ts";

/**
 * The assistant's step in the content build: its passage index (.generated/assistant-index.json, read by the
 * server's chat endpoint, never sent whole to a browser) and the passages' vectors (assistant-vectors.json).
 * Only passages whose text changed are embedded again; the server reads the vectors when it starts.
 */
export const assistantBuildStep: ContentBuildStep = {
  name: "assistant",
  async run(projectRoot, bundle, { contentChanged }) {
    // Loaded now, not with this module: the passage index reads .generated/section-compile-steps.ts, which the content
    // build writes before it runs the steps (the commands and Vite's configuration import this module before that).
    const { buildAssistantIndex } = (await import(new URL("./passage-index.ts", import.meta.url).href)) as typeof passageIndex;
    const assistant = buildAssistantIndex(bundle);
    const outDir = join(projectRoot, ".generated");
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, "assistant-index.json"), JSON.stringify(assistant));
    return contentChanged ? vectorSummary(await writePassageVectors(projectRoot, assistant)) : undefined;
  },
};
