import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/brochure";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { BrochureContact } from "../sections/detail/brochure-contact.tsx";
import { BrochureHeader } from "../sections/detail/brochure-header.tsx";
import { BrochurePart } from "../sections/detail/brochure-part.tsx";
import { BrochureStory } from "../sections/detail/brochure-story.tsx";
import { BrochureToolbar } from "../sections/detail/brochure-toolbar.tsx";
import { content, siteUrl } from "../content/content.server.ts";
import { brochureOf, TECHNOLOGY_SEPARATOR } from "../lib/brochure-content.ts";
import { pageMeta } from "../lib/seo.ts";
import { detailMeta, findOr404 } from "./detail-route.ts";

/** A printable one-page brochure of a service (docs/decisions/0014: 'Download Brochure' opens it). */
export function loader({ params }: Route.LoaderArgs) {
  const service = findOr404(content.services, (item) => item.slug, params);
  const { site } = content;
  const origin = siteUrl();
  return {
    entry: brochureOf(service),
    labels: {
      ...site.brochure,
      title: site.brochure.title.replaceAll("{service}", service.title),
      backLabel: site.brochure.backLabel.replaceAll("{service}", service.title),
    },
    contact: {
      name: site.name,
      email: site.email,
      phone: site.phone,
      street: site.address.street,
      locality: `${site.address.city}, ${site.address.regionCode ?? site.address.region} ${site.address.postalCode}`,
      website: origin,
      details: `${origin}${service.url}`,
    },
  };
}

export const meta: Route.MetaFunction = detailMeta("service", ({ entry, labels }, shell) => [
  ...pageMeta(shell, { title: labels.title, description: entry.subtitle, path: `${entry.url}/brochure` }),
  // A print copy of the service page: the service page itself is what search engines should show.
  { name: "robots", content: "noindex, follow" },
]);

export default function Brochure({ loaderData: { entry, labels, contact } }: Route.ComponentProps) {
  const { headings } = labels;
  return (
    <div className="brochure mx-auto max-w-4xl px-4 pt-24 pb-16 print:max-w-none print:p-0">
      <BrochureToolbar service={entry} labels={labels} />
      {/* Sizes in pt under print: the page is paper, and the budgets of src/lib/brochure-content.ts are measured in it. */}
      <article className="brochure-sheet rounded-2xl border border-line bg-surface p-6 text-sm leading-snug text-fg-strong sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-[9.5pt]">
        <BrochureHeader service={entry} labels={labels} contact={contact} />

        <BrochurePart part="overview" heading={headings.overview}>
          <p data-part="description" className="mt-1">
            {entry.description}
          </p>
        </BrochurePart>

        <BrochurePart part="features" heading={headings.features}>
          <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2 print:grid-cols-2">
            {entry.features.map((feature) => (
              <li key={feature} data-part="feature" className="flex gap-1.5">
                <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </BrochurePart>

        <BrochurePart part="benefits" heading={headings.benefits}>
          <dl className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-3 print:grid-cols-3">
            {entry.benefits.map((benefit) => (
              <div key={benefit.title}>
                <dt data-part="benefit-title" className="font-semibold text-fg">
                  {benefit.title}
                </dt>
                <dd data-part="benefit" className="text-fg-copy">
                  {benefit.description}
                </dd>
              </div>
            ))}
          </dl>
        </BrochurePart>

        <BrochurePart part="technologies" heading={headings.technologies}>
          <p data-part="technologies" className="mt-1">
            {entry.technologies.join(TECHNOLOGY_SEPARATOR)}
          </p>
        </BrochurePart>

        <BrochureStory service={entry} headings={headings} />

        <BrochureContact heading={labels.contact.heading} labels={labels.contact} contact={contact} />
      </article>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary("service", "/services");
