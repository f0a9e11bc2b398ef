import express, { type Request, type Router } from "express";
import { deviceClassOf } from "../device-class.ts";
import { bucketOf, VITAL_NAMES, VITALS_ENDPOINT } from "../vital-scale.ts";
import { skipReason } from "./page-view.server.ts";
import type { VisitMetrics } from "./visit-metrics.server.ts";
import type { VisitTally } from "./visit-tally.server.ts";

export interface VitalsEndpointOptions {
  tally: VisitTally;
  /** The route template of a page path ("/services/:slug"); undefined when the path is not one of the site's pages. */
  templateOf: (pathname: string) => string | undefined;
  /** Beacons one address may send per window; one page view sends one. */
  limit?: { windowMs: number; beacons: number };
  metrics?: VisitMetrics;
  now?: () => number;
}

/** Addresses remembered for the rate limit at most; past it the window starts again for everyone. */
const MAX_ADDRESSES = 10_000;

/**
 * POST /api/vitals: one page view's field vitals, `{ "path": "/about", "LCP": 1234, "INP": 80, "CLS": 0.02,
 * "TTFB": 300 }`, as navigator.sendBeacon sends it (text/plain). Values are kept only when a browser could
 * have measured them (vital-scale.ts's bounds) and the path is a page of the site; they are stored per
 * route template and device class, never with the address. Answers 204 (stored, or ignored for a bot or
 * an opt-out), 400 (nothing plausible) or 429 (this address sent too many).
 */
export function vitalsEndpoint(options: VitalsEndpointOptions): Router {
  const now = options.now ?? Date.now;
  const { windowMs, beacons } = options.limit ?? { windowMs: 10 * 60_000, beacons: 60 };
  const sent = new Map<string, { count: number; resetAt: number }>();
  const limited = (address: string, at: number) => {
    if (sent.size >= MAX_ADDRESSES) sent.clear();
    const entry = sent.get(address);
    if (!entry || entry.resetAt <= at) return void sent.set(address, { count: 1, resetAt: at + windowMs });
    entry.count++;
    return entry.count > beacons;
  };
  const outcome = (name: "stored" | "invalid" | "limited" | "ignored") => options.metrics?.vitals.inc({ outcome: name });
  const router = express.Router();
  router.post(VITALS_ENDPOINT, express.text({ type: () => true, limit: 2048 }), (request, response) => {
    response.setHeader("Cache-Control", "no-store");
    const at = now();
    if (skipReason({ header: (name) => request.get(name) })) {
      outcome("ignored");
      return void response.status(204).end();
    }
    if (limited(request.ip ?? "", at)) {
      outcome("limited");
      return void response.status(429).end();
    }
    const readings = readBeacon(request, options.templateOf);
    if (!readings) {
      outcome("invalid");
      return void response.status(400).end();
    }
    const device = deviceClassOf(request.get("user-agent") ?? "");
    for (const { metric, value } of readings.values) options.tally.recordVital({ at, template: readings.template, device, metric, value });
    outcome("stored");
    response.status(204).end();
  });
  // Every other method gets the site's usual refusal of a method a path does not take (docs/decisions/0420).
  router.all(VITALS_ENDPOINT, (_request, response) => {
    response.setHeader("Allow", "POST");
    response.setHeader("Cache-Control", "no-store");
    response.status(405).json({ ok: false, error: "Only POST is accepted here." });
  });
  return router;
}

/** The beacon's template and plausible values; undefined when there is none. */
function readBeacon(request: Request, templateOf: (pathname: string) => string | undefined) {
  let body: unknown;
  try {
    body = JSON.parse(typeof request.body === "string" ? request.body : "");
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  const template =
    typeof fields.path === "string" && fields.path.startsWith("/") ? templateOf(fields.path.split(/[?#]/, 1)[0] ?? "") : undefined;
  if (!template) return undefined;
  const values = VITAL_NAMES.flatMap((metric) =>
    Object.hasOwn(fields, metric) && bucketOf(metric, fields[metric]) !== undefined ? [{ metric, value: fields[metric] as number }] : [],
  );
  return values.length ? { template, values } : undefined;
}
