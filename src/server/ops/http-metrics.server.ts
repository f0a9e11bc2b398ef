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

/** How many paths' labels are kept: well above the site's pages and files. */
const KNOWN_PATHS = 5000;

/**
 * The route pattern a path belongs to ("/services/:slug", "/:page", "/*"), from the build's own route
 * manifest, so one label covers every service page and an unknown path cannot add a label.
 */
export function routeLabeller(build: ServerBuild | undefined): (path: string) => string {
  const routes = build ? routeTree(build) : [];
  const label = (path: string) => {
    if (OWN_ROUTES.has(path)) return path;
    // React Router warns on its own, uncapped, for every path it cannot decode; such a request is already
    // a 400 in the error log, whose detail is capped at 20 lines a minute.
    if (!decodes(path)) return "(malformed)";
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
  // matchRoutes ranks the whole route list on every call; a path's label never changes, so each is worked out
  // once. Emptied when full, so a probe of random paths cannot grow it (docs/decisions/0515).
  const known = new Map<string, string>();
  return (path) => {
    let found = known.get(path);
    if (found === undefined) {
      if (known.size >= KNOWN_PATHS) known.clear();
      found = label(path);
      known.set(path, found);
    }
    return found;
  };
}

function decodes(path: string): boolean {
  try {
    // The result is used: the server's bundler drops a call whose result is not, and the guard with it.
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
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
