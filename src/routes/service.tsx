import { Clock, Download, ShieldCheck } from "lucide-react";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/service";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { Button } from "../components/ui/button.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { serviceSchema } from "../lib/structured-data-entries.ts";
import { SectionShell } from "../sections/section-shell.tsx";
import { Card, cardClasses } from "../components/ui/card.tsx";
import { PillList } from "../components/ui/pill-list.tsx";
import { IconList } from "../components/ui/icon-list.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

export function loader({ params }: Route.LoaderArgs) {
  const service = findOr404(content.services, (entry) => entry.slug, params.slug);
  const trail = detailTrail(service.url, content.pages["/services"]?.heading, service.slug, service.navLabel);
  return { service, trail, labels: content.site.labels.service };
}

export const meta: Route.MetaFunction = detailMeta("service", ({ service, trail }, shell) =>
  entryMeta(shell, service, { trail, schemas: [serviceSchema(service, shell.siteUrl)] }),
);

export default function ServicePage({ loaderData: { service, trail, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={service.slug} id="page">
      <Breadcrumbs trail={trail} />
      <header className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Icon name={service.icon} />
          </span>
          <h1 className="mt-4 heading-page text-fg">{service.title}</h1>
          <p className="mt-4 text-xl text-fg-muted">{service.subtitle}</p>
          <p className="mt-6 text-2xl font-bold text-accent">{service.priceLine}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-copy">
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-accent-icon" aria-hidden="true" />
              {labels.setup}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-accent-icon" aria-hidden="true" />
              {labels.security}
            </li>
          </ul>
          <div className="mt-8 flex flex-wrap gap-4">
            <Button href="/contact" label={labels.consultation} />
            <Button href={`${service.url}/brochure`} variant="secondary" prefetch="none">
              <Download className="size-4" aria-hidden="true" />
              {labels.brochure}
            </Button>
          </div>
        </div>
        <StockImage image={service.image} preset="serviceHero" priority className="rounded-2xl shadow-2xl" />
      </header>

      <SectionShell tinted labelledBy="overview">
        <div className="mx-auto max-w-3xl">
          <h2 id="overview" className="heading-topic text-fg">
            {labels.overview}
          </h2>
          <p className="mt-4 text-lg text-fg-copy">{service.description}</p>
        </div>
      </SectionShell>

      <SectionShell labelledBy="features">
        <h2 id="features" className="heading-topic text-fg">
          {labels.features}
        </h2>
        <IconList
          items={service.features}
          className="mt-8 grid gap-4 sm:grid-cols-2"
          itemClassName={cardClasses("tile", "flex gap-3 p-4 text-fg-strong")}
          iconClassName="size-5 shrink-0 text-success"
        />
      </SectionShell>

      <SectionShell tinted labelledBy="technologies">
        <h2 id="technologies" className="heading-topic text-fg">
          {labels.technologies}
        </h2>
        <PillList items={service.technologies} className="mt-8" />
      </SectionShell>

      <SectionShell labelledBy="benefits">
        <h2 id="benefits" className="heading-topic text-fg">
          {labels.benefits}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.benefits.map((benefit) => (
            <Card as="li" key={benefit.title} className="p-6">
              <h3 className="heading-card text-fg">{benefit.title}</h3>
              <p className="mt-2 text-sm text-fg-muted">{benefit.description}</p>
            </Card>
          ))}
        </ul>
      </SectionShell>

      <SectionShell tinted labelledBy="success-story">
        <Card variant="feature" className="p-8 shadow-sm">
          <h2 id="success-story" className="heading-topic text-fg">
            {labels.successStory}
          </h2>
          <p className="mt-2 font-medium text-accent">{service.caseStudy.company}</p>
          <dl className="mt-8 grid gap-8 md:grid-cols-3">
            {(["challenge", "solution", "result"] as const).map((part) => (
              <div key={part}>
                <dt className="heading-card text-fg">{labels[part]}</dt>
                <dd className="mt-2 text-fg-muted">{service.caseStudy[part]}</dd>
              </div>
            ))}
          </dl>
          <Button href="/contact" label={labels.startProject} className="mt-8" />
        </Card>
      </SectionShell>
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("service", "/services");
