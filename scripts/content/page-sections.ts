import type {
  CompiledArticle,
  CompiledCaseStudy,
  CompiledJob,
  CompiledSection,
  CompiledService,
  FrequentlyAskedQuestions,
  Page,
  SiteSettings,
} from "../../src/content/types.ts";
import { articleBrowser } from "./article-sections.ts";
import { isCollectionSection, resolveCollectionSection } from "./collection-sections.ts";
import { contactForm, formLabels } from "./contact-section.ts";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import { faqBrowser } from "./faq-section.ts";
import { markdownToHtml } from "./markdown.ts";
import { serviceCards } from "./service-cards-section.ts";
import type { SourceFile } from "./source-file.ts";

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

/** Compiles one section of a page file: Markdown to HTML, collection sections filled; problems carry the section's line. */
export function compileSection(
  section: Page["sections"][number],
  index: number,
  source: SourceFile,
  from: SectionSources,
  problems: ContentProblem[],
): CompiledSection {
  if (section.type === "prose") return { ...section, html: markdownToHtml(section.markdown) };
  const sectionProblem = (field: (string | number)[], message: string, shownField = fieldPath(["sections", index, ...field])) =>
    problems.push({ file: source.path, ...source.locate(["sections", index, ...field]), field: shownField, message, severity: "error" });
  if (section.type === "article-browser")
    return articleBrowser(section, from.articles, (message) => from.complete.articles && sectionProblem(["type"], message));
  if (section.type === "faq-browser")
    return faqBrowser(section, from.faq?.categories ?? [], (position, message) => sectionProblem(["categories", position], message));
  if (section.type === "contact-form") return contactForm(section, from.site);
  if (section.type === "newsletter") return { ...section, leadLabels: formLabels(from.site) };
  if (isCollectionSection(section))
    return resolveCollectionSection(
      section,
      from,
      (message) => from.complete.caseStudies && sectionProblem(["type"], message, `sections[${index}]`),
    );
  if (section.type !== "service-cards") return section;
  return serviceCards(section, from.services, from.serviceFiles, (position, message) => sectionProblem(["services", position], message));
}
