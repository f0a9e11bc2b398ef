import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Store } from "express-rate-limit";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { adminRoutes, type AdminOptions } from "./admin.server.ts";
import { createErrorLog, withoutQuery, type ErrorLog } from "./error-log.server.ts";
import { httpMetrics, routeLabeller } from "./ops/http-metrics.server.ts";
import { healthEndpoint } from "./ops/health-endpoint.server.ts";
import { metricsEndpoint, type Metrics } from "./ops/metrics.server.ts";
import type { HealthReport } from "../features/leads/server/index.server.ts";
import { cachePolicy } from "./cache-policy.server.ts";
import { rejectMalformed } from "./malformed-requests.server.ts";
import { methodGate } from "./method-gate.server.ts";
import { isQuestion, postLimits, refuseBusy } from "./post-limits.server.ts";
import { gateQuestions, type QuestionGate } from "../features/assistant/server/index.server.ts";
import { securityHeaders } from "./security-headers.server.ts";
import { loadServerPages, type ServerPages } from "./server-pages.server.ts";
import { staticFiles } from "./static-files.server.ts";
import { weakEtagWhenCompressed } from "./weak-etag.server.ts";
import type { Visits } from "../features/visits/server/index.server.ts";
import { isDevelopment } from "../platform/settings.server.ts";

export interface AppOptions {
  /** The React Router server build, or a function that loads it per request (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, for prerendered pages and hashed assets; absent in development (Vite serves them). */
  clientDir?: string;
  /** The browser editor at /admin; absent, /admin is an unknown page. */
  admin?: AdminOptions;
  /** build/server-pages: prerendered not-found pages and the plain status pages. */
  serverPagesDir?: string;
  /** Extra middleware that must run before React Router (Vite's dev middleware). */
  before?: RequestHandler[];
  /** Fills the request's router context (lead service, settings) for loaders and actions. */
  fillContext?: (context: RouterContextProvider) => void;
  /** Bounds the chat questions worked on at once; one more is answered 503 busy before React Router reads it. */
  questionGate?: QuestionGate;
  /** Form posts and leads allowed per client and window before 429; a shared store makes the budget hold across instances. */
  postLimit?: { windowMs: number; limit: number; store?: Store };
  /** Chat questions allowed per client and window before 429, counted apart from postLimit. */
  chatLimit?: { windowMs: number; limit: number; store?: Store };
  /**
   * Express's 'trust proxy' (TRUST_PROXY) for a TLS-terminating proxy in front: request.secure then
   * follows X-Forwarded-Proto (so HSTS is sent) and the POST limits count each visitor, not the proxy.
   */
  trustProxy?: boolean | number | string;
  /**
   * The public origin (SITE_URL). Form posts whose Origin is this are accepted whatever Host a proxy
   * passes on.
   */
  siteUrl?: string;
  errorLog?: ErrorLog;
  /** Prerendered paths that must be rendered per request instead (jobs closed since the build). */
  renderLive?: (pathname: string) => boolean;
  /** What /healthz reports (docs/decisions/0270-outbox-health.md); absent, it answers ok. In full only with metrics.token (0421). */
  health?: { report(): Promise<HealthReport> };
  /** Request timings and rate-limit refusals go here; with `token` (METRICS_TOKEN), /metrics shows them. */
  metrics?: { metrics: Metrics; token?: string | undefined; beforeScrape?: () => Promise<unknown> };
  /** Gives each request an id and, in JSON logs, an access line. */
  requestLog?: RequestHandler;
  /** Counts page views, takes field vitals and serves /admin/insights. */
  visits?: Pick<Visits, "counter" | "vitals" | "insights">;
}

const TEN_MINUTES = 10 * 60_000;

