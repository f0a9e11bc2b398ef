import type * as registry from "../../../.generated/section-compile-steps.ts";
import type * as compiler from "./compile-content.ts";
import { writeContentTypes } from "./write-generated.ts";

/**
 * Writes the generated types and section registries, then loads the content compiler. The compiler imports
 * .generated/section-compile-steps.ts, the registry of the sections' compile steps, so it is loaded only once
 * that file is there and lists the compile files of today, a new one included
 * (docs/decisions/0505-a-sections-compile-step-in-its-folder.md). Also returns what changed in page.schema.json and the
 * section types' editor fields (`editorFields` of their compile steps).
 */
export async function loadCompiler(projectRoot: string) {
  const sections = await writeContentTypes(projectRoot);
  // A computed address, so that a bundler leaves this import to Node: Vite bundles its configuration, this
  // module included, before the dev server's content plugin has written the registry.
  const { compileContent } = (await import(new URL("./compile-content.ts", import.meta.url).href)) as typeof compiler;
  // The section types' editor fields, for the browser editor's configuration: from the registry just written.
  const { SECTION_EDITOR_FIELDS } = (await import(
    new URL("../../../.generated/section-compile-steps.ts", import.meta.url).href
  )) as typeof registry;
  return { compileContent, sections, editorFields: SECTION_EDITOR_FIELDS };
}
