import { Card } from "../../components/ui/card.tsx";
import { StepNumber } from "../../components/ui/step-number.tsx";
import type { SiteSettings } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";

/** The application process, step by step, the same on every job page (labels.job.steps). */
export function JobProcess({ labels }: { labels: SiteSettings["labels"]["job"] }) {
  return (
    <SectionShell tinted labelledBy="application-process">
      <h2 id="application-process" className="heading-subsection text-center text-fg">
        {labels.process}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {labels.steps.map((step, index) => (
          <Card as="li" key={step} className="flex flex-col items-center p-6 text-center" data-reveal>
            <StepNumber value={index + 1} />
            <span className="mt-3 font-semibold text-fg">
              <span className="sr-only">
                {labels.step} {index + 1}:{" "}
              </span>
              {step}
            </span>
          </Card>
        ))}
      </ol>
    </SectionShell>
  );
}
