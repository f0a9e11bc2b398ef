import { useLocation } from "react-router";
import { SECTION_DEFINITIONS } from "../../.generated/sections.ts";
import { StaticIsland } from "../hydration/static-island.tsx";
import type { CompiledSection } from "../content/types.ts";
import type { JsonLd } from "../lib/structured-data.ts";
import type { SectionDefinition, SectionType } from "./section-module.ts";

/**
 * Draws a page's sections. Each type's component and whether it is interactive come from its own
 * declaration in src/sections/<key>/<key>-section.tsx, collected into .generated/sections.ts by the
 * content build: interactive sections are hydrated;
 * every other section is a static island.
 */
/** What a page's sections add to its structured data, in the sections' order (each type's `structuredData`). */
export function sectionStructuredData(sections: readonly CompiledSection[]): JsonLd[] {
  return sections.flatMap((section) => {
    const { structuredData } = SECTION_DEFINITIONS[section.type] as unknown as SectionDefinition<SectionType>;
    return structuredData ? structuredData(section) : [];
  });
}

export function Sections({ sections }: { sections: CompiledSection[] }) {
  const { pathname } = useLocation();
  return sections.map((section, index) => {
    const { Component, interactive } = SECTION_DEFINITIONS[section.type] as unknown as SectionDefinition<SectionType>;
    // Keyed by page: another page's sections are new elements, never this page's islands reused.
    const key = `${pathname}:${index}`;
    return interactive ? (
      <Component key={key} section={section} />
    ) : (
      <StaticIsland key={key} id={`section-${index}`}>
        <Component section={section} />
      </StaticIsland>
    );
  });
}
