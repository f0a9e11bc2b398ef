import { Button } from "../../components/ui/button.tsx";
import type { CompiledJob, SiteSettings } from "../../content/types.ts";
import { CARD } from "./job-styles.ts";

type JobLabels = SiteSettings["labels"]["job"];

/** The careers page's values, repeated on every job page (written once, on the careers page). */
export interface JobCulture {
  intro?: string;
  items: { title: string; description: string }[];
}

interface JobAsideProps {
  entry: CompiledJob;
  culture: JobCulture | undefined;
  labels: JobLabels;
  closed: boolean;
}

/** Beside the lists: the position's details with the apply button (while open), and the company culture. */
export function JobAside({ entry, culture, labels, closed }: JobAsideProps) {
  return (
    <aside className="space-y-8" aria-label={labels.aside}>
      <PositionDetails entry={entry} labels={labels} closed={closed} />
      {culture && <CompanyCulture culture={culture} labels={labels} />}
    </aside>
  );
}

function PositionDetails({ entry, labels, closed }: Omit<JobAsideProps, "culture">) {
  return (
    <section aria-labelledby="position-details" className={CARD}>
      <h2 id="position-details" className="heading-aside text-fg">
        {labels.details}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        {[
          [labels.department, entry.department],
          [labels.team, entry.team],
          [labels.reportsTo, entry.reportsTo],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-fg-subtle">{label}</dt>
            <dd className="mt-0.5 font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-fg-subtle">
        <time dateTime={entry.posted}>
          {labels.posted} {entry.postedText}
        </time>
      </p>
      {!closed && <Button href={entry.applyUrl} label={labels.apply} className="mt-6 w-full" />}
    </section>
  );
}

function CompanyCulture({ culture, labels }: { culture: JobCulture; labels: JobLabels }) {
  return (
    <section aria-labelledby="company-culture" className={CARD}>
      <h2 id="company-culture" className="heading-aside text-fg">
        {labels.culture}
      </h2>
      {culture.intro && <p className="mt-2 text-sm text-fg-muted">{culture.intro}</p>}
      <dl className="mt-4 space-y-3 text-sm">
        {culture.items.map((value) => (
          <div key={value.title}>
            <dt className="font-semibold text-fg">{value.title}</dt>
            <dd className="text-fg-muted">{value.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
