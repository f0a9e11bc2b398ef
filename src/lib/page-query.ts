/**
 * Which query parameters each content page reads, from the sections it is made of: the allow-lists
 * that decide whether a request with a query string can be served from a prerendered file
 * (docs/decisions/0190-query-allow-lists.md). Pages without such sections read none.
 */
import { contactFormQuery } from "./contact-form-query.ts";
import type { CompiledPage, CompiledSection } from "../content/types.ts";
import { articleBrowserQuery } from "./article-browser-query.ts";

/** Parameter name → its finite values (each prerendered), or null when any text is possible. */
export type QueryAllowList = Record<string, readonly string[] | null>;

function sectionQuery(section: CompiledSection): QueryAllowList {
  if (section.type === "article-browser") return articleBrowserQuery(section);
  if (section.type === "contact-form") return contactFormQuery(section);
  return {};
}

export function pageQuery(page: Pick<CompiledPage, "sections">): QueryAllowList {
  return Object.assign({}, ...page.sections.map(sectionQuery)) as QueryAllowList;
}

/**
 * The query a page reads, in a fixed order, with every other parameter (utm_*, gclid, fbclid,
 * ref, …) dropped; a parameter given twice is kept twice, so the caller can see it is ambiguous.
 */
export function readQuery(search: URLSearchParams, allowed: QueryAllowList): [string, string][] {
  return [...search].filter(([name]) => Object.hasOwn(allowed, name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key of a prerendered variant, e.g. "category=DevOps"; values are URL-encoded so the key is unambiguous. */
export function variantKey(query: readonly [string, string][]): string {
  return new URLSearchParams(query as [string, string][]).toString();
}
