import { CheckCircle2, Clock, Download, ShieldCheck } from "lucide-react";
import { data, Link } from "react-router";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/service";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { notFoundBoundary, notFoundTitle } from "../components/layout/detail-not-found.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { breadcrumbTrail } from "../lib/breadcrumbs.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { breadcrumbList, organization, serviceSchema } from "../lib/structured-data.ts";
import { SectionShell } from "../sections/section-shell.tsx";

export function loader({ params }: Route.LoaderArgs) {
  const service = content.services.find((entry) => entry.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  const servicesPage = content.pages["/services"];
  const trail = breadcrumbTrail(service.url, { services: servicesPage?.heading ?? "Services", [service.slug]: service.navLabel });
  return { service, trail, labels: content.site.labels.service };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return notFoundTitle(shell?.labels, "service");
  const { service, trail } = loaderData;
  return pageMeta(shell, {
    ...service.seo,
    path: service.url,
    shareImage: service.shareImage,
    jsonLd: [organization(shell.site, shell.siteUrl), serviceSchema(service, shell.siteUrl), breadcrumbList(trail, shell.siteUrl)],
  });
};

export default function ServicePage({ loaderData: { service, trail, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={service.slug} id="page">
      <Breadcrumbs trail={trail} />
      <header className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sky-100 text-sky-700 dark:bg-sky-900/60 dark:text-sky-300">
            <Icon name={service.icon} />
          </span>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{service.title}</h1>
          <p className="mt-4 text-xl text-slate-600 dark:text-slate-300">{service.subtitle}</p>
          <p className="mt-6 text-2xl font-bold text-sky-700 dark:text-sky-300">{service.priceLine}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-sky-600 dark:text-sky-400" aria-hidden="true" />
              {labels.setup}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-sky-600 dark:text-sky-400" aria-hidden="true" />
              {labels.security}
            </li>
          </ul>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink href="/contact" label={labels.consultation} />
            <Link
              to={`${service.url}/brochure`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-900 hover:border-sky-600 hover:text-sky-700 dark:border-slate-600 dark:text-white dark:hover:border-sky-400 dark:hover:text-sky-300"
            >
              <Download className="size-4" aria-hidden="true" />
              {labels.brochure}
            </Link>
          </div>
        </div>
        <StockImage
          image={service.image}
          width={720}
          height={480}
          priority
          sizes="(min-width: 1024px) 50vw, calc(100vw - 2rem)"
          className="rounded-2xl shadow-2xl"
        />
      </header>

      <SectionShell tinted labelledBy="overview">
        <div className="mx-auto max-w-3xl">
          <h2 id="overview" className="text-3xl font-bold text-slate-900 dark:text-white">
            {labels.overview}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{service.description}</p>
        </div>
      </SectionShell>

      <SectionShell labelledBy="features">
        <h2 id="features" className="text-3xl font-bold text-slate-900 dark:text-white">
          {labels.features}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {service.features.map((feature) => (
            <li
              key={feature}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            >
              <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </SectionShell>

      <SectionShell tinted labelledBy="technologies">
        <h2 id="technologies" className="text-3xl font-bold text-slate-900 dark:text-white">
          {labels.technologies}
        </h2>
        <ul className="mt-8 flex flex-wrap gap-3">
          {service.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
            >
              {technology}
            </li>
          ))}
        </ul>
      </SectionShell>

      <SectionShell labelledBy="benefits">
        <h2 id="benefits" className="text-3xl font-bold text-slate-900 dark:text-white">
          {labels.benefits}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </SectionShell>

      <SectionShell tinted labelledBy="success-story">
        <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <h2 id="success-story" className="text-3xl font-bold text-slate-900 dark:text-white">
            {labels.successStory}
          </h2>
          <p className="mt-2 font-medium text-sky-700 dark:text-sky-300">{service.caseStudy.company}</p>
          <dl className="mt-8 grid gap-8 md:grid-cols-3">
            {(["challenge", "solution", "result"] as const).map((part) => (
              <div key={part}>
                <dt className="text-lg font-semibold text-slate-900 dark:text-white">{labels[part]}</dt>
                <dd className="mt-2 text-slate-600 dark:text-slate-300">{service.caseStudy[part]}</dd>
              </div>
            ))}
          </dl>
          <ButtonLink href="/contact" label={labels.startProject} className="mt-8" />
        </div>
      </SectionShell>
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("service", "/services");
