import type { RequestHandler } from "express";
import { hasBearerToken } from "./bearer-token.server.ts";
import type { HealthReport } from "../../features/leads/server/index.server.ts";

/**
 * GET /healthz, the load balancer's readiness check: 503 when leads cannot be stored, 200 otherwise.
 * The public answer is `{ status }` alone; the outbox counts, the reasons, the provider's state and
 * the uptime go only to a request with `Authorization: Bearer <METRICS_TOKEN>`, so a bot cannot
 * watch a count to learn that it was caught.
 */
export function healthEndpoint(health: { report(): Promise<HealthReport> } | undefined, token: string | undefined): RequestHandler {
  return (request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    // The answer differs by the Authorization header; a cache must never hand one to the other.
    response.setHeader("Vary", "Authorization");
    const full = hasBearerToken(request, token);
    if (!health) return void response.json(full ? { status: "ok", uptime: Math.round(process.uptime()) } : { status: "ok" });
    health.report().then((report) => {
      response.status(report.status === "down" ? 503 : 200).json(full ? report : { status: report.status });
    }, next);
  };
}
