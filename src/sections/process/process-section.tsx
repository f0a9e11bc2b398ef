import type { Process } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { defineSection } from "../section-module.ts";

function ProcessSection({ section }: { section: Process }) {
  const stepLabel = useLabels().cards.step;
  return (
    <SectionShell id={section.id} heading={section}>
      <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <Card as="li" key={step.title} className="relative p-6" data-reveal>
            {/* Written out, not StepNumber: importing it here would split it into a chunk every page loads. */}
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-gradient-disc font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
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

export const definition = defineSection({ type: "process", interactive: false, Component: ProcessSection });
