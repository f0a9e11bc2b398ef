import type { FeatureGrid } from "../../content/types.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

function FeatureGridSection({ section }: { section: FeatureGrid }) {
  const columns = section.items.length % 3 === 0 ? "lg:grid-cols-3" : section.items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <SectionShell id={section.id} heading={section}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
        {section.items.map((item) => (
          <Card as="li" key={item.title} className="p-6" data-reveal>
            {item.icon && (
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon name={item.icon} className="size-5" />
              </span>
            )}
            <h3 className="mt-4 heading-card text-fg">{item.title}</h3>
            <p className="mt-2 text-sm text-fg-muted">{item.description}</p>
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "feature-grid", interactive: false, Component: FeatureGridSection });
