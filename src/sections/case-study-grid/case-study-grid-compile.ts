import { caseStudyCard } from "../../content/build/collection-sections.ts";
import type { SectionCompileContext } from "../../content/build/section-compile.ts";
import type { CaseStudyCard, CaseStudyGrid } from "../../content/entry-types.ts";

/** A case-study-grid section as its component receives it: every case study but the featured one. */
export type Compiled = CaseStudyGrid & { cards: CaseStudyCard[] };

export function compile(section: CaseStudyGrid, { from }: SectionCompileContext): Compiled {
  return { ...section, cards: from.caseStudies.filter((study) => !study.featured).map(caseStudyCard) };
}
