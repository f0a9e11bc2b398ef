/**
 * npm start (production) and npm run dev (--dev, with Vite): one Node process serves the whole site.
 * Run by Node directly, so imports carry their .ts extension.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { chatContext, loadChatContext } from "./ai/chat-context.server.ts";
import { createApp } from "./app.server.ts";
import { closedSinceBuild } from "./closed-since-build.server.ts";
import { businessToday } from "../lib/job-status.ts";
import { leadContext } from "./lead-context.server.ts";
import { createLeadService } from "./leads/lead-service.server.ts";
import { leadWords, type LeadWords } from "../lib/lead-validation.ts";
import type { SiteSettings } from "../content/types.ts";
import { isPostgresUrl, openLeadStore } from "./leads/open-lead-store.server.ts";
import { leadStoreNotice } from "./leads/private-files.server.ts";
import { PostgresRateLimitStore } from "./postgres-rate-limit-store.server.ts";
import { readSettings } from "./settings.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const settings = readSettings();
const dev = process.argv.includes("--dev");

interface BundleFacts {
  site?: { leadSender?: string; timeZone?: string; labels?: Pick<SiteSettings["labels"], "validation" | "forms"> };
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

/** The words leads are checked with, the same the pages and the chat use. */
function contentLeadWords(): LeadWords {
  const labels = readBundleFacts().site?.labels;
  if (!labels) throw new Error(".generated/content.json is missing or unreadable: run npm run build first.");
  return leadWords(labels);
}

/** Jobs that close after the build are rendered live instead of from their stale prerendered files. */
function renderLive(): (pathname: string) => boolean {
  const { jobs = [], compiledOn, site } = readBundleFacts();
  // Today in site.yaml's time zone, the same day the compiler and the loaders count in (docs/decisions/0232).
  const timeZone = site?.timeZone;
  return compiledOn && timeZone ? closedSinceBuild(jobs, compiledOn, () => businessToday(timeZone)) : () => false;
}

async function start() {
  const store = await openLeadStore(settings.leadsDb);
  console.log(leadStoreNotice(store.location));
  const leads = createLeadService({
    store,
    words: contentLeadWords(),
    env: process.env,
    senderAddress: contentLeadSender(),
    attributionAttributes: settings.leadAttributionAttributes,
  });
  leads.start();
  const chat = loadChatContext(settings, `${root}.generated/content.json`);
  const fillContext = (context: RouterContextProvider) => {
    context.set(leadContext, { service: leads, siteOrigin: settings.siteUrl });
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
  const admin = { configFile: `${root}.generated/cms-config.yml`, ...(localBackendUrl ? { localBackendUrl } : {}) };
  let app;
  const httpServer = createServer();
  if (dev) {
    process.env.NODE_ENV = "development";
    const vite = await import("vite");
    // Live reload shares the site's port (not Vite's separate 24678), so one address and one CSP host serve both.
    const server = await vite.createServer({ root, server: { middlewareMode: true, hmr: { server: httpServer } } });
    app = createApp({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      before: [server.middlewares],
      fillContext,
      postLimit,
      chatLimit,
      siteUrl: settings.siteUrl,
      admin,
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
    });
  }
  httpServer.on("request", app);
  const server = httpServer.listen(settings.port, settings.host, () => {
    console.log(`Site ready on http://${settings.host}:${settings.port} (NODE_ENV=${process.env.NODE_ENV ?? "unset"})`);
  });
  // Stop accepting, let requests in flight and the forwarding attempt in flight finish, then close the
  // outbox cleanly: no lead is half-written and none is acknowledged without being stored.
  const shutdown = () => {
    console.log("Stopping: finishing requests and the forwarding attempt in flight...");
    server.close(() => {
      void leads
        .stop()
        .then(() => Promise.all([store.close(), ...rateLimitStores.map((limitStore) => limitStore.shutdown())]))
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`Stopping failed: ${String(error)}`);
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

await start();
