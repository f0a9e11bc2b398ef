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
import { loadAssistantIndex } from "../content/assistant-index.server.ts";
import {
  loadPassageVectors,
  startQuestionEmbedder,
  createQuestionGate,
  chatContext,
  loadChatContext,
  createGapRecorder,
} from "../features/assistant/server/index.server.ts";
import { prepareAnswers } from "../features/assistant/index.ts";
import { content } from "../content/content.server.ts";
import {
  leadContext,
  createLeadService,
  isPostgresUrl,
  openLeadStore,
  payloadAttributeNames,
  describePostgresUrl,
  leadStoreNotice,
  openResilientLeadStore,
  type LeadStore,
  createHealthMonitor,
} from "../features/leads/server/index.server.ts";
import { createApp } from "./app.server.ts";
import { closedSinceBuild } from "./closed-since-build.server.ts";
import { businessToday } from "../lib/job-status.ts";
import { leadLabelsOf } from "../features/leads/index.ts";
import { createErrorLog } from "./error-log.server.ts";
import { createAlerter, type Alerter } from "../platform/alerts.server.ts";
import { chatSignals, leadSignals, reportProviderCheck } from "./ops/lead-signals.server.ts";
import { createLogging, requestLogging, routeConsoleThrough, type OpsLogger } from "./ops/logger.server.ts";
import { createMetrics, recordOutbox } from "./ops/metrics.server.ts";
import { checkProvider } from "../platform/provider-check.server.ts";
import { PostgresRateLimitStore } from "./postgres-rate-limit-store.server.ts";
import { readSettings, type Settings } from "../platform/settings.server.ts";
import {
  createBusySource,
  createMeetingOutbox,
  type MeetingOutbox,
  createMeetingService,
  type MeetingService,
  calendarConfigured,
} from "../features/meetings/server/index.server.ts";
import { retryBackoff } from "../platform/retry-policy.server.ts";
import { checkBooking } from "../features/meetings/index.ts";
import { startVisits } from "../features/visits/server/index.server.ts";
import { visitPages } from "./visit-pages.server.ts";
import { applicationContext, startApplications } from "../features/applications/server/index.server.ts";

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
  // The site stays up while the lead store is down: /healthz says 503, submissions are refused (docs/decisions/0270).
  const location = isPostgresUrl(settings.leadsDb) ? describePostgresUrl(settings.leadsDb) : settings.leadsDb;
  const store = await openResilientLeadStore({ open: () => openLeadStore(settings.leadsDb), location, log: leadLog });
  log.info(leadStoreNotice(location));
  const meetingParts = startMeetings(settings, store, alerts, log.child("meetings"));
  const leads = createLeadService({
    ...(meetingParts ? { meetings: meetingParts.service, onMeetingQueued: () => meetingParts.outbox.nudge() } : {}),
    // Calendar or not, a meeting is stored only for a slot the site offers (docs/decisions/0476).
    checkMeetingSlot: (fields) => {
      const checked = checkBooking(fields, content.chat.business, { ...content.chat.labels, ...content.chat.meetingLabels }, Date.now());
      return checked.ok ? undefined : checked.errors;
    },
    store,
    // The labels leads are checked with, the same the pages and the chat use.
    leadLabels: leadLabelsOf(content.site.labels),
    settings: settings.leads,
    // The sender address given to the email provider: LEAD_SENDER, else content/site.yaml's leadSender.
    senderAddress: content.site.leadSender,
    // A returning contact's lead is emailed to the company.
    companyInbox: { email: content.site.email, name: content.chat.companyName },
    logger: leadLog,
    events: leadSignals(metrics, alerts),
    attributionAttributes: settings.leadAttributionAttributes,
  });
  leads.start();
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
  const health = createHealthMonitor({
    store,
    alerts,
    forwarding: leads.forwarding,
    onCheck: (summary, at) => recordOutbox(metrics, summary, at),
  });
  health.start();
  const provider = settings.leads;
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
  const assistant = loadAssistantIndex(root);
  const vectors = loadPassageVectors(root, assistant);
  // The sentence model runs in a worker thread, loaded once; without vectors there is nothing to compare it with.
  const embedder = vectors ? startQuestionEmbedder({ log: (line) => log.warn(line) }) : undefined;
  if (!vectors) log.warn("[chat] no passage vectors in .generated/ (run npm run build): questions are answered by their words alone");
  const questionGate = createQuestionGate();
  const chat = {
    ...loadChatContext(settings, { chat: content.chat, companyName: content.site.name }, { assistant, vectors }),
    ...(embedder && { embedder }),
    observe: chatSignals(metrics),
    log: (line: string) => log.error(line),
    // The questions the site did not answer, counted for editors in the lead store (docs/decisions/0529-content-gaps.md).
    gaps: createGapRecorder({ record: (question) => store.chatGaps.record(question), log: (line) => log.warn(line) }),
  };
  // The first question prepares the indexes (the passages' words, the typo vocabulary: about a second): done
  // here, at start, so no visitor's question, and no request queued behind it, waits for it.
  if (chat.reply) prepareAnswers(chat.reply);
  const observability = {
    // The private detail says whether the sentence model serves (docs/assistant.md, "Meaning").
    health: {
      report: async () => ({
        ...(await health.report()),
        assistant: embedder?.state() ?? { state: "failed", detail: "no passage vectors" },
      }),
    },
    metrics: { metrics, token: settings.metricsToken, beforeScrape: () => health.report() },
    requestLog: requestLogging(logging),
    errorLog: createErrorLog({ write: (line, fields) => log.error(line, fields) }),
  };
  const fillContext = (context: RouterContextProvider) => {
    context.set(leadContext, { service: leads, siteOrigin: settings.siteUrl, ...(meetingParts ? { meetings: meetingParts.service } : {}) });
    context.set(chatContext, chat);
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
      health.stop();
      alerts.stop();
    },
    // Let the forwarding attempt in flight finish, then close the outbox cleanly: no lead is half-written
    // and none is acknowledged without being stored.
    async close() {
      await Promise.all([leads.stop(), meetingParts?.outbox.stop(), applications.stop(), embedder?.stop(), visits.stop()]);
      await Promise.all([store.close(), ...rateLimitStores.map((limitStore) => limitStore.shutdown())]);
    },
  };
}

