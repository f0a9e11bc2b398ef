import { data } from "react-router";
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
import { ApplicationForm } from "../features/applications/components/index.ts";
import { applicationContext, handleApplicationPost } from "../features/applications/server/index.server.ts";
import { applicationSettings } from "../features/applications/index.ts";

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
  const application = { labels: content.site.labels.application, ...applicationSettings(content.site) };
  return { entry, trail, culture, labels: { ...labels, cta }, closed, application };
}

/**
 * The application form posts here, with or without JavaScript (docs/decisions/0540). A job that does not
 * exist takes nothing; its 404 is returned so the loaders answer it with the whole frame, as page.tsx does.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const entry = content.jobs.find((job) => job.slug === params.slug);
  if (!entry) return data(null, { status: 404 });
  const closed = !isJobOpen(entry, businessToday(content.site.timeZone));
  return handleApplicationPost(request, context.get(applicationContext), entry, closed);
}

export const meta: Route.MetaFunction = detailMeta("job", ({ entry, trail, closed }, shell) =>
  // A closed position carries no JobPosting: search engines drop it from job search.
  entryMeta(shell, entry, { trail, schemas: closed ? [] : [jobPosting(entry, shell.site, shell.siteUrl)] }),
);

export default function JobPage({ loaderData: { entry, culture, labels, closed, application }, actionData }: Route.ComponentProps) {
  return (
    <>
      {/* Content without behaviour: static islands (keyed, so the next entry re-renders); the form between them hydrates. */}
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
      </StaticIsland>

      {!closed && (
        <section id="apply" aria-labelledby="apply-heading" className="no-print mx-auto max-w-3xl scroll-mt-24 px-4 pb-12 sm:px-6 lg:px-8">
          <h2 id="apply-heading" className="heading-group text-fg">
            {application.labels.heading}
          </h2>
          <p className="mt-2 mb-6 text-fg-muted">{application.labels.intro}</p>
          <ApplicationForm
            job={{ title: entry.title, url: entry.url, questions: entry.questions ?? [] }}
            labels={application.labels}
            retentionDays={application.retentionDays}
            contactEmail={application.contactEmail}
            result={actionData ?? undefined}
          />
        </section>
      )}

      <StaticIsland key={`${entry.slug}-end`} id="page-end">
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
    </>
  );
}

export const ErrorBoundary = notFoundBoundary("job", "/careers");
