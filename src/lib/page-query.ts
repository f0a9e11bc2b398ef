/**
 * The query a request may carry to be served from a prerendered file: each content page's allow-list, which the
 * build derives from its sections (src/content/compiler/page-query.ts; docs/decisions/0190-query-allow-lists.md).
 */

/** Parameter name → its finite values (each prerendered), or null when any text is possible. */
export type QueryAllowList = Record<string, readonly string[] | null>;

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