/**
 * Meetings against the company's calendar, when MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL is set
 * (docs/decisions/0470): the busy times, the booking rules of content/site.yaml and the outbox that
 * sends the invitations. Undefined without a calendar: the chat books as it always did.
 */
function startMeetings(
  settings: Settings,
  store: LeadStore,
  alerts: Alerter,
  meetingLog: { info(line: string): void; warn(line: string): void; error(line: string): void },
): { service: MeetingService; outbox: MeetingOutbox } | undefined {
  const meetingSettings = settings.meetings;
  const { site, chat } = content;
  if (!calendarConfigured(meetingSettings) || !store.meetings) return undefined;
  const rules = site.meetings ?? { minutes: 30, bufferMinutes: 0, noticeHours: 0 };
  const provider = { ...settings.leads, senderAddress: settings.leads.senderAddress ?? (site.leadSender?.trim() || undefined) };
  const bookingAddress = meetingSettings.bookingAddress ?? site.email;
  const outbox = createMeetingOutbox({
    ledger: store.meetings,
    apiUrl: provider.apiUrl,
    apiKey: provider.apiKey,
    sender: { email: provider.senderAddress ?? bookingAddress, name: chat.companyName },
    calendar: { user: meetingSettings.calendarUser, password: meetingSettings.calendarPassword },
    // The leads' retry settings, so invitations keep the leads' pace.
    ...(provider.retryBaseMs === undefined ? {} : { backoff: retryBackoff(provider.retryBaseMs) }),
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

/** In development, /assets/media/ is the photo cache that content-build and the dev content plugin fill. */
function devPhotoFiles(root: string, photoCacheDir: string | undefined): RequestHandler {
  const files = `${photoCacheDir || `${root}node_modules/.cache/photos`}/files`;
  const router = express.Router();
  router.use("/assets/media", express.static(files, { index: false }));
  return router;
}
