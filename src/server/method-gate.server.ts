import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import { content } from "../content/content.server.ts";
import { routeResolver, type ResolvedRoute } from "./route-resolution.server.ts";
import type { RefusalLabels, ServerPages } from "./server-pages.server.ts";

/** Where the gate leaves what it resolved, for the POST budgets after it (response.locals). */
export const RESOLVED_ROUTE = "resolvedRoute";

/**
 * Every method but GET and HEAD is checked against the route the path resolves to, before anything
 * else reads the request (docs/decisions/0420-every-method-gets-the-sites-answer.md): nothing at the
 * path is a 404, a method the route does not take a 405 with its Allow, and a form posted to a page
 * from another site a 403. Each is the site's own page, or JSON for scripts; React Router never
 * meets a request it would answer with its own words or a 500.
 */
export function methodGate(build: ServerBuild | (() => Promise<ServerBuild>), pages: ServerPages, siteUrl?: string): RequestHandler {
  // The development server's build changes with every edit, so it is resolved per request there.
  // The content's pages: a path a route with a parameter matches but no entry has is a 404 for every method.
  const pagePaths = () => content.routes.map((route) => route.path);
  const fixed = typeof build === "function" ? undefined : routeResolver(build, pagePaths());
  const resolve = async (pathname: string, search: URLSearchParams) =>
    (fixed ?? routeResolver(await (build as () => Promise<ServerBuild>)(), pagePaths()))(pathname, search);
  return (request, response, next) => {
    // A page's GET is never refused here; an API's is, when its route takes none (GET /api/leads).
    if ((request.method === "GET" || request.method === "HEAD") && !/^\/api\//i.test(request.path)) return next();
    const url = new URL(request.originalUrl, "http://site.invalid");
    resolve(url.pathname, url.searchParams).then((route) => {
      response.locals[RESOLVED_ROUTE] = route;
      if (!route.exists) return notFound(request, response, route, pages);
      if (!route.allow.includes(request.method)) {
        response.setHeader("Allow", route.allow.join(", "));
        return refuse(response, route, pages, 405, "cannotSend");
      }
      if (request.method === "POST" && route.page && fromAnotherSite(request, siteUrl))
        return refuse(response, route, pages, 403, "crossSite");
      next();
    }, next);
  };
}

function refuse(response: Response, route: ResolvedRoute, pages: ServerPages, status: 403 | 405, label: keyof RefusalLabels) {
  response.setHeader("Cache-Control", "no-store");
  if (route.json) return void response.status(status).json({ ok: false, error: pages.refusalText(label) ?? "Not accepted here." });
  const page = pages.refusal(status, label);
  response.setHeader("Content-Security-Policy", page.csp);
  response.status(status).type("html").send(page.html);
}

function notFound(request: Request, response: Response, route: ResolvedRoute, pages: ServerPages) {
  response.setHeader("Cache-Control", "no-store");
  if (route.json) return void response.status(404).json({ ok: false, error: "Nothing is at this address." });
  const page = pages.notFoundFor(request.path) ?? pages.notFound("routes/not-found", request.path);
  if (!page) return void response.status(404).end();
  response.setHeader("Content-Security-Policy", page.csp);
  response.status(404).type("html").send(page.html);
}

/**
 * The same test the form handler makes (request-guards' isCrossSite), on Express's request: a browser
 * that says cross-site, an opaque origin, or an Origin that is neither SITE_URL's nor the one asked.
 */
function fromAnotherSite(request: Request, siteUrl: string | undefined): boolean {
  if (request.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = request.get("origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  const allowed = [originOf(siteUrl), originOf(`${request.protocol}://${request.host}`)];
  const given = originOf(origin);
  return given === undefined || !allowed.includes(given);
}

function originOf(url: string | undefined): string | undefined {
  return url ? URL.parse(url)?.origin : undefined;
}
