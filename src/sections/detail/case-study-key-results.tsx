import { Card } from "../../components/ui/card.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Title, type CaseStudyProps } from "./case-study-title.tsx";

/** The case study's headline figures, one card each: the value above its label and description. */
export function CaseStudyKeyResults({ entry, labels }: CaseStudyProps) {
  return (
    <SectionShell tinted labelledBy="key-results">
      <Title id="key-results">{labels.keyResults}</Title>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {entry.metrics.map((metric) => (
          <Card key={metric.label} className="flex flex-col p-6" data-reveal>
            <dt className="font-semibold text-fg">{metric.label}</dt>
            <dd className="order-first text-4xl font-extrabold text-accent">{metric.value}</dd>
            <dd className="mt-1 text-sm text-fg-muted">{metric.description}</dd>
          </Card>
        ))}
      </dl>
    </SectionShell>
  );
}
