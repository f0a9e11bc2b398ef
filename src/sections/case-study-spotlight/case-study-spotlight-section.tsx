import type { CompiledSectionOf } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { CategoryBadge } from "../../components/ui/category-badge.tsx";
import { MetaList } from "../../components/ui/meta-list.tsx";
import { Photo } from "../../components/ui/photo.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { IconList } from "../../components/ui/icon-list.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { caseStudyFacts } from "../../lib/case-study-facts.ts";
import { defineSection } from "../section-module.ts";

/** The featured case study, resolved by the content compiler, with its first three results. */
function CaseStudySpotlightSection({ section }: { section: CompiledSectionOf<"case-study-spotlight"> }) {
  const labels = useLabels().cards;
  const { study } = section;
  if (!study) return null;
  const headingId = `${section.id ?? "spotlight"}-heading`;
  return (
    <SectionShell id={section.id} labelledBy={headingId}>
      <div className="mx-auto mb-12 max-w-3xl text-center" data-reveal>
        {section.eyebrow && <p className="eyebrow text-accent">{section.eyebrow}</p>}
        <h2 id={headingId} className="mt-2 heading-section text-fg">
          {section.title}
        </h2>
        {section.intro && <p className="mt-4 text-lg text-fg-muted">{section.intro}</p>}
      </div>
      <Card as="article" variant="feature" className="grid overflow-hidden shadow-xl lg:grid-cols-2" data-reveal>
        {/* On wide screens the photo fills its column's height (cropped), beside text of any length. */}
        <div className="relative">
          <Photo image={study.image} preset="hero" className="lg:absolute lg:inset-0 lg:size-full lg:aspect-auto" />
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <CategoryBadge className="self-start">{study.category}</CategoryBadge>
          <h3 className="mt-4 heading-feature text-fg">{study.title}</h3>
          <p className="mt-2 font-medium text-accent">{study.client}</p>
          <p className="mt-4 text-fg-muted">{study.description}</p>
          <MetaList
            className="mt-6"
            items={caseStudyFacts(study, { timeline: labels.timeline, team: labels.teamSize, teamCount: labels.experts })}
          />
          <h4 className="mt-8 eyebrow text-fg">{labels.keyResults}</h4>
          <IconList items={study.results} className="mt-3 space-y-3" />
          <Button href={study.url} label={labels.viewFullCaseStudy} className="mt-8 self-start" />
        </div>
      </Card>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "case-study-spotlight", interactive: false, Component: CaseStudySpotlightSection });
