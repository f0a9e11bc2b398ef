import type { TechGrid } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

function TechGridSection({ section }: { section: TechGrid }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {section.items.map((item) => (
          <Card as="li" variant="tile" key={item.name} className="p-4 text-center" data-reveal>
            <span className="block font-semibold text-fg">{item.name}</span>
            <span className="mt-1 block text-xs text-fg-subtle">{item.category}</span>
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "tech-grid", interactive: false, Component: TechGridSection });
