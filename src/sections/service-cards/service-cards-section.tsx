import { Check } from "lucide-react";
import type { ServiceCard, CompiledSectionOf } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { MediaCard } from "../../components/ui/card.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { IconList } from "../../components/ui/icon-list.tsx";
import { MoreLink } from "../../components/ui/more-link.tsx";
import { SectionShell } from "../section-shell.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { defineSection } from "../section-module.ts";

function ServiceCardsSection({ section }: { section: CompiledSectionOf<"service-cards"> }) {
  return (
    <SectionShell id={section.id} heading={section}>
      <ul className={`grid gap-8 sm:grid-cols-2 ${section.cards.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
        {section.cards.map((card) => (
          <li key={card.slug} data-reveal>
            <ServiceCardView card={card} details={section.showDetails ?? false} />
          </li>
        ))}
      </ul>
      {section.actions && (
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          {section.actions.map((action) => (
            <Button key={action.label} {...action} />
          ))}
        </div>
      )}
    </SectionShell>
  );
}

function ServiceCardView({ card, details }: { card: ServiceCard; details: boolean }) {
  const labels = useLabels().cards;
  return (
    <MediaCard image={card.image} preset="serviceCard" className="group">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <Icon name={card.icon} className="size-5" />
        </span>
        <h3 className="heading-card text-fg">{card.title}</h3>
      </div>
      {details && <p className="mt-3 text-sm font-semibold text-accent">{card.priceLine}</p>}
      <p className="mt-3 text-sm text-fg-muted">{card.summary}</p>
      {details && (
        <IconList
          items={card.features}
          className="mt-4 space-y-2 text-sm text-fg-copy"
          itemClassName="flex gap-2"
          icon={Check}
          iconClassName="mt-0.5 size-4 shrink-0 text-success"
        />
      )}
      <MoreLink to={card.url} label={labels.learnMore} context={` ${labels.about} ${card.title}`} />
    </MediaCard>
  );
}

export const definition = defineSection({ type: "service-cards", interactive: false, Component: ServiceCardsSection });
