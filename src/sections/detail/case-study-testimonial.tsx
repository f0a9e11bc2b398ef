import { Quote } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { CaseStudyProps } from "./case-study-title.tsx";

/** The client's words about the project, named for screen readers by a hidden heading. */
export function CaseStudyTestimonial({ entry, labels }: CaseStudyProps) {
  return (
    <SectionShell tinted labelledBy="client-testimonial">
      <h2 id="client-testimonial" className="sr-only">
        {labels.testimonial}
      </h2>
      <Card as="figure" variant="feature" className="mx-auto max-w-4xl p-8 text-center shadow-sm sm:p-12" data-reveal>
        <Quote className="mx-auto size-10 text-accent-icon" aria-hidden="true" />
        <blockquote className="mt-6 text-xl text-slate-800 sm:text-2xl dark:text-slate-100">
          <p>“{entry.testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold text-fg">{entry.testimonial.author}</span>
          <span className="block text-sm text-fg-subtle">{entry.testimonial.position}</span>
        </figcaption>
      </Card>
    </SectionShell>
  );
}
