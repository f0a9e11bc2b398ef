import { spotlightCard } from "../../content/compiler/collection-sections.ts";
import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { CaseStudySpotlight, CaseStudySpotlightCard } from "../../content/entry-types.ts";

/**
 * A case-study-spotlight section as its component receives it. study is null only when no case study is
 * featured, which the compiler reports as a content error.
 */
export type Compiled = CaseStudySpotlight & { study: CaseStudySpotlightCard | null };

/** The featured case study; none featured is reported at the section (unless a case study file failed to load). */
export function compile(section: CaseStudySpotlight, { from, report }: SectionCompileContext): Compiled {
  const featured = from.caseStudies.find((study) => study.featured);
  if (!featured && from.complete.caseStudies)
    report([], "no case study is featured: set featured: true in one file of content/case-studies");
  return { ...section, study: featured ? spotlightCard(featured) : null };
}

/** The case study it shows: the page changes in the sitemap when it does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(section: Compiled, { dayOf }: ListedContext): (string | undefined)[] {
  return [section.study ? dayOf(section.study.url) : undefined];
}

/** Its own fields give the assistant no passages: the case study it shows gives its own passages (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
