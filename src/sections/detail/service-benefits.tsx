import { Card } from "../../components/ui/card.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { ServiceProps } from "./service-header.tsx";

/** The service's benefits, one card each. */
export function ServiceBenefits({ service, labels }: ServiceProps) {
  return (
    <SectionShell labelledBy="benefits">
      <h2 id="benefits" className="heading-topic text-fg">
        {labels.benefits}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {service.benefits.map((benefit) => (
          <Card as="li" key={benefit.title} className="p-6">
            <h3 className="heading-card text-fg">{benefit.title}</h3>
            <p className="mt-2 text-sm text-fg-muted">{benefit.description}</p>
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}
