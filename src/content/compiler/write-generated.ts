import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentBundle } from "../types.ts";
import type { CardSpec } from "./share-image/card-spec.ts";
import { generateContentTypes } from "./generate-types.ts";
import {
  compiledKeys,
  compiledSectionsSource,
  compileStepsSource,
  editorFieldKeys,
  listingKeys,
  passagelessKeys,
  queriedKeys,
  sectionRegistrySource,
  syncPageSections,
  type PageSections,
} from "./section-list.ts";

/**
 * Every schema whose shape the app uses; the generated types cover all of them. The page schema comes
 * first: a type is named after the first schema that reaches it, so each section type keeps its own name
 * (Cta) and site.yaml's copy of a section gets the numbered one.
 */
const SCHEMAS = ["page", "site", "service", "case-study", "job", "article", "faq", "chat"] as const;

/**
 * The types and the section registries, derived from the schemas and the section folders: first
 * page.schema.json's list of section types is brought in line with the schemas in src/sections/
 * (docs/decisions/0502-a-section-is-one-module.md), then the compile steps found in the folders are listed
 * (docs/decisions/0505-a-sections-compile-step-in-its-folder.md). Returns what changed in page.schema.json.
 */
export async function writeContentTypes(projectRoot: string): Promise<PageSections> {
  const outDir = join(projectRoot, ".generated");
  mkdirSync(outDir, { recursive: true });
  const schemaDir = join(projectRoot, "schemas");
  const sections = syncPageSections(schemaDir);
  const compiled = compiledKeys(projectRoot, sections.keys);
  writeFileSync(join(outDir, "content-types.ts"), await generateContentTypes(schemaDir, SCHEMAS));
  writeFileSync(join(outDir, "compiled-sections.ts"), compiledSectionsSource(compiled));
  writeFileSync(
    join(outDir, "section-compile-steps.ts"),
    compileStepsSource(
      compiled,
      queriedKeys(projectRoot, compiled),
      listingKeys(projectRoot, compiled),
      passagelessKeys(projectRoot, compiled),
      editorFieldKeys(projectRoot, compiled),
    ),
  );
  writeFileSync(join(outDir, "sections.ts"), sectionRegistrySource(sections.keys));
  return sections;
}

/**
 * The server-only bundle, the list of paths to prerender, and the share images the build renders. What a
 * feature derives from the bundle (the assistant's passage index) its own build step writes (build-step.ts).
 */
export function writeBundle(projectRoot: string, bundle: ContentBundle, shareCards: readonly CardSpec[] = []): void {
  const outDir = join(projectRoot, ".generated");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "share-cards.json"), JSON.stringify(shareCards, null, 2));
  writeFileSync(join(outDir, "content.json"), JSON.stringify(bundle));
  writeFileSync(
    join(outDir, "routes.json"),
    JSON.stringify(
      bundle.routes.map((route) => route.path),
      null,
      2,
    ),
  );
}
