import { ArrowRight, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudyCard, CompiledSection } from "../content/types.ts";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { SectionShell } from "./section-shell.tsx";
import { useLabels } from "../components/layout/use-labels.ts";
import { fillTemplate } from "../lib/fill-template.ts";

type CaseStudyGridSection = Extract<CompiledSection, { type: "case-study-grid" }>;

/** Cards of the case studies that are not featured, resolved by the content compiler. */
export function CaseStudyGridSection({ section }: { section: CaseStudyGridSection }) {
  return (
    <SectionShell id={section.id} tinted>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card) => (
          <li key={card.id} data-reveal>
            <CaseStudyCardView card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

function CaseStudyCardView({ card }: { card: CaseStudyCard }) {
  const labels = useLabels().cards;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-xl dark:border-slate-700 dark:bg-slate-900">
      <StockImage
        image={card.image}
        width={480}
        height={270}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, calc(100vw - 2rem)"
      />
      <div className="flex flex-1 flex-col p-6">
        <CategoryBadge className="self-start">{card.category}</CategoryBadge>
        <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{card.title}</h3>
        <p className="mt-1 text-sm font-medium text-sky-700 dark:text-sky-300">{card.client}</p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{card.description}</p>
        <MetaList
          className="mt-4"
          items={[
            { icon: Clock, label: labels.timeline, value: card.timeline },
            { icon: Users, label: labels.team, value: fillTemplate(labels.experts, { n: card.teamSize }) },
          ]}
        />
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.technologies}>
          {card.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-md bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {technology}
            </li>
          ))}
          {card.moreTechnologies > 0 && (
            <li className="rounded-md bg-sky-100 px-2.5 py-1 text-xs font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">
              +{card.moreTechnologies}
              <span className="sr-only"> {labels.more}</span>
            </li>
          )}
        </ul>
        <Link
          to={card.url}
          prefetch="intent"
          className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-sky-700 hover:gap-2 dark:text-sky-300"
        >
          {labels.viewCaseStudy}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight className="size-4 transition-all" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
