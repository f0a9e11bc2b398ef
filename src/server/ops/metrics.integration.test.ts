import express from "express";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routeLabeller } from "./http-metrics.server.ts";
import { createMetrics, metricsEndpoint, recordOutbox } from "./metrics.server.ts";

async function serve(handler: express.RequestHandler) {
  const app = express();
  app.get("/metrics", handler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/metrics`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("metrics", () => {
  it("/metrics answers only the bearer of the token", async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.leadsStored.inc({ kind: "contact", outcome: "stored" });
    const server = await serve(metricsEndpoint(metrics, "s3cret"));
    try {
      for (const authorization of [undefined, "Bearer wrong", "Bearer s3cret2", "s3cret"]) {
        const response = await fetch(server.url, authorization ? { headers: { authorization } } : {});
        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toContain("Bearer");
        expect(await response.text()).not.toContain("leads_stored_total");
      }
      const response = await fetch(server.url, { headers: { authorization: "Bearer s3cret" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(await response.text()).toContain('leads_stored_total{kind="contact",outcome="stored"} 1');
    } finally {
      await server.close();
    }
  });

  it("the process metrics are there by default", async () => {
    const text = await createMetrics().registry.metrics();
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("sets the outbox gauges from a summary, and store up or down", async () => {
    const metrics = createMetrics({ processMetrics: false });
    recordOutbox(
      metrics,
      { pending: 3, failed: 1, suspect: 2, oldestPendingAt: 1_000, lastFailedAt: null, refused: 0, lastRefusedAt: null },
      61_000,
    );
    const text = await metrics.registry.metrics();
    expect(text).toContain('leads_outbox{status="pending"} 3');
    expect(text).toContain('leads_outbox{status="failed"} 1');
    expect(text).toContain("leads_oldest_pending_seconds 60");
    expect(text).toContain("lead_store_up 1");
    recordOutbox(metrics, undefined, 62_000);
    expect(await metrics.registry.metrics()).toContain("lead_store_up 0");
  });

  it("labels requests by route pattern, so paths cannot multiply the series", () => {
    const route = (id: string, path: string | undefined, parentId: string | undefined, index = false) => ({ id, path, parentId, index });
    const build = {
      routes: {
        root: route("root", "", undefined),
        home: route("home", undefined, "root", true),
        service: route("service", "services/:slug", "root"),
        page: route("page", ":page", "root"),
        notFound: route("notFound", "*", "root"),
      },
    } as unknown as ServerBuild;
    const label = routeLabeller(build);
    expect(label("/")).toBe("/");
    expect(label("/services/cloud")).toBe("/services/:slug");
    expect(label("/services/cloud.data")).toBe("/services/:slug");
    expect(label("/about")).toBe("/:page");
    expect(label("/no/such/path/at/all")).toBe("/*");
    expect(label("/assets/entry.abc123.js")).toBe("/assets/*");
    expect(label("/healthz")).toBe("/healthz");
  });

  it("labels a path that does not decode without a word of its own: the error log's capped line is its only record", () => {
    const build = { routes: { root: { id: "root", path: "", parentId: undefined, index: false } } } as unknown as ServerBuild;
    const label = routeLabeller(build);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (const path of ["/%E0%A4%A", "/a/%ZZ", "/%C0%AF"]) expect(label(path)).toBe("(malformed)");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
