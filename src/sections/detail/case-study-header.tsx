import { DollarSign } from "lucide-react";
import { BackLink } from "../../components/layout/back-link.tsx";
import { CategoryBadge } from "../../components/ui/category-badge.tsx";
import { MetaList } from "../../components/ui/meta-list.tsx";
import { Photo } from "../../components/ui/photo.tsx";
import { caseStudyFacts } from "../../lib/case-study-facts.ts";
import type { CaseStudyProps } from "./case-study-title.tsx";

/** The top of a case study: back to the portfolio, category, title, client, overview, facts and the photo. */
export function CaseStudyHeader({ entry, labels }: CaseStudyProps) {
  return (
    <header className="bg-header-wash pt-24 pb-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BackLink to="/portfolio" label={labels.back} />
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
          <div>
            <CategoryBadge>{entry.category}</CategoryBadge>
            <h1 className="mt-4 heading-page text-fg">{entry.title}</h1>
            <p className="mt-4 text-lg font-medium text-accent">{entry.client}</p>
            <p className="mt-6 text-lg text-fg-muted">{entry.overview}</p>
            <MetaList
              className="mt-8"
              items={caseStudyFacts(entry, { timeline: labels.timeline, team: labels.team, teamCount: labels.teamSize }, [
                { icon: DollarSign, label: labels.budget, value: entry.budget },
              ])}
            />
          </div>
          <Photo image={entry.image} preset="hero" priority className="rounded-2xl shadow-2xl" />
        </div>
      </div>
    </header>
  );
}
