import { expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { visitPages } from "./visit-pages.server.ts";

/** A build with the site's route shapes: a page route with a parameter, a detail route, a rendered page, files and an API. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    home: { id: "home", parentId: "root", index: true, module: { default: () => null } },
    service: { id: "service", parentId: "root", path: "services/:slug", module: { default: () => null } },
    search: { id: "search", parentId: "root", path: "search", module: { default: () => null } },
    sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { loader: () => null } },
    api: { id: "api", parentId: "root", path: "api/leads", module: { action: () => null } },
    page: { id: "page", parentId: "root", path: ":page", module: { default: () => null } },
    notFound: { id: "not-found", parentId: "root", path: "*", module: { default: () => null } },
  },
} as unknown as ServerBuild;

it("counts the content's pages by their path and rendered pages by their route, nothing else", () => {
  const { pageOf, templateOf } = visitPages(build, ["/", "/about", "/services/hosts"]);
  expect(pageOf("/About/")).toBe("/about");
  expect(pageOf("/services/hosts")).toBe("/services/hosts");
  expect(pageOf("/search")).toBe("/search");
  expect(templateOf("/services/hosts")).toBe("/services/:slug");
  expect(templateOf("/about")).toBe("/:page");
  for (const path of ["/no-such-page", "/services/nope", "/sitemap.xml", "/api/leads", "/healthz", "/assets/app.js"]) {
    expect(pageOf(path), path).toBeUndefined();
    expect(templateOf(path), path).toBeUndefined();
  }
});
