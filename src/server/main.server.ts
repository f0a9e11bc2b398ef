/**
 * npm start (production) and npm run dev (--dev, with Vite): one Node process serves the whole site.
 * Run by Node directly, so imports carry their .ts extension.
 */
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import express, { type RequestHandler } from "express";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { chatContext, loadChatContext } from "../features/assistant/server/chat-context.server.ts";
import { createApp } from "./app.server.ts";
import { closedSinceBuild } from "./closed-since-build.server.ts";
import { businessToday } from "../lib/job-status.ts";
import { leadContext } from "../features/leads/server/lead-context.server.ts";
import { createLeadService } from "../features/leads/server/lead-service.server.ts";
import { leadLabelsOf } from "../features/leads/lead-validation.ts";
import type { LeadLabels } from "../content/lead-labels.ts";
import type { SiteSettings } from "../content/types.ts";
import { isPostgresUrl, openLeadStore } from "../features/leads/server/open-lead-store.server.ts";
import { payloadAttributeNames } from "../features/leads/server/brevo-payload.server.ts";
import { readLeadSettings } from "../features/leads/server/lead-settings.server.ts";
import { describePostgresUrl } from "../features/leads/server/postgres-lead-store.server.ts";
import { leadStoreNotice } from "../features/leads/server/private-files.server.ts";
import { openResilientLeadStore } from "../features/leads/server/resilient-lead-store.server.ts";
import { createErrorLog } from "./error-log.server.ts";
import { createAlerter, type Alerter } from "./ops/alerts.server.ts";
import type { LeadStore } from "../features/leads/server/lead-store.server.ts";
import { chatSignals, leadSignals, reportProviderCheck } from "./ops/lead-signals.server.ts";
import { createLogging, requestLogging, routeConsoleThrough } from "./ops/logger.server.ts";
import { createMetrics, recordOutbox } from "./ops/metrics.server.ts";
import { createHealthMonitor } from "../features/leads/server/outbox-health.server.ts";
import { checkProvider } from "./ops/provider-check.server.ts";
import { PostgresRateLimitStore } from "./postgres-rate-limit-store.server.ts";
import { readSettings } from "./settings.server.ts";
import type { ChatData } from "../content/chat-data-shape.ts";
import { createBusySource } from "../features/meetings/server/busy-source.server.ts";
import { createMeetingOutbox, type MeetingOutbox } from "../features/meetings/server/meeting-outbox.server.ts";
import { createMeetingService, type MeetingRules, type MeetingService } from "../features/meetings/server/meeting-service.server.ts";
import { calendarConfigured, readMeetingSettings } from "../features/meetings/server/meeting-settings.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const settings = readSettings();
const dev = process.argv.includes("--dev");
const logging = createLogging(settings.logFormat);
const log = logging.logger;
if (settings.logFormat === "json") routeConsoleThrough(log);

interface BundleFacts {
  site?: {
    leadSender?: string;
    email?: string;
    timeZone?: string;
    meetings?: MeetingRules;
    labels?: Pick<SiteSettings["labels"], "validation" | "forms">;
  };
  chat?: Pick<ChatData, "labels" | "meetingLabels" | "business" | "companyName">;
  jobs?: { url: string; validThrough: string }[];
  compiledOn?: string;
}

function readBundleFacts(): BundleFacts {
  try {
    return JSON.parse(readFileSync(`${root}.generated/content.json`, "utf8")) as BundleFacts;
  } catch {
    return {};
  }
}

/** The sender address given to the email provider: LEAD_SENDER, else content/site.yaml's leadSender. */
function contentLeadSender(): string | undefined {
  return readBundleFacts().site?.leadSender;
}

/** The labels leads are checked with, the same the pages and the chat use. */
function contentLeadLabels(): LeadLabels {
  const labels = readBundleFacts().site?.labels;
  if (!labels) throw new Error(".generated/content.json is missing or unreadable: run npm run build first.");
  return leadLabelsOf(labels);
}

/** Jobs that close after the build are rendered live instead of from their stale prerendered files. */
function renderLive(): (pathname: string) => boolean {
  const { jobs = [], compiledOn, site } = readBundleFacts();
  // Today in site.yaml's time zone, the same day the compiler and the loaders count in (docs/decisions/0232).
  const timeZone = site?.timeZone;
  return compiledOn && timeZone ? closedSinceBuild(jobs, compiledOn, () => businessToday(timeZone)) : () => false;
}

