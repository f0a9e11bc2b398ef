import type {
  CaseStudyCard,
  CaseStudyGrid,
  CaseStudySpotlight,
  CaseStudySpotlightCard,
  CompiledCaseStudy,
  CompiledJob,
  CompiledSection,
  JobCard,
  JobList,
  Section,
} from "../../src/content/types.ts";

/** Sections whose cards come from a content collection rather than from the page file. */
export type CollectionSection = CaseStudySpotlight | CaseStudyGrid | JobList;

export interface Collections {
  caseStudies: readonly CompiledCaseStudy[];
  jobs: readonly CompiledJob[];
}

const COLLECTION_TYPES = new Set<Section["type"]>(["case-study-spotlight", "case-study-grid", "job-list"]);

export function isCollectionSection(section: Section): section is CollectionSection {
  return COLLECTION_TYPES.has(section.type);
}

/**
 * Fills a collection section with just the fields its cards show, so each page's data stays small.
 * `report` receives a plain-words problem (e.g. nothing is featured) for the caller to locate.
 */
export function resolveCollectionSection(
  section: CollectionSection,
  { caseStudies, jobs }: Collections,
  report: (message: string) => void,
): CompiledSection {
  switch (section.type) {
    case "case-study-spotlight": {
      const featured = caseStudies.find((study) => study.featured);
      if (!featured) report("no case study is featured: set featured: true in one file of content/case-studies");
      return { ...section, study: featured ? spotlightCard(featured) : null };
    }
    case "case-study-grid":
      return { ...section, cards: caseStudies.filter((study) => !study.featured).map(caseStudyCard) };
    case "job-list":
      return { ...section, jobs: jobs.map(jobCard) };
  }
}

function cardBase({ id, url, title, client, category, description, timeline, teamSize, image }: CompiledCaseStudy) {
  return { id, url, title, client, category, description, timeline, teamSize, image };
}

function spotlightCard(study: CompiledCaseStudy): CaseStudySpotlightCard {
  return { ...cardBase(study), results: study.results.slice(0, 3) };
}

function caseStudyCard(study: CompiledCaseStudy): CaseStudyCard {
  return { ...cardBase(study), technologies: study.technologies.slice(0, 3), moreTechnologies: Math.max(0, study.technologies.length - 3) };
}

function jobCard({
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

/** The contact form with site.yaml's labels.forms.jobChoice chosen and the position named (docs/decisions/0014). */
export function jobApplyUrl(title: string, jobChoice: string): string {
  return `/contact?service=${encodeURIComponent(jobChoice)}&position=${encodeURIComponent(title)}`;
}
