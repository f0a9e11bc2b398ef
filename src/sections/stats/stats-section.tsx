import type { Stats } from "../../content/types.ts";
import { Counter } from "../../components/ui/counter.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

function StatsSection({ section }: { section: Stats }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {section.items.map((stat) => (
          <Card key={stat.label} className="flex flex-col p-4 text-center sm:p-6" data-reveal>
            <dt className="text-base font-semibold text-fg">{stat.label}</dt>
            <dd className="order-first text-brand-gradient text-[clamp(1.75rem,7.5vw,2.25rem)] font-extrabold sm:text-5xl">
              <Counter value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />
            </dd>
            {stat.description && <dd className="mt-1 text-sm text-fg-muted">{stat.description}</dd>}
          </Card>
        ))}
      </dl>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "stats", interactive: true, Component: StatsSection });
