import type { CompiledSection, CompiledSectionOf } from "../content/types.ts";
import type { JsonLd } from "../lib/structured-data.ts";

/** A section type's key as page files write it: `hero`, `logo-strip`, … (one per src/sections/<key>/<key>.schema.json). */
export type SectionType = CompiledSection["type"];

/**
 * What the site needs to know of one section type, declared once in its folder's component file
 * (docs/decisions/0502-a-section-is-one-module.md). The registry is generated from these declarations.
 */
export interface SectionDefinition<T extends SectionType> {
  type: T;
  /**
   * true when the component has behaviour of its own (state, effects, handlers, forms) and is hydrated;
   * false when it is a static island, never hydrated, which tests/unit/static-islands.test.ts keeps free
   * of behaviour.
   */
  interactive: boolean;
  /** Draws the section from its compiled data; every visible word comes from `section`. */
  Component: (props: { section: CompiledSectionOf<T> }) => React.ReactNode;
  /** Structured data the section adds to its page's JSON-LD, after the page's own (the FAQ browser's FAQPage). */
  structuredData?: (section: CompiledSectionOf<T>) => JsonLd[];
}

/** One entry per section type; the generated registry (.generated/sections.ts) is checked against it. */
export type SectionDefinitions = { [T in SectionType]: SectionDefinition<T> };

/** Declares a section type; the identity function only gives the declaration its checked type. */
export function defineSection<T extends SectionType>(definition: SectionDefinition<T>): SectionDefinition<T> {
  return definition;
}
