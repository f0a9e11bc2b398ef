import { GraduationCap } from "lucide-react";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/job";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { Button } from "../components/ui/button.tsx";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { content } from "../content/content.server.ts";
import { jobPosting } from "../lib/structured-data-job.ts";
import { CtaSection } from "../sections/cta-section.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { jobFacts } from "../lib/job-facts.ts";
import { fillTemplate } from "../lib/fill-template.ts";
import { businessToday, isJobOpen } from "../lib/job-status.ts";
import { Card, cardClasses } from "../components/ui/card.tsx";
import { IconList } from "../components/ui/icon-list.tsx";
import { StepNumber } from "../components/ui/step-number.tsx";
import { BackLink } from "../components/layout/back-link.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

// Slugs are compared as text, exactly as they appear in the address.
export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.jobs, (item) => item.slug, params.jobId);
  const careers = content.pages["/careers"];
  const trail = detailTrail(entry.url, careers?.heading, entry.slug, entry.title);
  // The Company Culture card repeats the careers page's values, so they are written once.
  const values = careers?.sections.find((section) => section.type === "feature-grid" && section.id === "values");
  const culture =
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

const H2 = "heading-panel text-fg";
const CARD = cardClasses("panel", "p-6 sm:p-8");

export default function JobPage({ loaderData: { entry, culture, labels, closed } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.slug} id="page">
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

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-8 lg:col-span-2">
          <BulletCard id="responsibilities" title={labels.responsibilities} items={entry.responsibilities} />
          <BulletCard id="requirements" title={labels.requirements} items={entry.requirements} />
          <BulletCard id="benefits" title={labels.benefits} items={entry.benefits} />
        </div>
        <aside className="space-y-8" aria-label={labels.aside}>
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
          {culture && (
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
          )}
        </aside>
      </div>

      <SectionShell tinted labelledBy="application-process">
        <h2 id="application-process" className="heading-subsection text-center text-fg">
          {labels.process}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {labels.steps.map((step, index) => (
            <Card as="li" key={step} className="flex flex-col items-center p-6 text-center" data-reveal>
              <StepNumber value={index + 1} />
              <span className="mt-3 font-semibold text-fg">
                <span className="sr-only">
                  {labels.step} {index + 1}:{" "}
                </span>
                {step}
              </span>
            </Card>
          ))}
        </ol>
      </SectionShell>

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

function BulletCard({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className={CARD} data-reveal>
      <h2 id={id} className={H2}>
        {title}
      </h2>
      <IconList items={items} className="mt-6 space-y-3" />
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary("job", "/careers");
