import { CheckCircle2, Printer } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/brochure";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { content } from "../content/content.server.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";

/** A printable one-page brochure of a service (DECISIONS 5: 'Download Brochure' opens it). */
export function loader({ params }: Route.LoaderArgs) {
  const service = content.services.find((entry) => entry.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const { site } = content;
  return {
    service: {
      url: service.url,
      title: service.title,
      subtitle: service.subtitle,
      priceLine: service.priceLine,
      description: service.description,
      features: service.features,
      technologies: service.technologies,
      benefits: service.benefits,
      caseStudy: service.caseStudy,
    },
    contact: {
      name: site.name,
      email: site.email,
      phone: site.phone,
      city: `${site.address.city}, ${site.address.region}`,
      hours: site.businessHours,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return [{ title: "Service Not Found" }];
  const { service } = loaderData;
  return [
    ...pageMeta(shell, { title: `${service.title} Brochure`, description: service.subtitle, path: `${service.url}/brochure` }),
    // A print copy of the service page: the service page itself is what search engines should show.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function Brochure({ loaderData: { service, contact } }: Route.ComponentProps) {
  return (
    <div className="brochure mx-auto max-w-4xl px-4 pt-24 pb-16 print:max-w-none print:p-0">
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-4">
        <Link to={service.url} className="font-medium text-sky-700 underline dark:text-sky-300">
          Back to {service.title}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-sky-700 px-5 font-semibold text-white hover:bg-sky-600"
        >
          <Printer className="size-4" aria-hidden="true" />
          Print or save as PDF
        </button>
      </div>
      <article className="rounded-2xl border border-slate-200 bg-white p-8 text-slate-800 print:border-0 print:p-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 print:dark:bg-white print:dark:text-slate-900">
        <header className="flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-700">
          <div>
            <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase dark:text-sky-300">{contact.name}</p>
            <h1 className="mt-1 text-3xl font-bold text-slate-900 dark:text-white print:text-slate-900">{service.title}</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{service.subtitle}</p>
          </div>
          <p className="text-xl font-bold text-sky-700 dark:text-sky-300">{service.priceLine}</p>
        </header>
        <p className="mt-4 text-sm leading-relaxed">{service.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-white print:text-slate-900">Key Features</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-white print:text-slate-900">Service Benefits</h2>
            <dl className="mt-2 space-y-2 text-sm">
              {service.benefits.map((benefit) => (
                <div key={benefit.title}>
                  <dt className="font-medium">{benefit.title}</dt>
                  <dd className="text-slate-600 dark:text-slate-300 print:text-slate-700">{benefit.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <section className="mt-6">
          <h2 className="font-semibold text-slate-900 dark:text-white print:text-slate-900">Technologies We Use</h2>
          <p className="mt-1 text-sm">{service.technologies.join(" · ")}</p>
        </section>
        <section className="mt-6 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800 print:bg-slate-50">
          <h2 className="font-semibold text-slate-900 dark:text-white print:text-slate-900">Success Story: {service.caseStudy.company}</h2>
          <p className="mt-1">
            <strong>Challenge:</strong> {service.caseStudy.challenge}
          </p>
          <p className="mt-1">
            <strong>Solution:</strong> {service.caseStudy.solution}
          </p>
          <p className="mt-1">
            <strong>Result:</strong> {service.caseStudy.result}
          </p>
        </section>
        <footer className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
          Setup in 24-48 hours · Enterprise-grade security · {contact.email} · {contact.phone} · {contact.city} · {contact.hours}
        </footer>
      </article>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Service Not Found",
  text: "The requested service could not be found.",
  backHref: "/services",
  backLabel: "Back to Services",
});
