/**
 * The server's one module graph: this module is the SSR entry
 * that Vite builds to build/server/index.js (vite.config.ts). It is React Router's server build (every
 * export of `virtual:react-router/server-build`, so prerendering and the tests load it as one) and it
 * builds the site around it: the Express app with its lead service, chat context, meeting service and
 * settings. The routes and this module share every module, so a router context is one object without
 * any registry. Importing it starts nothing; src/server/main.server.ts calls startSite() and listens.
 */
import express, { type RequestHandler } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { content } from "../content/content.server.ts";
import { chatContext, createQuestionGate, startAssistant } from "../features/assistant/server/index.server.ts";
import { isPostgresUrl, leadContext, openSiteLeadStore, startLeads } from "../features/leads/server/index.server.ts";
import { startMeetings } from "../features/meetings/server/index.server.ts";
import { applicationContext, startApplications } from "../features/applications/server/index.server.ts";
import { startVisits } from "../features/visits/server/index.server.ts";
import { businessToday } from "../lib/job-status.ts";
import { createAlerter } from "../platform/alerts.server.ts";
import { readSettings, type Settings } from "../platform/settings.server.ts";
import { createApp } from "./app.server.ts";
import { closedSinceBuild } from "./closed-since-build.server.ts";
import { createErrorLog } from "./error-log.server.ts";
import { chatSignals, leadSignals, reportProviderCheck } from "./ops/lead-signals.server.ts";
import { createLogging, requestLogging, routeConsoleThrough, type OpsLogger } from "./ops/logger.server.ts";
import { createMetrics, recordOutbox } from "./ops/metrics.server.ts";
import { PostgresRateLimitStore } from "./postgres-rate-limit-store.server.ts";
import { visitPages } from "./visit-pages.server.ts";

export * from "virtual:react-router/server-build";
// The contexts the routes of this build read: tests that wire their own app around the build fill these.
export { chatContext, leadContext };

/** What build/server/index.js exports: React Router's server build, the site, and the contexts its routes read. */
export type SiteBuild = ServerBuild & { startSite: typeof startSite; leadContext: typeof leadContext; chatContext: typeof chatContext };

export interface SiteOptions {
  /** The project's folder (with a trailing slash): build/, .generated/ and node_modules/ are found there. */
  root: string;
  /**
   * `npm run dev`: Vite's middleware (pages, assets, live reload) and the server build loaded afresh on
   * each request, so edited routes are served at once. Absent, the site serves build/ (production).
   */
  dev?: { middlewares: RequestHandler; build: () => Promise<ServerBuild> };
}

export interface Site {
  /** The whole site as one request handler, for node:http's createServer. */
  app: ReturnType<typeof createApp>;
  /** The settings read from the environment at start (PORT, HOST, SITE_URL...). */
  settings: Settings;
  log: OpsLogger;
  /** First step of a shutdown, before the server stops accepting: the health checks and alerts stop. */
  stopWatching(): void;
  /** Last step, once no request is in flight: the forwarding attempts finish and the stores close. */
  close(): Promise<void>;
}

/** Jobs that close after the build are rendered live instead of from their stale prerendered files. */
function renderLive(): (pathname: string) => boolean {
  const { jobs, compiledOn, site } = content;
  // Today in site.yaml's time zone, the same day the compiler and the loaders count in.
  return closedSinceBuild(jobs, compiledOn, () => businessToday(site.timeZone));
}

