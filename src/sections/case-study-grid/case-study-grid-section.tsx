import type { CaseStudyCard, CompiledSectionOf } from "../../content/types.ts";
import { MediaCard } from "../../components/ui/card.tsx";
import { CategoryBadge } from "../../components/ui/category-badge.tsx";
import { MetaList } from "../../components/ui/meta-list.tsx";
import { MoreLink } from "../../components/ui/more-link.tsx";
import { RevealList } from "../../components/ui/reveal-list.tsx";
import { SectionShell } from "../section-shell.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { caseStudyFacts } from "../../lib/case-study-facts.ts";
import { defineSection } from "../section-module.ts";

/** Cards of the case studies that are not featured, resolved by the content compiler. */
function CaseStudyGridSection({ section }: { section: CompiledSectionOf<"case-study-grid"> }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <RevealList items={section.cards} keyOf={(card) => card.id} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {(card) => <CaseStudyCardView card={card} />}
      </RevealList>
    </SectionShell>
  );
}

function CaseStudyCardView({ card }: { card: CaseStudyCard }) {
  const labels = useLabels().cards;
  return (
    <MediaCard image={card.image} preset="caseStudyCard">
      <CategoryBadge className="self-start">{card.category}</CategoryBadge>
      <h3 className="mt-3 heading-card text-fg">{card.title}</h3>
      <p className="mt-1 text-sm font-medium text-accent">{card.client}</p>
      <p className="mt-3 text-sm text-fg-muted">{card.description}</p>
      <MetaList
        className="mt-4"
        items={caseStudyFacts(card, { timeline: labels.timeline, team: labels.team, teamCount: labels.experts })}
      />
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.technologies}>
        {card.technologies.map((technology) => (
          <li key={technology} className="rounded-md bg-surface-muted px-2.5 py-1 text-xs font-medium text-fg-body">
            {technology}
          </li>
        ))}
        {card.moreTechnologies > 0 && (
          <li className="rounded-md bg-accent-soft px-2.5 py-1 text-xs font-semibold text-on-accent-soft">
            +{card.moreTechnologies}
            <span className="sr-only"> {labels.more}</span>
          </li>
        )}
      </ul>
      <MoreLink to={card.url} label={labels.viewCaseStudy} context={`: ${card.title}`} />
    </MediaCard>
  );
}

export const definition = defineSection({ type: "case-study-grid", interactive: false, Component: CaseStudyGridSection });
