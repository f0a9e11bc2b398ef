import { data } from "react-router";
import type { Route } from "./+types/page";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { content } from "../content/content.server.ts";
import { businessToday, withOpenJobsOnly } from "../lib/job-status.ts";
import { breadcrumbTrail } from "../lib/breadcrumbs.ts";
import { notFoundMeta, shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { breadcrumbList, localBusiness, organization, webSite } from "../lib/structured-data.ts";
import { Sections, sectionStructuredData } from "../sections/registry.tsx";
import { handleFormPost } from "../features/leads/server/index.server.ts";
import { leadContext } from "../features/leads/server/index.server.ts";

/** Every page of content/pages: "/" is home.yaml, "/about" is about.yaml. Unknown names answer 404. */
export function loader({ params }: Route.LoaderArgs) {
  const path = params.page ? `/${params.page}` : "/";
  const page = content.pages[path];
  if (!page) throw data(null, { status: 404 });
  const trail = page.breadcrumbs ? breadcrumbTrail(path, { [page.name]: page.heading }) : [];
  return { page: withOpenJobsOnly(page, businessToday(content.site.timeZone)), trail };
}

/**
 * The contact form and the newsletter post here when JavaScript is off; a page that does not exist takes
 * nothing. Its 404 is returned, not thrown: after a thrown action error React Router skips the root
 * loader, and the not-found page would have none of its words (labels). Returned,
 * the loaders run and this page's own loader answers the 404 with the whole frame.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!content.pages[params.page ? `/${params.page}` : "/"]) return data(null, { status: 404 });
  return handleFormPost(request, context.get(leadContext));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return notFoundMeta(shell?.labels.notFound.title);
  const { page, trail } = loaderData;
  return pageMeta(shell, {
    ...page.seo,
    path: page.path,
    shareImage: page.shareImage,
    jsonLd: [
      organization(shell.site, shell.siteUrl),
      localBusiness(shell.site, shell.siteUrl),
      // The home page names the site and its search (a SearchAction) once.
      ...(page.path === "/" ? [webSite(shell.site, shell.siteUrl)] : []),
      ...(trail.length ? [breadcrumbList(trail, shell.siteUrl)] : []),
      // What the page's sections declare (src/sections/<key>/: the FAQ browser's FAQPage).
      ...sectionStructuredData(page.sections),
    ],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs trail={loaderData.trail} />
      <Sections sections={loaderData.page.sections} />
    </>
  );
}
