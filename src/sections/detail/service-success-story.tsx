import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { ServiceProps } from "./service-header.tsx";

/** A client's story with the service: the company, its challenge, the solution and the result, then a call to start. */
export function ServiceSuccessStory({ service, labels }: ServiceProps) {
  return (
    <SectionShell tinted labelledBy="success-story">
      <Card variant="feature" className="p-8 shadow-sm">
        <h2 id="success-story" className="heading-topic text-fg">
          {labels.successStory}
        </h2>
        <p className="mt-2 font-medium text-accent">{service.caseStudy.company}</p>
        <dl className="mt-8 grid gap-8 md:grid-cols-3">
          {(["challenge", "solution", "result"] as const).map((part) => (
            <div key={part}>
              <dt className="heading-card text-fg">{labels[part]}</dt>
              <dd className="mt-2 text-fg-muted">{service.caseStudy[part]}</dd>
            </div>
          ))}
        </dl>
        <Button href="/contact" label={labels.startProject} className="mt-8" />
      </Card>
    </SectionShell>
  );
}
