import { StaticIsland } from "../hydration/static-island.tsx";
import type { Route } from "./+types/job";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { content } from "../content/content.server.ts";
import { jobPosting } from "../lib/structured-data-job.ts";
import { CtaSection } from "../sections/cta/cta-section.tsx";
import { JobAside, type JobCulture } from "../sections/detail/job-aside.tsx";
import { BulletCard } from "../sections/detail/job-bullet-card.tsx";
import { JobHeader } from "../sections/detail/job-header.tsx";
import { JobProcess } from "../sections/detail/job-process.tsx";
import { fillTemplate } from "../lib/fill-template.ts";
import { businessToday, isJobOpen } from "../lib/job-status.ts";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

// Slugs are compared as text, exactly as they appear in the address.
export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.jobs, (item) => item.slug, params);
  const careers = content.pages["/careers"];
  const trail = detailTrail(entry.url, careers?.heading, entry.slug, entry.title);
  // The Company Culture card repeats the careers page's values, so they are written once.
  const values = careers?.sections.find((section) => section.type === "feature-grid" && section.id === "values");
  const culture: JobCulture | undefined =
    values?.type === "feature-grid"
      ? { intro: values.intro, items: values.items.map(({ title, description }) => ({ title, description })) }
      : undefined;
  const labels = content.site.labels.job;
  // Checked at request time too: a job that closes after the build is served by the server, not the prerendered file.
  const closed = !isJobOpen(entry, businessToday(content.site.timeZone));
  const cta = { ...labels.cta, text: fillTemplate(labels.cta.text, { "job.title": entry.title }) };
  return { entry, trail, culture, labels: { ...labels, cta }, closed };
}

export const meta: Route.MetaFunction = detailMeta("job", ({ entry, trail, closed }, shell) =>
  // A closed position carries no JobPosting: search engines drop it from job search.
  entryMeta(shell, entry, { trail, schemas: closed ? [] : [jobPosting(entry, shell.site, shell.siteUrl)] }),
);

export default function JobPage({ loaderData: { entry, culture, labels, closed } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.slug} id="page">
      <JobHeader entry={entry} labels={labels} closed={closed} />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-8 lg:col-span-2">
          <BulletCard id="responsibilities" title={labels.responsibilities} items={entry.responsibilities} />
          <BulletCard id="requirements" title={labels.requirements} items={entry.requirements} />
          <BulletCard id="benefits" title={labels.benefits} items={entry.benefits} />
        </div>
        <JobAside entry={entry} culture={culture} labels={labels} closed={closed} />
      </div>

      <JobProcess labels={labels} />

      <CtaSection
        section={{
          type: "cta",
          title: labels.cta.title,
          text: labels.cta.text,
          actions: closed
            ? [{ label: labels.cta.openings, href: "/careers" }]
            : [
                { label: labels.cta.apply, href: entry.applyUrl },
                { label: labels.cta.openings, href: "/careers", variant: "secondary" },
              ],
        }}
      />
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("job", "/careers");
