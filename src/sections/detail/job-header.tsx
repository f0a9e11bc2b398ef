import { GraduationCap } from "lucide-react";
import { BackLink } from "../../components/layout/back-link.tsx";
import { CategoryBadge } from "../../components/ui/category-badge.tsx";
import { MetaList } from "../../components/ui/meta-list.tsx";
import type { CompiledJob, SiteSettings } from "../../content/types.ts";
import { jobFacts } from "../../lib/job-facts.ts";

interface JobHeaderProps {
  entry: CompiledJob;
  labels: SiteSettings["labels"]["job"];
  /** Past its last day: a notice says the position is closed. */
  closed: boolean;
}

/** The top of a job page: back to the openings, the closed notice, the department, title, facts and summary. */
export function JobHeader({ entry, labels, closed }: JobHeaderProps) {
  return (
    <header className="bg-header-wash pt-24 pb-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BackLink to="/careers" label={labels.back} />
        {closed && (
          <p
            role="status"
            className="mt-6 rounded-xl border border-warning-soft-line bg-warning-soft p-4 font-semibold text-on-warning-soft"
          >
            {labels.closed}
          </p>
        )}
        <div className="mt-6 max-w-4xl">
          <CategoryBadge>{entry.department}</CategoryBadge>
          <h1 className="mt-4 heading-page text-fg">{entry.title}</h1>
          <MetaList
            className="mt-6 text-base"
            items={jobFacts(entry, labels, [{ icon: GraduationCap, label: labels.experience, value: entry.experience }])}
          />
          <p className="mt-6 text-lg text-fg-muted">{entry.description}</p>
        </div>
      </div>
    </header>
  );
}
