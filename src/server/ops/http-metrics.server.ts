import type { RequestHandler } from "express";
import { matchRoutes, type ServerBuild } from "react-router";
import { routeTree } from "../route-resolution.server.ts";
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
