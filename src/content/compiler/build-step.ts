import type { ContentBundle } from "../types.ts";

/**
 * A feature's part of the content build: what the feature derives from the compiled content (the assistant's
 * passage index and its vectors). The pipeline runs each step it is given once the bundle is written and prints
 * the line the step returns; the commands (scripts/content-build.ts) and the preview (vite.config.ts) say which
 * steps there are, so the pipeline names no feature.
 */
export interface ContentBuildStep {
  name: string;
  /**
   * Writes the step's files under .generated/ from `bundle`. `contentChanged` is false in the preview when only
   * a schema changed: a step may then skip slow work that depends on the content alone.
   */
  run(projectRoot: string, bundle: ContentBundle, options: { contentChanged: boolean }): Promise<string | undefined>;
}
