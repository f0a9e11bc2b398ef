/**
 * The visit's attribution, read once when the page loads and kept in this module's memory only: never
 * a cookie or browser storage, and no identifier (docs/decisions/0250-attribution-lives-in-the-visit.md).
 * Client-side navigation keeps the module, so the landing page stays the first page; a full load
 * starts a new visit. The server cleans whatever arrives (src/features/leads/lead-attribution.ts).
 */

export type VisitAttribution = Record<string, string | string[]>;

/**
 * What the current page knows: its path, its campaign tags, which click identifiers it had (by name)
 * and the referring host when it is another site. Self-contained: the head script serialises it for
 * submissions posted before hydration (src/hydration/early-input.ts).
 */
export function readVisit(): VisitAttribution {
  const query = new URLSearchParams(location.search);
  const visit: VisitAttribution = { landing: location.pathname, clickIds: ["gclid", "fbclid"].filter((id) => query.has(id)) };
  for (const tag of ["source", "medium", "campaign", "term", "content"]) visit[tag] = (query.get(`utm_${tag}`) ?? "").slice(0, 150);
  try {
    const host = document.referrer ? new URL(document.referrer).host : "";
    visit.referrer = host === location.host ? "" : host;
  } catch {
    visit.referrer = "";
  }
  return visit;
}

let visit: VisitAttribution | undefined;

/** Reads the visit now; called when the app's code first runs, before any client-side navigation. */
export function rememberVisit(): void {
  if (typeof document !== "undefined") visit ??= readVisit();
}

/** The visit's attribution with the page a lead is sent from, for the body of POST /api/leads. */
export function leadAttribution(): VisitAttribution {
  rememberVisit();
  return { ...visit, page: location.pathname };
}
