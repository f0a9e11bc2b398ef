import { relative, resolve } from "node:path";
import type {
  CaseStudy,
  CompiledSection,
  ContentBundle,
  FrequentlyAskedQuestions,
  JobOpening,
  Page,
  RouteEntry,
  Service,
} from "../types.ts";
import { SECTION_LISTED } from "../../../.generated/section-compile-steps.ts";
import type { Loaded } from "./content-files.ts";
import type { ListedContext } from "./section-compile.ts";
import { latestDay, lastModifiedDays } from "./last-modified.ts";

interface LoadedFiles {
  pages: Loaded<Page>[];
  services: Loaded<Service>[];
  caseStudies: Loaded<CaseStudy>[];
  jobs: Loaded<JobOpening>[];
  faq: Loaded<FrequentlyAskedQuestions>;
}

/** Every address of the bundle with its title, description, kind, share image and last change (for the sitemap and prerendering). */
export function routeList(bundle: ContentBundle, contentDir: string, projectRoot: string, loaded: LoadedFiles): RouteEntry[] {
  return withLastModified(listRoutes(bundle), bundle, fileDays(contentDir, projectRoot, loaded));
}

/** The day each route's content file last changed, keyed by route path (and "faq" for faq.yaml). */
function fileDays(contentDir: string, projectRoot: string, loaded: LoadedFiles): Map<string, string> {
  const keyed: [string, Loaded<unknown>][] = [
    ...loaded.pages.map((item): [string, Loaded<unknown>] => [item.name === "home" ? "/" : `/${item.name}`, item]),
    ...loaded.services.map((item): [string, Loaded<unknown>] => [`/services/${item.name}`, item]),
    ...loaded.caseStudies.map((item): [string, Loaded<unknown>] => [`/portfolio/${item.name}`, item]),
    ...loaded.jobs.map((item): [string, Loaded<unknown>] => [`/careers/${item.name}`, item]),
    ["faq", loaded.faq],
  ];
  const fileOf = (item: Loaded<unknown>) => relative(contentDir, resolve(projectRoot, item.source.path));
  const days = lastModifiedDays(
    contentDir,
    keyed.map(([, item]) => fileOf(item)),
  );
  return new Map(keyed.map(([key, item]) => [key, days.get(fileOf(item)) ?? ""]));
}

/**
 * Every sitemap entry gets a lastmod: articles their revision or
 * publication day, jobs their posting day, other entries the day their file changed; a page that lists a
 * collection also changes when a listed entry does.
 */
function withLastModified(routes: RouteEntry[], bundle: ContentBundle, fileDay: Map<string, string>): RouteEntry[] {
  const ownDay = new Map<string, string | undefined>(routes.map((route) => [route.path, route.lastmod ?? fileDay.get(route.path)]));
  // What each section lists, as its type's compile step declares (`listed`, collected into .generated/section-compile-steps.ts).
  const context: ListedContext = {
    dayOf: (url) => ownDay.get(url),
    faqDay: fileDay.get("faq"),
    articleUrls: bundle.articles.map((article) => article.url),
  };
  const collectionDays = (section: CompiledSection): (string | undefined)[] => {
    const listed = (
      SECTION_LISTED as Partial<Record<string, (section: CompiledSection, context: ListedContext) => (string | undefined)[]>>
    )[section.type];
    return listed ? listed(section, context) : [];
  };
  return routes.map((route) => {
    if (route.kind === "brochure") return route;
    const page = route.kind === "page" ? bundle.pages[route.path] : undefined;
    const lastmod = latestDay([ownDay.get(route.path), ...(page?.sections.flatMap(collectionDays) ?? [])]);
    return lastmod ? { ...route, lastmod } : route;
  });
}

function listRoutes(bundle: ContentBundle): RouteEntry[] {
  return [
    ...Object.values(bundle.pages).map((page): RouteEntry => ({
      path: page.path,
      title: page.seo.title,
      description: page.seo.description,
      kind: "page",
      shareImage: page.shareImage,
    })),
    ...bundle.services.map((s): RouteEntry => ({
      path: s.url,
      title: s.seo.title,
      description: s.seo.description,
      kind: "service",
      shareImage: s.shareImage,
    })),
    ...bundle.services.map((s): RouteEntry => ({
      path: `${s.url}/brochure`,
      title: `${s.title} brochure`,
      description: s.summary,
      kind: "brochure",
    })),
    ...bundle.caseStudies.map((c): RouteEntry => ({
      path: c.url,
      title: c.seo.title,
      description: c.seo.description,
      kind: "case-study",
      shareImage: c.shareImage,
    })),
    ...bundle.jobs.map((j): RouteEntry => ({
      path: j.url,
      title: j.seo.title,
      description: j.seo.description,
      kind: "job",
      lastmod: j.posted,
      validThrough: j.validThrough,
      shareImage: j.shareImage,
    })),
    ...bundle.articles.map((a): RouteEntry => ({
      path: a.url,
      title: a.seoTitle ?? a.title,
      description: a.seoDescription ?? a.excerpt,
      kind: "article",
      lastmod: a.updated ?? a.date,
      shareImage: a.shareImage,
    })),
  ];
}
