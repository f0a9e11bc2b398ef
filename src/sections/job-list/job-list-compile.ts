import { jobCard } from "../../content/compiler/collection-sections.ts";
import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { JobCard, JobList } from "../../content/entry-types.ts";

/** A job-list section as its component receives it: every open position. */
export type Compiled = JobList & { jobs: JobCard[] };

export function compile(section: JobList, { from }: SectionCompileContext): Compiled {
  return { ...section, jobs: from.jobs.map(jobCard) };
}

/** The jobs it lists: the page changes in the sitemap when one of them does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(section: Compiled, { dayOf }: ListedContext): (string | undefined)[] {
  return section.jobs.map((job) => dayOf(job.url));
}

/** Its own fields give the assistant no passages: the jobs it shows give their own passages (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
