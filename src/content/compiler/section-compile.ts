/**
 * What a section type's compile step receives.
 * A section whose data the compiler fills in has a file src/sections/<key>/<key>-compile.ts beside its
 * component, exporting `compile(section, context)` and its result's type `Compiled`; the content build
 * derives the registry of compile steps (.generated/section-compile-steps.ts) and the compiled section
 * types (.generated/compiled-sections.ts) from those files. Build code only: no browser module imports it.
 */
import type {
  CompiledArticle,
  CompiledCaseStudy,
  CompiledJob,
  CompiledService,
  FrequentlyAskedQuestions,
  SiteSettings,
} from "../entry-types.ts";

/** What the sections of a page may be filled from: the compiled collections and the FAQ. */
export interface SectionSources {
  site: SiteSettings | undefined;
  faq: FrequentlyAskedQuestions | undefined;
  services: readonly CompiledService[];
  /** Every file name in content/services, valid or not: one broken file is reported once, not at every link. */
  serviceFiles: readonly string[];
  caseStudies: readonly CompiledCaseStudy[];
  jobs: readonly CompiledJob[];
  articles: readonly CompiledArticle[];
  /**
   * Whether every file of a collection loaded. A file that failed is reported once, in its own file:
   * without it, "nothing is featured" would be a second, false error (docs/decisions/0240-one-error-once-in-the-preview.md).
   */
  complete: { caseStudies: boolean; articles: boolean };
}

/** The second argument of every compile step. */
export interface SectionCompileContext {
  from: SectionSources;
  /**
   * Reports a content error at a field of this section, e.g. `["services", 2]`, in plain words; the
   * compiler adds the file and line. `[]` names the section as a whole (shown as `sections[3]`, at its
   * type's line).
   */
  report: (field: readonly (string | number)[], message: string) => void;
}

/**
 * The second argument of a compile step's `listed`, which names the days of the entries its section lists: a page
 * that lists a collection changes when a listed entry does (docs/decisions/0215-sitemap-lastmod.md).
 */
export interface ListedContext {
  /** The day an entry last changed, by its URL. */
  dayOf: (url: string) => string | undefined;
  /** The day content/faq.yaml last changed. */
  faqDay: string | undefined;
  /** Every article's URL: the article browser lists them all. */
  articleUrls: readonly string[];
}
