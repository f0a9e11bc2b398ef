import { ArrowLeft, CheckCircle2, Clock, DollarSign, Quote, Users } from "lucide-react";
import { data, Link } from "react-router";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/case-study";
import { notFoundBoundary, notFoundTitle } from "../components/layout/detail-not-found.tsx";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { breadcrumbTrail } from "../lib/breadcrumbs.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { breadcrumbList, caseStudySchema, organization } from "../lib/structured-data.ts";
import { CtaSection } from "../sections/cta-section.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { fillTemplate } from "../lib/fill-template.ts";

// Ids are compared as text: /portfolio/01 is not /portfolio/1.
export function loader({ params }: Route.LoaderArgs) {
  const entry = content.caseStudies.find((item) => item.id === params.id);
  if (!entry) throw data(null, { status: 404 });
  const portfolio = content.pages["/portfolio"];
  const trail = breadcrumbTrail(entry.url, { portfolio: portfolio?.heading ?? "Portfolio", [entry.id]: entry.title });
  const labels = content.site.labels.caseStudy;
  return { entry, trail, labels, teamText: fillTemplate(labels.teamSize, { n: entry.teamSize }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return notFoundTitle(shell?.labels, "caseStudy");
  const { entry, trail } = loaderData;
  return pageMeta(shell, {
    ...entry.seo,
    path: entry.url,
    shareImage: entry.shareImage,
    type: "article",
    jsonLd: [organization(shell.site, shell.siteUrl), caseStudySchema(entry, shell.siteUrl), breadcrumbList(trail, shell.siteUrl)],
  });
};

const H2 = "text-3xl font-bold tracking-tight text-slate-900 dark:text-white";

export default function CaseStudyPage({ loaderData: { entry, labels, teamText } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.id} id="page">
      <header className="bg-gradient-to-b from-sky-50 to-white pt-24 pb-16 dark:from-slate-950 dark:to-slate-900">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Link
            to="/portfolio"
            className="no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-700 hover:text-sky-600 dark:text-sky-300 dark:hover:text-sky-200"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {labels.back}
          </Link>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <CategoryBadge>{entry.category}</CategoryBadge>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{entry.title}</h1>
              <p className="mt-4 text-lg font-medium text-sky-700 dark:text-sky-300">{entry.client}</p>
              <p className="mt-6 text-lg text-slate-600 dark:text-slate-300">{entry.overview}</p>
              <MetaList
                className="mt-8"
                items={[
                  { icon: Clock, label: labels.timeline, value: entry.timeline },
                  { icon: Users, label: labels.team, value: teamText },
                  { icon: DollarSign, label: labels.budget, value: entry.budget },
                ]}
              />
            </div>
            <StockImage
              image={entry.image}
              width={720}
              height={540}
              priority
              sizes="(min-width: 1024px) 50vw, calc(100vw - 2rem)"
              className="rounded-2xl shadow-2xl"
            />
          </div>
        </div>
      </header>

      <SectionShell labelledBy="key-results" tinted>
        <h2 id="key-results" className={H2}>
          {labels.keyResults}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {entry.metrics.map((metric) => (
            <div
              key={metric.label}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
              data-reveal
            >
              <dt className="font-semibold text-slate-900 dark:text-white">{metric.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-sky-700 dark:text-sky-300">{metric.value}</dd>
              <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{metric.description}</dd>
            </div>
          ))}
        </dl>
      </SectionShell>

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="challenge" data-reveal>
            <h2 id="challenge" className={H2}>
              {labels.challenge}
            </h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{entry.challenge}</p>
          </section>
          <section aria-labelledby="solution" data-reveal>
            <h2 id="solution" className={H2}>
              {labels.solution}
            </h2>
            <ul className="mt-4 space-y-3">
              {entry.solution.map((step) => (
                <li key={step} className="flex gap-3 text-slate-700 dark:text-slate-200">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
                  {step}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </SectionShell>

      <SectionShell labelledBy="project-timeline" tinted>
        <h2 id="project-timeline" className={H2}>
          {labels.phases}
        </h2>
        <ol className="mt-8 space-y-6">
          {entry.phases.map((phase, index) => (
            <li
              key={phase.phase}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
              data-reveal
            >
              <span
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg font-semibold text-slate-900 dark:text-white">
                  <span className="sr-only">
                    {labels.phase} {index + 1}:{" "}
                  </span>
                  {phase.phase}{" "}
                  <span className="rounded-full bg-sky-100 px-3 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">
                    {phase.duration}
                  </span>
                </h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{phase.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </SectionShell>

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="detailed-results" data-reveal>
            <h2 id="detailed-results" className={H2}>
              {labels.results}
            </h2>
            <ul className="mt-6 space-y-3">
              {entry.results.map((result) => (
                <li key={result} className="flex gap-3 text-slate-700 dark:text-slate-200">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                  {result}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="technologies-used" data-reveal>
            <h2 id="technologies-used" className={H2}>
              {labels.technologies}
            </h2>
            <ul className="mt-6 flex flex-wrap gap-3">
              {entry.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </SectionShell>

      <SectionShell tinted labelledBy="client-testimonial">
        <h2 id="client-testimonial" className="sr-only">
          {labels.testimonial}
        </h2>
        <figure
          className="mx-auto max-w-4xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12 dark:border-slate-700 dark:bg-slate-900"
          data-reveal
        >
          <Quote className="mx-auto size-10 text-sky-600 dark:text-sky-400" aria-hidden="true" />
          <blockquote className="mt-6 text-xl text-slate-800 sm:text-2xl dark:text-slate-100">
            <p>“{entry.testimonial.quote}”</p>
          </blockquote>
          <figcaption className="mt-8">
            <span className="block font-semibold text-slate-900 dark:text-white">{entry.testimonial.author}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">{entry.testimonial.position}</span>
          </figcaption>
        </figure>
      </SectionShell>

      <CtaSection section={labels.cta} />
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("caseStudy", "/portfolio");
