import { SECTION_COMPILE_STEPS } from "../../../.generated/section-compile-steps.ts";
import type { CompiledSection, Page } from "../types.ts";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import type { SectionCompileContext, SectionSources } from "./section-compile.ts";
import type { SourceFile } from "./source-file.ts";

type PageSection = Page["sections"][number];

/**
 * Compiles one section of a page file with its type's compile step, the one in its folder
 * (src/sections/<key>/<key>-compile.ts, listed by the content build in .generated/section-compile-steps.ts;
 * docs/decisions/0505-a-sections-compile-step-in-its-folder.md). A type without one is kept as written.
 * Problems carry the section's file and line.
 */
export function compileSection(
  section: PageSection,
  index: number,
  source: SourceFile,
  from: SectionSources,
  problems: ContentProblem[],
): CompiledSection {
  const step = (SECTION_COMPILE_STEPS as Partial<Record<PageSection["type"], CompileStep>>)[section.type];
  // A type without a compile step is one whose compiled shape is its schema's (.generated/compiled-sections.ts).
  if (!step) return section as CompiledSection;
  const report: SectionCompileContext["report"] = (field, message) =>
    problems.push({
      file: source.path,
      // The section as a whole is located at its type, the line it starts with.
      ...source.locate(["sections", index, ...(field.length ? field : ["type"])]),
      field: field.length ? fieldPath(["sections", index, ...field]) : `sections[${index}]`,
      message,
      severity: "error",
    });
  return step(section, { from, report });
}

/** Any one compile step, called with a section of its own type (the registry pairs them by key). */
type CompileStep = (section: PageSection, context: SectionCompileContext) => CompiledSection;
