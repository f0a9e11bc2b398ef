import type { ServerBuild } from "react-router";
import { routeLabeller } from "./ops/http-metrics.server.ts";

/** A path as the content lists it: lower case, no trailing slash. */
function contentPath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, "$1");
}

/**
 * What the visit counter counts as a page: a path of the content (every prerendered
 * page), or a rendered route without parameters (/search), under its template. A path no page has, a file,
 * an API or the operator's pages are not pages, so a probe of random paths cannot add rows.
 */
export function visitPages(build: ServerBuild | undefined, contentPaths: Iterable<string>) {
  const known = new Set([...contentPaths].map(contentPath));
  const label = routeLabeller(build);
  const pageOf = (pathname: string): string | undefined => {
    const path = contentPath(pathname);
    if (known.has(path)) return path;
    const template = label(pathname);
    // A file route (/sitemap.xml, /chat-data.json) has a dot; a route with a parameter has a colon or star.
    return template.startsWith("/") && !/[:*.]|^\/api\//.test(template) && !["/healthz", "/livez", "/metrics"].includes(template)
      ? template
      : undefined;
  };
  return {
    pageOf,
    /** The route template of a page, for field vitals ("/services/:slug"). */
    templateOf: (pathname: string) => (pageOf(pathname) === undefined ? undefined : label(pathname)),
  };
}
