/**
 * The assistant's step in the content build, its one entry (docs/decisions/0541): the step itself, and for the chat's
 * evaluation the passages' index and vectors.
 */
export { assistantBuildStep } from "./assistant-build-step.ts";
export { embedPassages } from "./passage-vectors.ts";

/**
 * The passage index's builder, loaded when called: it reads .generated/section-compile-steps.ts, which the content
 * build writes before it runs the steps, after the commands have imported this entry.
 */
export const loadPassageIndex = () => import("./passage-index.ts");
