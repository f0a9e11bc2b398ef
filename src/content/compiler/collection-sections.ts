/**
 * The cards of the sections whose entries come from a content collection rather than from the page file
 * (case-study-spotlight, case-study-grid, job-list): just the fields a card shows, so each page's data
 * stays small. Each section's compile step in its folder picks the entries.
 */
import type { CaseStudyCard, CaseStudySpotlightCard, CompiledCaseStudy, CompiledJob, JobCard } from "../entry-types.ts";

function cardBase({ id, url, title, client, category, description, timeline, teamSize, image }: CompiledCaseStudy) {
  return { id, url, title, client, category, description, timeline, teamSize, image };
}

/** The spotlight's card of the featured case study (src/sections/case-study-spotlight/). */
export function spotlightCard(study: CompiledCaseStudy): CaseStudySpotlightCard {
  return { ...cardBase(study), results: study.results.slice(0, 3) };
}

/** A case-study-grid card (src/sections/case-study-grid/). */
export function caseStudyCard(study: CompiledCaseStudy): CaseStudyCard {
  return { ...cardBase(study), technologies: study.technologies.slice(0, 3), moreTechnologies: Math.max(0, study.technologies.length - 3) };
}

/** A job-list card (src/sections/job-list/). */
export function jobCard({
  slug,
  url,
  title,
  department,
  location,
  type,
  salaryText,
  skills,
  summary,
  posted,
  postedText,
  applyUrl,
  validThrough,
}: CompiledJob): JobCard {
  return { slug, url, title, department, location, type, salaryText, skills, summary, posted, postedText, applyUrl, validThrough };
}
