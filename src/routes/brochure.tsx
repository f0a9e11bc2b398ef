import { CheckCircle2, Printer } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/brochure";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { BrochureContact } from "../components/layout/brochure-contact.tsx";
import { Button } from "../components/ui/button.tsx";
import { content, siteUrl } from "../content/content.server.ts";
import { brochureOf, TECHNOLOGY_SEPARATOR } from "../lib/brochure-content.ts";
import { pageMeta } from "../lib/seo.ts";
import { detailMeta, findOr404 } from "./detail-route.ts";

/** A printable one-page brochure of a service (docs/decisions/0014: 'Download Brochure' opens it). */
export function loader({ params }: Route.LoaderArgs) {
  const service = findOr404(content.services, (entry) => entry.slug, params.slug);
  const { site } = content;
  const origin = siteUrl();
  return {
    service: brochureOf(service),
    texts: {
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

export const meta: Route.MetaFunction = detailMeta("service", ({ service, texts }, shell) => [
  ...pageMeta(shell, { title: texts.title, description: service.subtitle, path: `${service.url}/brochure` }),
  // A print copy of the service page: the service page itself is what search engines should show.
  { name: "robots", content: "noindex, follow" },
]);

/** One titled part of the sheet, named for screen readers by its heading. */
function BrochureSection({
  part,
  heading,
  className = "mt-3",
  children,
}: {
  part: string;
  heading: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = `brochure-${part}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="heading-brochure-part text-fg">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export default function Brochure({ loaderData: { service, texts, contact } }: Route.ComponentProps) {
  const { headings } = texts;
  return (
    <div className="brochure mx-auto max-w-4xl px-4 pt-24 pb-16 print:max-w-none print:p-0">
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-4">
        <Link to={service.url} className="font-medium text-accent underline">
          {texts.backLabel}
        </Link>
        <Button variant="solid" size="md" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          {texts.printLabel}
        </Button>
      </div>
      {/* Sizes in pt under print: the page is paper, and the budgets of src/lib/brochure-content.ts are measured in it. */}
      <article className="brochure-sheet rounded-2xl border border-line bg-surface p-6 text-sm leading-snug text-fg-strong sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-[9.5pt]">
        <header className="border-b-2 border-accent-strong pb-2">
          <p className="eyebrow-brochure text-accent-strong">{contact.name}</p>
          <h1 data-part="title" className="mt-0.5 heading-brochure text-fg">
            {service.title}
          </h1>
          <p data-part="subtitle" className="mt-1 text-base text-fg-copy print:text-[10.5pt]">
            {service.subtitle}
          </p>
          <ul className="mt-1.5 flex flex-wrap items-baseline gap-x-4 font-medium text-fg-copy">
            <li data-part="price" className="text-lg font-bold text-accent-strong print:text-[12pt]">
              {service.priceLine}
            </li>
            {texts.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </header>

        <BrochureSection part="overview" heading={headings.overview}>
          <p data-part="description" className="mt-1">
            {service.description}
          </p>
        </BrochureSection>

        <BrochureSection part="features" heading={headings.features}>
          <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2 print:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} data-part="feature" className="flex gap-1.5">
                <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </BrochureSection>

        <BrochureSection part="benefits" heading={headings.benefits}>
          <dl className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-3 print:grid-cols-3">
            {service.benefits.map((benefit) => (
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
        </BrochureSection>

        <BrochureSection part="technologies" heading={headings.technologies}>
          <p data-part="technologies" className="mt-1">
            {service.technologies.join(TECHNOLOGY_SEPARATOR)}
          </p>
        </BrochureSection>

        <BrochureSection
          part="story"
          className="mt-3 border-l-4 border-accent-strong pl-3"
          heading={
            <>
              {headings.successStory}: <span data-part="company">{service.caseStudy.company}</span>
            </>
          }
        >
          <dl className="mt-1 space-y-0.5">
            {(["challenge", "solution", "result"] as const).map((part) => (
              <div key={part}>
                <dt className="inline font-semibold text-fg">{headings[part]}: </dt>
                <dd data-part="story" className="inline">
                  {service.caseStudy[part]}
                </dd>
              </div>
            ))}
          </dl>
        </BrochureSection>

        <BrochureContact heading={texts.contact.heading} labels={texts.contact} contact={contact} />
      </article>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary("service", "/services");
