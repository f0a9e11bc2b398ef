import { StaticIsland } from "../hydration/static-island.tsx";
import type { Route } from "./+types/service";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { content } from "../content/content.server.ts";
import { serviceSchema } from "../lib/structured-data-entries.ts";
import { ServiceBenefits } from "../sections/detail/service-benefits.tsx";
import { ServiceHeader } from "../sections/detail/service-header.tsx";
import { ServiceSuccessStory } from "../sections/detail/service-success-story.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { cardClasses } from "../components/ui/card.tsx";
import { PillList } from "../components/ui/pill-list.tsx";
import { IconList } from "../components/ui/icon-list.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.services, (item) => item.slug, params);
  const trail = detailTrail(entry.url, content.pages["/services"]?.heading, entry.slug, entry.navLabel);
  return { entry, trail, labels: content.site.labels.service };
}

export const meta: Route.MetaFunction = detailMeta("service", ({ entry, trail }, shell) =>
  entryMeta(shell, entry, { trail, schemas: [serviceSchema(entry, shell.siteUrl)] }),
);

export default function ServicePage({ loaderData: { entry, trail, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.slug} id="page">
      <Breadcrumbs trail={trail} />
      <ServiceHeader service={entry} labels={labels} />

      <SectionShell tinted labelledBy="overview">
        <div className="mx-auto max-w-3xl">
          <h2 id="overview" className="heading-topic text-fg">
            {labels.overview}
          </h2>
          <p className="mt-4 text-lg text-fg-copy">{entry.description}</p>
        </div>
      </SectionShell>

      <SectionShell labelledBy="features">
        <h2 id="features" className="heading-topic text-fg">
          {labels.features}
        </h2>
        <IconList
          items={entry.features}
          className="mt-8 grid gap-4 sm:grid-cols-2"
          itemClassName={cardClasses("tile", "flex gap-3 p-4 text-fg-strong")}
          iconClassName="size-5 shrink-0 text-success"
        />
      </SectionShell>

      <SectionShell tinted labelledBy="technologies">
        <h2 id="technologies" className="heading-topic text-fg">
          {labels.technologies}
        </h2>
        <PillList items={entry.technologies} className="mt-8" />
      </SectionShell>

      <ServiceBenefits service={entry} labels={labels} />

      <ServiceSuccessStory service={entry} labels={labels} />
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("service", "/services");
