import type { CompiledCaseStudy, SiteSettings } from "../../content/types.ts";

/** What every part of a case study page is given: the case study and the page's words. */
export interface CaseStudyProps {
  entry: CompiledCaseStudy;
  labels: SiteSettings["labels"]["caseStudy"];
}

/** A case study's section heading. */
export function Title({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="heading-block text-fg">
      {children}
    </h2>
  );
}

/** One half of a two-column band (challenge and solution, results and technologies). */
export function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} data-reveal>
      <Title id={id}>{title}</Title>
      {children}
    </section>
  );
}
