import { jobCard } from "../../content/build/collection-sections.ts";
import type { SectionCompileContext } from "../../content/build/section-compile.ts";
import type { JobCard, JobList } from "../../content/entry-types.ts";

/** A job-list section as its component receives it: every open position. */
export type Compiled = JobList & { jobs: JobCard[] };

export function compile(section: JobList, { from }: SectionCompileContext): Compiled {
  return { ...section, jobs: from.jobs.map(jobCard) };
}
