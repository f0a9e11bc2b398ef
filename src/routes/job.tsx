import { ArrowLeft, Briefcase, CheckCircle2, DollarSign, GraduationCap, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/job";
import { notFoundBoundary, notFoundTitle } from "../components/layout/detail-not-found.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { content } from "../content/content.server.ts";
import { breadcrumbTrail } from "../lib/breadcrumbs.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { breadcrumbList, jobPosting, organization } from "../lib/structured-data.ts";
import { CtaSection } from "../sections/cta-section.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { fillTemplate } from "../lib/fill-template.ts";
import { businessToday, isJobOpen } from "../lib/job-status.ts";

// Slugs are compared as text, exactly as they appear in the address.
export function loader({ params }: Route.LoaderArgs) {
  const entry = content.jobs.find((item) => item.slug === params.jobId);
  if (!entry) throw data(null, { status: 404 });
  const careers = content.pages["/careers"];
  const trail = breadcrumbTrail(entry.url, { careers: careers?.heading ?? "Careers", [entry.slug]: entry.title });
  // The Company Culture card repeats the careers page's values, so they are written once.
  const values = careers?.sections.find((section) => section.type === "feature-grid" && section.id === "values");
  const culture =
    values?.type === "feature-grid"
      ? { intro: values.intro, items: values.items.map(({ title, description }) => ({ title, description })) }
      : undefined;
  const labels = content.site.labels.job;
  // Checked at request time too: a job that closes after the build is served by the server, not the prerendered file.
  const closed = !isJobOpen(entry, businessToday());
  const cta = { ...labels.cta, text: fillTemplate(labels.cta.text, { "job.title": entry.title }) };
  return { entry, trail, culture, labels: { ...labels, cta }, closed };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return notFoundTitle(shell?.labels, "job");
  const { entry, trail, closed } = loaderData;
  return pageMeta(shell, {
    ...entry.seo,
    path: entry.url,
    shareImage: entry.shareImage,
    // A closed position carries no JobPosting: search engines drop it from job search.
    jsonLd: [
      organization(shell.site, shell.siteUrl),
      ...(closed ? [] : [jobPosting(entry, shell.site, shell.siteUrl)]),
      breadcrumbList(trail, shell.siteUrl),
    ],
  });
};

const H2 = "text-2xl font-bold tracking-tight text-slate-900 dark:text-white";
const CARD = "rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-700 dark:bg-slate-900";

export default function JobPage({ loaderData: { entry, culture, labels, closed } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.slug} id="page">
      <header className="bg-gradient-to-b from-sky-50 to-white pt-24 pb-12 dark:from-slate-950 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Link
            to="/careers"
            className="no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-700 hover:text-sky-600 dark:text-sky-300 dark:hover:text-sky-200"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {labels.back}
          </Link>
          {closed && (
            <p
              role="status"
              className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {labels.closed}
            </p>
          )}
          <div className="mt-6 max-w-4xl">
            <CategoryBadge>{entry.department}</CategoryBadge>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{entry.title}</h1>
            <MetaList
              className="mt-6 text-base"
              items={[
                { icon: MapPin, label: labels.location, value: entry.location },
                { icon: Briefcase, label: labels.type, value: entry.type },
                { icon: GraduationCap, label: labels.experience, value: entry.experience },
                { icon: DollarSign, label: labels.salary, value: entry.salaryText },
              ]}
            />
            <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{entry.description}</p>
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
            <h2 id="position-details" className="text-xl font-bold text-slate-900 dark:text-white">
              {labels.details}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              {[
                [labels.department, entry.department],
                [labels.team, entry.team],
                [labels.reportsTo, entry.reportsTo],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="mt-0.5 font-semibold text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              <time dateTime={entry.posted}>
                {labels.posted} {entry.postedText}
              </time>
            </p>
            {!closed && <ButtonLink href={entry.applyUrl} label={labels.apply} className="mt-6 w-full" />}
          </section>
          {culture && (
            <section aria-labelledby="company-culture" className={CARD}>
              <h2 id="company-culture" className="text-xl font-bold text-slate-900 dark:text-white">
                {labels.culture}
              </h2>
              {culture.intro && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{culture.intro}</p>}
              <dl className="mt-4 space-y-3 text-sm">
                {culture.items.map((value) => (
                  <div key={value.title}>
                    <dt className="font-semibold text-slate-900 dark:text-white">{value.title}</dt>
                    <dd className="text-slate-600 dark:text-slate-300">{value.description}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </aside>
      </div>

      <SectionShell tinted labelledBy="application-process">
        <h2 id="application-process" className={`${H2} text-center sm:text-3xl`}>
          {labels.process}
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {labels.steps.map((step, index) => (
            <li
              key={step}
              className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900"
              data-reveal
            >
              <span
                className="inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="mt-3 font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">
                  {labels.step} {index + 1}:{" "}
                </span>
                {step}
              </span>
            </li>
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
      <ul className="mt-6 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700 dark:text-slate-200">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary("job", "/careers");