async function start() {
  const leadLog = log.child("leads");
  const metrics = createMetrics();
  const alerts = createAlerter({
    webhookUrl: settings.alertWebhookUrl,
    site: settings.siteUrl,
    log: log.child("alerts"),
    onResult: (kind, outcome) => metrics.alerts.inc({ kind, outcome }),
  });
  // The site stays up while the lead store is down: /healthz says 503, submissions are refused (docs/decisions/0270).
  const location = isPostgresUrl(settings.leadsDb) ? describePostgresUrl(settings.leadsDb) : settings.leadsDb;
  const store = await openResilientLeadStore({ open: () => openLeadStore(settings.leadsDb), location, log: leadLog });
  log.info(leadStoreNotice(location));
  const leadLabels = contentLeadLabels();
  const meetingParts = startMeetings(store, alerts, log.child("meetings"));
  const leads = createLeadService({
    ...(meetingParts ? { meetings: meetingParts.service, onMeetingQueued: () => meetingParts.outbox.nudge() } : {}),
    store,
    leadLabels,
    env: process.env,
    senderAddress: contentLeadSender(),
    logger: leadLog,
    events: leadSignals(metrics, alerts),
    attributionAttributes: settings.leadAttributionAttributes,
  });
  leads.start();
  const health = createHealthMonitor({
    store,
    alerts,
    forwarding: leads.forwarding,
    onCheck: (summary, at) => recordOutbox(metrics, summary, at),
  });
  health.start();
  const provider = readLeadSettings(process.env);
  if (leads.forwarding && provider.apiKey) {
    void checkProvider({
      apiUrl: provider.apiUrl,
      apiKey: provider.apiKey,
      attributes: payloadAttributeNames({ attribution: settings.leadAttributionAttributes }),
    }).then((result) => {
      health.setProvider(result);
      reportProviderCheck(result, alerts, leadLog);
    });
  }
  const chat = {
    ...loadChatContext(settings, `${root}.generated/content.json`),
    observe: chatSignals(metrics),
    log: (line: string) => log.error(line),
  };
  const observability = {
    health,
    metrics: { metrics, token: settings.metricsToken, beforeScrape: () => health.report() },
    requestLog: requestLogging(logging),
    errorLog: createErrorLog({ write: (line, fields) => log.error(line, fields) }),
  };
  const fillContext = (context: RouterContextProvider) => {
    context.set(leadContext, { service: leads, siteOrigin: settings.siteUrl, ...(meetingParts ? { meetings: meetingParts.service } : {}) });
    context.set(chatContext, chat);
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
  const localBackendUrl = dev ? process.env.CMS_LOCAL_BACKEND_URL || undefined : undefined;
  const admin = {
    configFile: `${root}.generated/cms-config.yml`,
    apiOriginFile: `${root}.generated/cms-api-origin.txt`,
    ...(localBackendUrl ? { localBackendUrl } : {}),
  };
  let app;
  const httpServer = createServer();
  if (dev) {
    process.env.NODE_ENV = "development";
    const vite = await import("vite");
    // Live reload shares the site's port (not Vite's separate 24678), so one address and one CSP host serve both.
    // A node_modules that is a link (worktrees sharing one checkout's packages) is served from where it really
    // is, besides the project; otherwise Vite refuses React Router's client entry (docs/decisions/0431).
    const allow = [vite.searchForWorkspaceRoot(root), realpathSync(`${root}node_modules`)];
    const server = await vite.createServer({ root, server: { middlewareMode: true, hmr: { server: httpServer }, fs: { allow } } });
    app = createApp({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      // Own photos in development come straight from the build's photo cache (docs/decisions/0283-own-photo-cache.md).
      before: [devPhotoFiles(), server.middlewares],
      fillContext,
      postLimit,
      chatLimit,
      siteUrl: settings.siteUrl,
      admin,
      ...observability,
    });
  } else {
    const serverBuild = `${root}build/server/index.js`;
    if (!existsSync(serverBuild)) throw new Error("No build found: run npm run build (npm start does this for you).");
    const build = (await import(serverBuild)) as ServerBuild;
    app = createApp({
      build,
      clientDir: `${root}build/client`,
      serverPagesDir: `${root}build/server-pages`,
      fillContext,
      postLimit,
      chatLimit,
      trustProxy: settings.trustProxy,
      siteUrl: settings.siteUrl,
      admin,
      renderLive: renderLive(),
      ...observability,
    });
  }
  httpServer.on("request", app);
  const server = httpServer.listen(settings.port, settings.host, () => {
    log.info(`Site ready on http://${settings.host}:${settings.port} (NODE_ENV=${process.env.NODE_ENV ?? "unset"})`);
  });
  // Stop accepting, let requests in flight and the forwarding attempt in flight finish, then close the
  // outbox cleanly: no lead is half-written and none is acknowledged without being stored.
  const shutdown = () => {
    log.info("Stopping: finishing requests and the forwarding attempt in flight...");
    health.stop();
    alerts.stop();
    server.close(() => {
      void Promise.all([leads.stop(), meetingParts?.outbox.stop()])
        .then(() => Promise.all([store.close(), ...rateLimitStores.map((limitStore) => limitStore.shutdown())]))
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error(`Stopping failed: ${String(error)}`);
            process.exit(1);
          },
        );
    });
    // Idle keep-alive connections would otherwise hold the server open until they time out.
    server.closeIdleConnections();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

/**
 * Meetings against the company's calendar, when MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL is set
 * (docs/decisions/0470): the busy times, the booking rules of content/site.yaml and the outbox that
 * sends the invitations. Undefined without a calendar: the chat books as it always did.
 */
function startMeetings(
  store: LeadStore,
  alerts: Alerter,
  meetingLog: { info(line: string): void; warn(line: string): void; error(line: string): void },
): { service: MeetingService; outbox: MeetingOutbox } | undefined {
  const meetingSettings = readMeetingSettings(process.env);
  const { site, chat } = readBundleFacts();
  if (!calendarConfigured(meetingSettings) || !store.meetings || !chat || !site) return undefined;
  const rules = site.meetings ?? { minutes: 30, bufferMinutes: 0, noticeHours: 0 };
  const provider = readLeadSettings(process.env, site.leadSender);
  const bookingAddress = meetingSettings.bookingAddress ?? site.email ?? "";
  const outbox = createMeetingOutbox({
    ledger: store.meetings,
    apiUrl: provider.apiUrl,
    apiKey: provider.apiKey,
    sender: { email: provider.senderAddress ?? bookingAddress, name: chat.companyName },
    calendar: { user: meetingSettings.calendarUser, password: meetingSettings.calendarPassword },
    // The leads' retry settings, so invitations keep the leads' pace (docs/decisions/0473).
    ...(provider.retryBaseMs === undefined
      ? {}
      : { backoff: { baseMs: provider.retryBaseMs, minMs: Math.min(1_000, provider.retryBaseMs) } }),
    ...(provider.attemptTimeoutMs === undefined ? {} : { timeoutMs: provider.attemptTimeoutMs }),
    alerts,
    log: meetingLog,
  });
  const service = createMeetingService({
    ledger: store.meetings,
    busy: createBusySource({ settings: meetingSettings, timeZone: chat.business.timeZone, log: meetingLog, alerts }),
    rules,
    invitations: {
      labels: { ...chat.labels, ...chat.meetingLabels },
      business: chat.business,
      companyName: chat.companyName,
      bookingAddress,
      calendarUrl: meetingSettings.calendarUrl,
      linkSecret: meetingSettings.linkSecret,
      siteUrl: settings.siteUrl,
      now: Date.now,
    },
    onQueued: () => outbox.nudge(),
  });
  outbox.start();
  if (!meetingSettings.linkSecret)
    meetingLog.warn("MEETING_LINK_SECRET is not set: invitations carry no link to cancel or move the meeting.");
  meetingLog.info(
    `Meetings are booked against ${meetingSettings.calendarUrl ? "MEETING_CALENDAR_URL" : "MEETING_BUSY_ICS_URL (read only)"}.`,
  );
  return { service, outbox };
}

await start();

/** In development, /assets/media/ is the photo cache that content-build and the dev content plugin fill. */
function devPhotoFiles(): RequestHandler {
  const files = `${process.env.PHOTO_CACHE_DIR || `${root}node_modules/.cache/photos`}/files`;
  const router = express.Router();
  router.use("/assets/media", express.static(files, { index: false }));
  return router;
}
