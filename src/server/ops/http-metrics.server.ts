import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Metrics } from "./metrics.server.ts";

/** Files outside React Router's routes, each family one label. */
const FILE_FAMILIES: [prefix: string, label: string][] = [
  ["/assets/", "/assets/*"],
  ["/og/", "/og/*"],
  ["/admin", "/admin/*"],
];
const OWN_ROUTES = new Set(["/healthz", "/livez", "/metrics"]);

/**
 * The route pattern a path belongs to ("/services/:slug", "/:page", "/*"), from the build's own route
 * manifest, so one label covers every service page and an unknown path cannot add a label.
 */
export function routeLabeller(build: ServerBuild | undefined): (path: string) => string {
  const routes = build ? routeTree(build) : [];
  return (path) => {
    if (OWN_ROUTES.has(path)) return path;
    const family = FILE_FAMILIES.find(([prefix]) => path.startsWith(prefix));
    if (family) return family[1];
    const matches = matchRoutes(routes, path);
    if (!matches) return "(other)";
    const pattern = matches
      .map((match) => match.route.path ?? "")
      .filter(Boolean)
      .join("/");
    return `/${pattern}`.replace(/\/+/g, "/").replace(/\.data$/, "");
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node: RouteObject = route.index ? { id: route.id, index: true } : { id: route.id, ...(route.path ? { path: route.path } : {}) };
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), node]);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((node) => (node.index ? node : { ...node, children: attach(children.get(node.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/** Times every response into http_request_duration_seconds. */
export function httpMetrics(metrics: Metrics, label: (path: string) => string): RequestHandler {
  return (request, response, next) => {
    const end = metrics.httpDuration.startTimer();
    response.once("finish", () => {
      end({ route: label(request.path), method: request.method, status_class: `${Math.floor(response.statusCode / 100)}xx` });
    });
    next();
  };
}
