// Reads the server build (build/server/index.js), so it runs with the integration tests, after `npm run build`.
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routeResolver } from "./route-resolution.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let resolve: ReturnType<typeof routeResolver>;

beforeAll(async () => {
  resolve = routeResolver((await import(`${root}build/server/index.js`)) as ServerBuild);
});

const at = (path: string) => {
  const url = new URL(path, "http://site.invalid");
  return resolve(url.pathname, url.searchParams);
};

describe("routeResolver", () => {
  it("resolves every spelling of a route to the route React Router runs", () => {
    for (const path of ["/api/chat", "/API/chat", "/api/chat/", "/Api/Chat/", "/api/chat.data"])
      expect(at(path), path).toMatchObject({ id: "routes/api.chat", json: true, exists: true });
  });

  it("sends a POST to / without ?index to the root route, which takes no form", () => {
    expect(at("/").allow).toEqual(["GET", "HEAD"]);
    expect(at("/?index").allow).toEqual(["GET", "HEAD", "POST"]);
    expect(at("/_.data").allow).toEqual(["GET", "HEAD"]);
    expect(at("/_.data?index").allow).toEqual(["GET", "HEAD", "POST"]);
  });

  it("tells pages, resources, the server's own paths and paths nothing has apart", () => {
    expect(at("/zz-no-such-page")).toMatchObject({ id: "page", page: true, exists: true, allow: ["GET", "HEAD", "POST"] });
    expect(at("/services/zz-no-such-service")).toMatchObject({ page: true, exists: true, allow: ["GET", "HEAD"] });
    expect(at("/rss.xml")).toMatchObject({ page: false, json: false, allow: ["GET", "HEAD"] });
    expect(at("/zz-no-such/zz-path")).toMatchObject({ exists: false });
    expect(at("/HEALTHZ")).toMatchObject({ id: "/healthz", allow: ["GET", "HEAD"] });
  });
});