/** Reads the settings, opens the lead store and starts the outboxes, then builds the app; listens nowhere. */
export async function startSite({ root, dev }: SiteOptions): Promise<Site> {
  const settings = readSettings();
  const logging = createLogging(settings.logFormat);
  const log = logging.logger;
  if (settings.logFormat === "json") routeConsoleThrough(log);
  const leadLog = log.child("leads");
  const metrics = createMetrics();
  const alerts = createAlerter({
    webhookUrl: settings.alertWebhookUrl,
    site: settings.siteUrl,
    log: log.child("alerts"),
    onResult: (kind, outcome) => metrics.alerts.inc({ kind, outcome }),
  });
  const store = await openSiteLeadStore(settings.leadsDb, leadLog);
  const meetings = startMeetings({
    ledger: store.meetings,
    settings: settings.meetings,
    provider: settings.leads,
    siteUrl: settings.siteUrl,
    content,
    alerts,
    log: log.child("meetings"),
  });
  const leads = startLeads({
    store,
    settings,
    content,
    meetings,
    events: leadSignals(metrics, alerts),
    alerts,
    onOutboxCheck: (summary, at) => recordOutbox(metrics, summary, at),
    onProviderCheck: (result) => reportProviderCheck(result, alerts, leadLog),
    log: leadLog,
  });
  // Job applications: their emails and their retention.
  const applications = startApplications({
    ledger: store.applications,
    site: content.site,
    provider: settings.leads,
    siteOrigin: settings.siteUrl,
    alerts,
    metrics,
    log: log.child("applications"),
  });
  const chat = startAssistant({
    root,
    settings,
    content,
    recordGap: (question) => store.chatGaps.record(question),
    observe: chatSignals(metrics),
    log,
  });
  const questionGate = createQuestionGate();
  const observability = {
    // The private detail says whether the sentence model serves (docs/assistant.md, "Meaning").
    health: { report: async () => ({ ...(await leads.health.report()), assistant: chat.state() }) },
    metrics: { metrics, token: settings.metricsToken, beforeScrape: () => leads.health.report() },
    requestLog: requestLogging(logging),
    errorLog: createErrorLog({ write: (line, fields) => log.error(line, fields) }),
  };
  const fillContext = (context: RouterContextProvider) => {
    context.set(leadContext, leads.context);
    context.set(chatContext, chat.context);
    context.set(applicationContext, applications.context);
  };
  // With a shared PostgreSQL, the POST budgets are shared too: N instances must not mean N times the limit.
  const shared = isPostgresUrl(settings.leadsDb);
  const rateLimitStores = shared
    ? [new PostgresRateLimitStore(settings.leadsDb, "posts:"), new PostgresRateLimitStore(settings.leadsDb, "chat:")]
    : [];
  const [postStore, chatStore] = rateLimitStores;
  const postLimit = { windowMs: 10 * 60_000, limit: settings.postsPerTenMinutes, ...(postStore ? { store: postStore } : {}) };
  const chatLimit = { windowMs: 10 * 60_000, limit: settings.chatPerTenMinutes, ...(chatStore ? { store: chatStore } : {}) };
  // The local proxy that writes content/ exists only under `npm run edit` (development), never in production.
  const localBackendUrl = dev ? settings.cmsLocalBackendUrl : undefined;
  const admin = {
    configFile: `${root}.generated/cms-config.yml`,
    apiOriginFile: `${root}.generated/cms-api-origin.txt`,
    ...(localBackendUrl ? { localBackendUrl } : {}),
  };
  // Visits per page and day, field vitals and /admin/insights, in the lead store.
  const visits = startVisits({
    ledger: store.visits,
    leads: store,
    siteUrl: settings.siteUrl,
    timeZone: content.site.timeZone,
    retentionMonths: content.site.visits?.retentionMonths ?? 13,
    ...visitPages(
      dev ? undefined : serverBuild,
      content.routes.map((route) => route.path),
    ),
    token: settings.metricsToken,
    registry: metrics.registry,
    log: (line) => log.warn(line),
  });
  const common = { fillContext, postLimit, chatLimit, questionGate, siteUrl: settings.siteUrl, admin, visits, ...observability };
  const app = dev
    ? createApp({
        ...common,
        build: dev.build,
        // Own photos in development come straight from the build's photo cache.
        before: [devPhotoFiles(root, settings.photoCacheDir), dev.middlewares],
      })
    : createApp({
        ...common,
        build: serverBuild,
        clientDir: `${root}build/client`,
        serverPagesDir: `${root}build/server-pages`,
        trustProxy: settings.trustProxy,
        renderLive: renderLive(),
      });
  return {
    app,
    settings,
    log,
    stopWatching() {
      leads.stopWatching();
      alerts.stop();
    },
    // Let the forwarding attempt in flight finish, then close the outbox cleanly: no lead is half-written
    // and none is acknowledged without being stored.
    async close() {
      await Promise.all([leads.stop(), meetings?.stop(), applications.stop(), chat.stop(), visits.stop()]);
      await Promise.all([store.close(), ...rateLimitStores.map((limitStore) => limitStore.shutdown())]);
    },
  };
}

/** In development, /assets/media/ is the photo cache that content-build and the dev content plugin fill. */
function devPhotoFiles(root: string, photoCacheDir: string | undefined): RequestHandler {
  const files = `${photoCacheDir || `${root}node_modules/.cache/photos`}/files`;
  const router = express.Router();
  router.use("/assets/media", express.static(files, { index: false }));
  return router;
}
