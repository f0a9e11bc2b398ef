import { CheckCircle2, Clock, Users } from "lucide-react";
import type { CompiledSection } from "../content/types.ts";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { SectionShell } from "./section-shell.tsx";
import { useLabels } from "../components/layout/use-labels.ts";
import { fillTemplate } from "../lib/fill-template.ts";

type CaseStudySpotlightSection = Extract<CompiledSection, { type: "case-study-spotlight" }>;

/** The featured case study, resolved by the content compiler, with its first three results. */
export function CaseStudySpotlightSection({ section }: { section: CaseStudySpotlightSection }) {
  const labels = useLabels().cards;
  const { study } = section;
  if (!study) return null;
  const headingId = `${section.id ?? "spotlight"}-heading`;
  return (
    <SectionShell id={section.id} labelledBy={headingId}>
      <div className="mx-auto mb-12 max-w-3xl text-center" data-reveal>
        {section.eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase dark:text-sky-300">{section.eyebrow}</p>
        )}
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {section.title}
        </h2>
        {section.intro && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{section.intro}</p>}
      </div>
      <article
        className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl lg:grid-cols-2 dark:border-slate-700 dark:bg-slate-900"
        data-reveal
      >
        {/* On wide screens the photo fills its column's height (cropped), beside text of any length. */}
        <div className="relative">
          <StockImage
            image={study.image}
            width={720}
            height={540}
            sizes="(min-width: 1024px) 50vw, calc(100vw - 2rem)"
            className="lg:absolute lg:inset-0 lg:size-full lg:!aspect-auto"
          />
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <CategoryBadge className="self-start">{study.category}</CategoryBadge>
          <h3 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{study.title}</h3>
          <p className="mt-2 font-medium text-sky-700 dark:text-sky-300">{study.client}</p>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{study.description}</p>
          <MetaList
            className="mt-6"
            items={[
              { icon: Clock, label: labels.timeline, value: study.timeline },
              { icon: Users, label: labels.teamSize, value: fillTemplate(labels.experts, { n: study.teamSize }) },
            ]}
          />
          <h4 className="mt-8 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">{labels.keyResults}</h4>
          <ul className="mt-3 space-y-3">
            {study.results.map((result) => (
              <li key={result} className="flex gap-3 text-slate-700 dark:text-slate-200">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {result}
              </li>
            ))}
          </ul>
          <ButtonLink href={study.url} label={labels.viewFullCaseStudy} className="mt-8 self-start" />
        </div>
      </article>
    </SectionShell>
  );
}
