/**
 * The assistant's step in the content build, its one entry (docs/decisions/0541): the step itself, and for the chat's
 * evaluation the passages' index and vectors.
 */
import type * as passageIndex from "./passage-index.ts";

export { assistantBuildStep } from "./assistant-build-step.ts";
export { embedPassages } from "./passage-vectors.ts";

/**
 * The passage index's builder, loaded when called: it reads .generated/section-compile-steps.ts, which the content
 * build writes before it runs the steps, after the commands have imported this entry. Imported by URL, so the
 * bundler that loads vite.config.ts does not follow it: that file would become a dependency of the configuration,
 * and the dev server would restart each time the content build writes it.
 */
export const loadPassageIndex = () => import(new URL("./passage-index.ts", import.meta.url).href) as Promise<typeof passageIndex>;
