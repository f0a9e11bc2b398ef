import type { Request, RequestHandler } from "express";
import { pageViewOf, skipReason, type ViewRequest } from "./page-view.server.ts";
import type { VisitMetrics } from "./visit-metrics.server.ts";
import type { VisitTally } from "./visit-tally.server.ts";

export interface VisitCounterOptions {
  tally: VisitTally;
  /** The page a path is, normalised (a content path, or a rendered route's template); undefined for anything that is not a page. */
  pageOf: (pathname: string) => string | undefined;
  /** The site's own host (SITE_URL's; the Host asked is one too): a Referer from it is a visit going on, not a new one. */
  ownHost: string;
  metrics?: VisitMetrics;
  now?: () => number;
}

/** A page answered in full or revalidated (304: a returning visitor's cached copy is still a view). */
const SHOWN = new Set([200, 304]);

/**
 * Counts every page the server answers (prerendered file or rendered route), once the answer is sent:
 * a full load, or a client-side navigation's .data request. Assets, APIs, health checks and not-found
 * answers are not pages; a request that revalidates the page it was sent from (after a form post) is
 * not a new view. The work per request is a few header reads and one push onto a list.
 */
export function countVisits(options: VisitCounterOptions): RequestHandler {
  const now = options.now ?? Date.now;
  return (request, response, next) => {
    if (request.method !== "GET") return next();
    const page = options.pageOf(pagePathOf(request.path));
    if (page === undefined) return next();
    response.once("finish", () => {
      if (!SHOWN.has(response.statusCode)) return;
      const view = viewRequest(request);
      const ownHosts = [options.ownHost, request.get("host") ?? ""];
      if (request.path.endsWith(".data") && fromPageItself(view.header("referer"), ownHosts, request.path)) return;
      const reason = skipReason(view);
      if (reason) return void options.metrics?.skipped.inc({ reason });
      const counted = pageViewOf(view, page, ownHosts, now());
      options.tally.record(counted);
      options.metrics?.views.inc({ device: counted.device });
    });
    next();
  };
}

/** The page a .data request (React Router's client navigation) is for: /services.data is /services, /_.data is /. */
function pagePathOf(path: string): string {
  if (path === "/_.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

function viewRequest(request: Request): ViewRequest {
  return { method: request.method, url: request.originalUrl, header: (name) => request.get(name), address: request.ip ?? "" };
}

/** A .data request sent from the page it is for: React Router revalidating after a form post. */
function fromPageItself(referer: string | undefined, ownHosts: readonly string[], dataPath: string): boolean {
  const from = referer ? URL.parse(referer) : null;
  if (!from || !ownHosts.some((host) => host.toLowerCase() === from.host.toLowerCase())) return false;
  return from.pathname.replace(/(.)\/+$/, "$1").toLowerCase() === pagePathOf(dataPath).toLowerCase();
}
