import { Card } from "../../components/ui/card.tsx";
import { StepNumber } from "../../components/ui/step-number.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Title, type CaseStudyProps } from "./case-study-title.tsx";

/** The project's timeline: its phases in order, each with its duration and what was done. */
export function CaseStudyPhases({ entry, labels }: CaseStudyProps) {
  return (
    <SectionShell tinted labelledBy="project-timeline">
      <Title id="project-timeline">{labels.phases}</Title>
      <ol className="mt-8 space-y-6">
        {entry.phases.map((phase, index) => (
          <Card as="li" key={phase.phase} className="flex gap-4 p-6" data-reveal>
            <StepNumber value={index + 1} className="shrink-0" />
            <div>
              <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 heading-card text-fg">
                <span className="sr-only">
                  {labels.phase} {index + 1}:{" "}
                </span>
                {phase.phase}{" "}
                <span className="rounded-full bg-accent-soft px-3 py-0.5 text-xs font-semibold text-on-accent-soft">{phase.duration}</span>
              </h3>
              <p className="mt-2 text-fg-muted">{phase.description}</p>
            </div>
          </Card>
        ))}
      </ol>
    </SectionShell>
  );
}
