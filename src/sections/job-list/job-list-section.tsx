import { ArrowRight, CalendarDays } from "lucide-react";
import type { JobCard, CompiledSectionOf } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { CategoryBadge } from "../../components/ui/category-badge.tsx";
import { MetaList } from "../../components/ui/meta-list.tsx";
import { RevealList } from "../../components/ui/reveal-list.tsx";
import { SectionShell } from "../section-shell.tsx";
import { jobFacts } from "../../lib/job-facts.ts";
import { Card } from "../../components/ui/card.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { fillTemplate } from "../../lib/fill-template.ts";
import { defineSection } from "../section-module.ts";

/** The open positions of content/jobs, resolved by the content compiler. */
function JobListSection({ section }: { section: CompiledSectionOf<"job-list"> }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      {section.jobs.length === 0 ? (
        <p className="text-center text-lg text-fg-muted">{section.emptyText}</p>
      ) : (
        <RevealList items={section.jobs} keyOf={(job) => job.slug} className="mx-auto grid max-w-5xl gap-6">
          {(job) => <JobCardView job={job} />}
        </RevealList>
      )}
    </SectionShell>
  );
}

function JobCardView({ job }: { job: JobCard }) {
  const labels = useLabels().cards;
  // Read by screen readers after each button, to tell the cards' buttons apart.
  const forJob = ` ${fillTemplate(labels.forJob, { title: job.title })}`;
  return (
    <Card as="article" className="p-6 shadow-sm transition-shadow hover:shadow-lg sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <CategoryBadge>{job.department}</CategoryBadge>
          <h3 className="mt-3 heading-card-lg text-fg">{job.title}</h3>
          <MetaList className="mt-3" items={jobFacts(job, labels)} />
          <p className="mt-4 text-fg-muted">{job.summary}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.skills}>
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-surface-muted px-2.5 py-1 text-xs font-medium text-fg-body">
                {skill}
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-1.5 text-sm text-fg-subtle">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={job.posted}>
              {labels.posted} {job.postedText}
            </time>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3 lg:flex-col">
          <Button href={job.url} label={labels.viewDetails} context={forJob} variant="secondary">
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
          <Button href={job.applyUrl} label={labels.apply} context={forJob} />
        </div>
      </div>
    </Card>
  );
}

export const definition = defineSection({ type: "job-list", interactive: false, Component: JobListSection });
