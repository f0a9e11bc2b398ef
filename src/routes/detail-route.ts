import { data, type MetaDescriptor } from "react-router";
import { notFoundTitle, type DetailKind } from "../components/layout/detail-not-found.tsx";
import type { ShareImage, ShellData } from "../content/types.ts";
import { breadcrumbTrail, type Crumb } from "../lib/breadcrumbs.ts";
import { shellFrom, type MatchLike } from "../lib/route-meta.ts";
import { pageMeta, type PageSeo } from "../lib/seo.ts";
import { breadcrumbList, organization, type JsonLd } from "../lib/structured-data.ts";

// One detail route (service, brochure, case study, job, article) is: find the entry, or answer 404;
// build its breadcrumb trail; describe it in metadata; show its own not-found card. Each route only
// says what differs: its collection, its key, its trail labels, its metadata and its kind of not-found card (words in labels.notFound)
// (docs/decisions/0160-one-detail-route-helper.md).

/**
 * The address parameters of every detail route: the segment that names the entry is `:slug` in each of them, whatever
 * the collection calls its key (a job's slug, an article's number), so a route declared with another name fails the
 * type check here.
 */
interface DetailParams {
  slug: string;
}

/** The entry whose key equals the address's slug, or a 404 response. Keys are compared as text: /blog/07 is not /blog/7. */
export function findOr404<Entry>(entries: readonly Entry[], key: (entry: Entry) => string, params: DetailParams): Entry {
  const entry = entries.find((candidate) => key(candidate) === params.slug);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

/** Home › the listing page (labelled by its heading when it exists) › the entry. */
export function detailTrail(url: string, listingHeading: string | undefined, entryKey: string, entryLabel: string): Crumb[] {
  const listing = url.split("/").filter(Boolean)[0] ?? "";
  return breadcrumbTrail(url, { ...(listingHeading === undefined ? {} : { [listing]: listingHeading }), [entryKey]: entryLabel });
}

interface DetailMetaArgs<Data> {
  loaderData: Data | undefined;
  matches: readonly (MatchLike | undefined)[];
}

/** A detail route's meta function: the not-found title (from the labels) when there is no entry (or no shell), otherwise what `build` says. */
export function detailMeta<Data>(kind: DetailKind, build: (loaderData: Data, shell: ShellData) => MetaDescriptor[]) {
  return ({ loaderData, matches }: DetailMetaArgs<Data>): MetaDescriptor[] => {
    const shell = shellFrom(matches);
    if (!loaderData || !shell) return notFoundTitle(shell?.labels, kind);
    return build(loaderData, shell);
  };
}

/** What every entry of a collection carries for its page's metadata. */
interface EntryPage {
  seo: Pick<PageSeo, "title" | "description" | "keywords">;
  url: string;
  shareImage?: ShareImage;
}

interface EntryMetaOptions {
  trail: Crumb[];
  /** The entry's own structured data, placed between the Organization and the BreadcrumbList. */
  schemas: JsonLd[];
  type?: PageSeo["type"];
}

/** An entry page's metadata: its SEO texts at its address, with Organization, its own schemas and its BreadcrumbList. */
export function entryMeta(
  shell: ShellData,
  { seo, url, shareImage }: EntryPage,
  { trail, schemas, type }: EntryMetaOptions,
): MetaDescriptor[] {
  return pageMeta(shell, {
    ...seo,
    path: url,
    shareImage,
    type,
    jsonLd: [organization(shell.site, shell.siteUrl), ...schemas, breadcrumbList(trail, shell.siteUrl)],
  });
}