/** The whole site as one Express app: security headers, static files, the POST limits, React Router, the last error handler. */
export function createApp(options: AppOptions) {
  const app = express();
  const pages = loadServerPages(options.serverPagesDir ?? `${options.clientDir ?? "build/client"}/../server-pages`);
  const errorLog = options.errorLog ?? createErrorLog();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);
  if (options.requestLog) app.use(options.requestLog);
  const metrics = options.metrics?.metrics;
  if (metrics) app.use(httpMetrics(metrics, routeLabeller(typeof options.build === "function" ? undefined : options.build)));
  app.use(securityHeaders());
  // Every answer says how it may be cached; under the dev server live pages are revalidated each time (record 0424).
  app.use(cachePolicy(isDevelopment() ? "no-cache" : undefined));
  const notFound: RequestHandler = (request, response) => {
    const page = pages.notFound("page", request.path);
    if (!page) return void response.status(404).end();
    response.setHeader("Content-Security-Policy", page.csp);
    response.status(404).type("html").send(page.html);
  };
  app.use(rejectMalformed(notFound));
  app.use(drainUnreadBodies());
  // The vitals beacon is the site's own endpoint, not a route of React Router: it answers before the gate.
  if (options.visits) app.use(options.visits.vitals);
  // Before anything reads a POST: a method or path no route takes gets the site's own 404, 405 or 403 (record 0420).
  app.use(methodGate(options.build, pages, options.siteUrl));
  // Every page served from here on, prerendered or rendered, is counted once it is answered.
  if (options.visits) app.use(options.visits.counter);
  // Liveness: the process answers. Readiness (/healthz): it can also store leads; 503 only when it cannot.
  app.get("/livez", (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    // The status alone: the uptime is the operator's, in the full /healthz.
    response.json({ status: "ok" });
  });
  app.get("/healthz", healthEndpoint(options.health, options.metrics?.token));
  if (metrics && options.metrics?.token) app.get("/metrics", metricsEndpoint(metrics, options.metrics.token, options.metrics.beforeScrape));
  app.use(weakEtagWhenCompressed());
  app.use(compression());
  if (options.visits?.insights) app.use(options.visits.insights);
  if (options.admin) app.use("/admin", adminRoutes(options.admin));
  for (const middleware of options.before ?? []) app.use(middleware);
  if (options.clientDir) app.use(staticFiles(options.clientDir, pages, options.renderLive));
  app.use(
    postLimits(
      { forms: options.postLimit ?? { windowMs: TEN_MINUTES, limit: 20 }, chat: options.chatLimit ?? { windowMs: TEN_MINUTES, limit: 30 } },
      pages,
      metrics ? (limit) => metrics.rateLimited.inc({ limit }) : undefined,
    ),
  );
  if (options.questionGate) {
    const gate = options.questionGate;
    app.use(gateQuestions(gate, isQuestion, (request, response) => refuseBusy(request, response, pages)));
  }
  app.all(
    "/{*path}",
    createRequestHandler({
      build: withActionOrigins(options.build, options.siteUrl),
      mode: isDevelopment() ? "development" : "production",
      getLoadContext: () => {
        const context = new RouterContextProvider();
        options.fillContext?.(context);
        return context;
      },
    }),
  );
  app.use(lastErrorHandler(pages, errorLog));
  return app;
}

/** Bodies larger than this are cut off (the connection closes) instead of read to the end. */
const MAX_DRAIN_BYTES = 4 * 1024 * 1024;

/**
 * A POST refused before its body was read (413, 429, 403) still has bytes on the way; closing the
 * connection then would reset it before the client reads the answer. They are read and dropped once
 * the answer is sent, up to MAX_DRAIN_BYTES.
 */
function drainUnreadBodies(): RequestHandler {
  return (request, response, next) => {
    if (request.method === "POST") {
      response.once("finish", () => {
        if (request.complete || request.destroyed) return;
        let drained = 0;
        request.removeAllListeners("data");
        request.on("data", (chunk: Buffer) => {
          drained += chunk.length;
          if (drained > MAX_DRAIN_BYTES) request.destroy();
        });
        request.resume();
      });
    }
    next();
  };
}

/**
 * React Router refuses an action whose Origin differs from the URL it rebuilt from Host; behind a
 * proxy that passes its own Host, that is every form post. SITE_URL's host is the one it may trust.
 */
function withActionOrigins(build: AppOptions["build"], siteUrl: string | undefined): AppOptions["build"] {
  const host = siteUrl ? URL.parse(siteUrl)?.host : undefined;
  if (!host) return build;
  const add = (loaded: ServerBuild): ServerBuild => ({ ...loaded, allowedActionOrigins: [...(loaded.allowedActionOrigins || []), host] });
  if (typeof build === "function") return async () => add(await build());
  return add(build);
}

/**
 * Whatever went wrong, the visitor gets a plain page of the site with no trace, path or internals,
 * and the log one line. Client errors that Express's
 * own parts raise (a URI that does not decode, a body too large) keep their 4xx status.
 */
function lastErrorHandler(pages: ServerPages, log: ErrorLog): ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const raw =
      (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof raw === "number" && raw >= 400 && raw < 500 ? raw : 500;
    // The path only: a query can carry what a visitor typed (docs/decisions/0422-no-query-or-body-in-logs.md).
    log.record(status, request.method, withoutQuery(request.originalUrl), error, (request as { id?: unknown }).id?.toString());
    // Mid-stream there is no page left to send; Express's own handler would print the stack.
    if (response.headersSent) return void request.socket.destroy();
    const page = pages.status(status < 500 ? 400 : 500);
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("Content-Security-Policy", page.csp);
    response.removeHeader("ETag");
    response.status(status).type("html").send(page.html);
  };
}
