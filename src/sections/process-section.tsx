import type { Process } from "../content/types.ts";
import { SectionShell } from "./section-shell.tsx";
import { Card } from "../components/ui/card.tsx";
import { StepNumber } from "../components/ui/step-number.tsx";
import { useLabels } from "../components/layout/use-labels.ts";

export function ProcessSection({ section }: { section: Process }) {
  const stepLabel = useLabels().cards.step;
  return (
    <SectionShell id={section.id} heading={section}>
      <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <Card as="li" key={step.title} className="relative p-6" data-reveal>
            <StepNumber value={index + 1} />
            <h3 className="mt-4 heading-card text-fg">
              <span className="sr-only">
                {stepLabel} {index + 1}:{" "}
              </span>
              {step.title}
            </h3>
            {step.duration && <p className="mt-1 text-sm font-medium text-accent">{step.duration}</p>}
            <p className="mt-3 text-sm text-fg-muted">{step.description}</p>
          </Card>
        ))}
      </ol>
    </SectionShell>
  );
}
