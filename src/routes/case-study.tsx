import { DollarSign, Quote } from "lucide-react";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/case-study";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { CategoryBadge } from "../components/ui/category-badge.tsx";
import { MetaList } from "../components/ui/meta-list.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { caseStudySchema } from "../lib/structured-data-entries.ts";
import { CtaSection } from "../sections/cta-section.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { caseStudyFacts } from "../lib/case-study-facts.ts";
import { Card } from "../components/ui/card.tsx";
import { IconList } from "../components/ui/icon-list.tsx";
import { PillList } from "../components/ui/pill-list.tsx";
import { StepNumber } from "../components/ui/step-number.tsx";
import { BackLink } from "../components/layout/back-link.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

// Ids are compared as text: /portfolio/01 is not /portfolio/1.
export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.caseStudies, (item) => item.id, params.id);
  const trail = detailTrail(entry.url, content.pages["/portfolio"]?.heading, entry.id, entry.title);
  const labels = content.site.labels.caseStudy;
  return { entry, trail, labels };
}

export const meta: Route.MetaFunction = detailMeta("caseStudy", ({ entry, trail }, shell) =>
  entryMeta(shell, entry, { trail, schemas: [caseStudySchema(entry, shell.siteUrl)], type: "article" }),
);

function Title({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="heading-block text-fg">
      {children}
    </h2>
  );
}

/** One half of a two-column band (challenge and solution, results and technologies). */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} data-reveal>
      <Title id={id}>{title}</Title>
      {children}
    </section>
  );
}

export default function CaseStudyPage({ loaderData: { entry, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.id} id="page">
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
            <StockImage image={entry.image} preset="hero" priority className="rounded-2xl shadow-2xl" />
          </div>
        </div>
      </header>

      <SectionShell tinted labelledBy="key-results">
        <Title id="key-results">{labels.keyResults}</Title>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {entry.metrics.map((metric) => (
            <Card key={metric.label} className="flex flex-col p-6" data-reveal>
              <dt className="font-semibold text-fg">{metric.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-accent">{metric.value}</dd>
              <dd className="mt-1 text-sm text-fg-muted">{metric.description}</dd>
            </Card>
          ))}
        </dl>
      </SectionShell>

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <Part id="challenge" title={labels.challenge}>
            <p className="mt-4 text-lg text-fg-muted">{entry.challenge}</p>
          </Part>
          <Part id="solution" title={labels.solution}>
            <IconList items={entry.solution} className="mt-4 space-y-3" iconClassName="mt-0.5 size-5 shrink-0 text-accent" />
          </Part>
        </div>
      </SectionShell>

      <SectionShell tinted labelledBy="project-timeline">
        <Title id="project-timeline">{labels.phases}</Title>
        <ol className="mt-8 space-y-6">
          {entry.phases.map((phase, index) => (
            <Card as="li" key={phase.phase} className="flex gap-4 p-6" data-reveal>
              <StepNumber value={index + 1} className="shrink-0" />
              <div>
                <h3 className="flex flex-wrap items-center gap-x-3 gap-y-1 heading-card text-fg">
                  <span className="sr-only">
                    {labels.phase} {index + 1}:{" "}
                  </span>
                  {phase.phase}{" "}
                  <span className="rounded-full bg-accent-soft px-3 py-0.5 text-xs font-semibold text-on-accent-soft">
                    {phase.duration}
                  </span>
                </h3>
                <p className="mt-2 text-fg-muted">{phase.description}</p>
              </div>
            </Card>
          ))}
        </ol>
      </SectionShell>

      <SectionShell>
        <div className="grid gap-12 lg:grid-cols-2">
          <Part id="detailed-results" title={labels.results}>
            <IconList items={entry.results} className="mt-6 space-y-3" />
          </Part>
          <Part id="technologies-used" title={labels.technologies}>
            <PillList items={entry.technologies} className="mt-6" />
          </Part>
        </div>
      </SectionShell>

      <SectionShell tinted labelledBy="client-testimonial">
        <h2 id="client-testimonial" className="sr-only">
          {labels.testimonial}
        </h2>
        <Card as="figure" variant="feature" className="mx-auto max-w-4xl p-8 text-center shadow-sm sm:p-12" data-reveal>
          <Quote className="mx-auto size-10 text-accent-icon" aria-hidden="true" />
          <blockquote className="mt-6 text-xl text-slate-800 sm:text-2xl dark:text-slate-100">
            <p>“{entry.testimonial.quote}”</p>
          </blockquote>
          <figcaption className="mt-8">
            <span className="block font-semibold text-fg">{entry.testimonial.author}</span>
            <span className="block text-sm text-fg-subtle">{entry.testimonial.position}</span>
          </figcaption>
        </Card>
      </SectionShell>

      <CtaSection section={labels.cta} />
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("caseStudy", "/portfolio");
