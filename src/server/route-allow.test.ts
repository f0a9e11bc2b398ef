import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeResolver } from "./route-resolution.server.ts";

/** The shape of src/routes.ts, without a build: a page route with a form, detail routes, the catch-all. */
const route = (id: string, path: string | undefined, module: Record<string, unknown>, index = false) => ({
  id,
  path,
  parentId: id === "root" ? undefined : "root",
  index,
  module,
});
const component = () => null;
const build = {
  routes: {
    root: route("root", "", { default: component }),
    home: route("home", undefined, { default: component, action: () => null }, true),
    "routes/service": route("routes/service", "services/:slug", { default: component }),
    "routes/api.leads": route("routes/api.leads", "api/leads", { action: () => null }),
    page: route("page", ":page", { default: component, action: () => null }),
    "routes/not-found": route("routes/not-found", "*", { default: component }),
  },
} as unknown as ServerBuild;
const pages = ["/", "/contact", "/services/example-cloud"];

describe("one Allow truth per route (docs/decisions/0420)", () => {
  const resolve = routeResolver(build, pages);
  const at = (path: string) => resolve(path, new URLSearchParams());

  it("a path a route with a parameter matches but the content has no page for is nothing, for every method", () => {
    // PUT /nope used to advertise POST, which then answered 404.
    expect(at("/nope")).toMatchObject({ exists: false, allow: ["GET", "HEAD"] });
    expect(at("/nope.data")).toMatchObject({ exists: false, json: true });
    expect(at("/services/nope")).toMatchObject({ exists: false });
  });

  it("the content's pages keep their methods, whatever the case or a trailing slash", () => {
    for (const path of ["/contact", "/Contact/", "/contact.data"])
      expect(at(path), path).toMatchObject({ exists: true, allow: ["GET", "HEAD", "POST"] });
    expect(at("/services/example-cloud")).toMatchObject({ exists: true, allow: ["GET", "HEAD"] });
    // A resource route without a loader takes no GET: one Allow, the same for every method it refuses.
    expect(at("/api/leads")).toMatchObject({ exists: true, json: true, allow: ["POST"] });
  });

  it("without the content's pages, every path the route matches is taken as its own", () => {
    expect(routeResolver(build)("/nope", new URLSearchParams())).toMatchObject({ exists: true, allow: ["GET", "HEAD", "POST"] });
  });
});
