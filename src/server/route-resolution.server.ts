import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the server knows of a request's path before React Router runs (docs/decisions/0420-every-method-gets-the-sites-answer.md). */
export interface ResolvedRoute {
  /** The route React Router will answer with (for a POST, the route whose action runs); "" when no route of the site matches. */
  id: string;
  /** The methods the path takes: GET and HEAD for every page and file, POST only where an action runs. */
  allow: string[];
  /** False for the not-found route: nothing is at this path. */
  exists: boolean;
  /** A script's request (/api/*, a .data request): answered in JSON, not with a page. */
  json: boolean;
  /** A page of the site (a route with a component), whose form posts React Router checks for their origin. */
  page: boolean;
}

/** The catch-all route of src/routes.ts: a path no page has. */
const NOT_FOUND_ROUTE = "routes/not-found";
/** Paths the Express app answers itself, with GET only. */
const OWN_PATHS = ["/livez", "/healthz", "/metrics"];
/** React Router's single-fetch name for the data of "/". */
const ROOT_DATA = "/_.data";

/** The build's flat route list as the tree matchRoutes reads. */
export function routeTree(build: ServerBuild): RouteObject[] {
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

/** A path as the content lists it: lower case, no trailing slash. */
function contentPath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, "$1");
}

/**
 * Resolves a path and query as React Router will: case and a trailing slash do not matter, a .data
 * request is its page's, and a POST to "/" without `?index` goes to the root route, which has no action.
 * With `pagePaths` (the content's pages), a path a route with a parameter matches but the content has no
 * entry for ("/nope" for ":page") is nothing, for every method: its Allow never names a POST that 404s.
 */
export function routeResolver(
  build: ServerBuild,
  pagePaths?: Iterable<string>,
): (pathname: string, search: URLSearchParams) => ResolvedRoute {
  const tree = routeTree(build);
  const known = pagePaths === undefined ? undefined : new Set([...pagePaths].map(contentPath));
  return (pathname, search) => {
    const lower = pathname.toLowerCase();
    if (OWN_PATHS.includes(lower)) return { id: lower, allow: ["GET", "HEAD"], exists: true, json: true, page: false };
    if (lower === "/admin" || lower.startsWith("/admin/"))
      return { id: "/admin", allow: ["GET", "HEAD"], exists: true, json: false, page: false };
    const data = lower.endsWith(".data");
    const pagePath = lower === ROOT_DATA ? "/" : data ? pathname.slice(0, -".data".length) : pathname;
    const leaf = matchRoutes(tree, pagePath)?.at(-1)?.route;
    const route = leaf?.id ? build.routes[leaf.id] : undefined;
    if (!route) return { id: "", allow: ["GET", "HEAD"], exists: false, json: data, page: false };
    if (known && route.path?.includes(":") && !known.has(contentPath(pagePath)))
      return { id: route.id, allow: ["GET", "HEAD"], exists: false, json: data, page: route.module.default !== undefined };
    // React Router runs an index route's action only when the URL says ?index; otherwise its parent's.
    const actionRoute = route.index && !search.has("index") && route.parentId ? build.routes[route.parentId] : route;
    const page = route.module.default !== undefined;
    // A resource route without a loader (POST /api/leads) takes no GET: its Allow says so, as its 405 does.
    const reads = page || route.module.loader !== undefined;
    return {
      id: route.id,
      allow: [...(reads ? ["GET", "HEAD"] : []), ...(actionRoute?.module.action ? ["POST"] : [])],
      exists: route.id !== NOT_FOUND_ROUTE,
      json: data || (!page && /^\/api\//i.test(pagePath)),
      page,
    };
  };
}
