import { caseStudyCard } from "../../content/compiler/collection-sections.ts";
import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { CaseStudyCard, CaseStudyGrid } from "../../content/entry-types.ts";

/** A case-study-grid section as its component receives it: every case study but the featured one. */
export type Compiled = CaseStudyGrid & { cards: CaseStudyCard[] };

export function compile(section: CaseStudyGrid, { from }: SectionCompileContext): Compiled {
  return { ...section, cards: from.caseStudies.filter((study) => !study.featured).map(caseStudyCard) };
}

/** The case studies it shows: the page changes in the sitemap when one of them does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(section: Compiled, { dayOf }: ListedContext): (string | undefined)[] {
  return section.cards.map((card) => dayOf(card.url));
}

/** Its own fields give the assistant no passages: the case studies it shows give their own passages (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
