import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { CompiledSection, ServiceCard } from "../content/types.ts";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { SectionShell } from "./section-shell.tsx";
import { useLabels } from "../components/layout/use-labels.ts";

type ServiceCardsSection = Extract<CompiledSection, { type: "service-cards" }>;

export function ServiceCardsSection({ section }: { section: ServiceCardsSection }) {
  return (
    <SectionShell id={section.id}>
      <SectionHeading title={section.title} intro={section.intro} />
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
            <ButtonLink key={action.label} {...action} />
          ))}
        </div>
      )}
    </SectionShell>
  );
}

function ServiceCardView({ card, details }: { card: ServiceCard; details: boolean }) {
  const labels = useLabels().cards;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-xl dark:border-slate-700 dark:bg-slate-900">
      <StockImage
        image={card.image}
        width={480}
        height={270}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-sky-100 text-sky-700 dark:bg-sky-900/60 dark:text-sky-300">
            <Icon name={card.icon} className="size-5" />
          </span>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{card.title}</h3>
        </div>
        {details && <p className="mt-3 text-sm font-semibold text-sky-700 dark:text-sky-300">{card.priceLine}</p>}
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{card.summary}</p>
        {details && (
          <ul className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <Link
          to={card.url}
          prefetch="intent"
          className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-sky-700 hover:gap-2 dark:text-sky-300"
        >
          {labels.learnMore}
          <span className="sr-only">
            {" "}
            {labels.about} {card.title}
          </span>
          <ArrowRight className="size-4 transition-all" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
