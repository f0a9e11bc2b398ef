import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * A server-rendered public page: shared caches may keep it a minute.
 * The dev server passes "no-cache" instead, so an edit shows at once.
 */
const LIVE_PAGE_CACHE = "public, max-age=60";
/** Form results, refusals, errors and anything an address's query could fill with a visitor's data. */
const PRIVATE_CACHE = "no-store";

/** Statuses a shared cache may keep for a public address: the page, its redirects, and "nothing here". */
const PUBLIC_STATUSES = new Set([200, 301, 308, 404, 410]);
/** React Router's own query parameters of a .data request, which carry nothing a visitor typed. */
const ROUTER_PARAMS = new Set(["_routes", "index"]);

/**
 * Every answer says how it may be cached. Prerendered files keep what the static handler gives them;
 * anything else without a Cache-Control gets one when its headers go out: `no-store` for every
 * answer to a POST (form results show what the visitor typed, even when a route set otherwise), for
 * an address with a query of its own and for errors; a minute's public lifetime for a public page,
 * its data, its redirect or its 404.
 */
export function cachePolicy(livePage = LIVE_PAGE_CACHE): RequestHandler {
  return (request, response, next) => {
    onHeaders(response, () => {
      const safe = request.method === "GET" || request.method === "HEAD";
      if (!safe) return void response.setHeader("Cache-Control", PRIVATE_CACHE);
      if (response.getHeader("Cache-Control") !== undefined) return;
      const isPublic = PUBLIC_STATUSES.has(response.statusCode) && !hasVisitorQuery(request.originalUrl);
      response.setHeader("Cache-Control", isPublic ? livePage : PRIVATE_CACHE);
    });
    next();
  };
}

function hasVisitorQuery(url: string): boolean {
  const at = url.indexOf("?");
  if (at < 0) return false;
  return [...new URLSearchParams(url.slice(at + 1)).keys()].some((key) => !ROUTER_PARAMS.has(key));
}
