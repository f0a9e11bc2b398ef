import { BadgeCheck } from "lucide-react";
import type { Badges } from "../../content/types.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

function BadgesSection({ section }: { section: Badges }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((badge) => (
          <Card as="li" key={badge.name} className="flex gap-4 p-6" data-reveal>
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-gradient-disc text-white">
              {badge.icon ? <Icon name={badge.icon} className="size-6" /> : <BadgeCheck className="size-6" aria-hidden="true" />}
            </span>
            <div>
              <h3 className="heading-card-sm text-fg">{badge.name}</h3>
              <p className="mt-1 text-sm text-fg-muted">{badge.detail}</p>
            </div>
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "badges", interactive: false, Component: BadgesSection });
