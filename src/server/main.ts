/**
 * npm start (production) and npm run dev (--dev, with Vite): one Node process serves the whole site.
 * Run by Node directly, so imports carry their .ts extension.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { chatContext, loadChatContext } from "./ai/chat-context.ts";
import { createApp } from "./app.ts";
import { closedSinceBuild } from "./closed-since-build.ts";
import { businessToday } from "../lib/job-status.ts";
import { leadContext } from "./lead-context.ts";
import { createLeadService, openSqliteLeadStore } from "./leads/index.ts";
import { readSettings } from "./settings.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const settings = readSettings();
const dev = process.argv.includes("--dev");

interface BundleFacts {
  site?: { leadSender?: string };
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

/** Jobs that close after the build are rendered live instead of from their stale prerendered files. */
function renderLive(): (pathname: string) => boolean {
  const { jobs = [], compiledOn } = readBundleFacts();
  return compiledOn ? closedSinceBuild(jobs, compiledOn, () => businessToday()) : () => false;
}

async function start() {
  const store = openSqliteLeadStore(settings.leadsDb);
  const leads = createLeadService({ store, env: process.env, senderAddress: contentLeadSender() });
  leads.start();
  const chat = loadChatContext(settings, `${root}.generated/content.json`);
  const fillContext = (context: RouterContextProvider) => {
    context.set(leadContext, { service: leads, siteOrigin: settings.siteUrl });
    context.set(chatContext, chat);
  };
  const postLimit = { windowMs: 10 * 60_000, limit: settings.postsPerTenMinutes };
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
    });
  } else {
    const serverBuild = `${root}build/server/index.js`;
    if (!existsSync(serverBuild)) throw new Error("No build found: run npm run build (npm start does this for you).");
    const build = (await import(serverBuild)) as ServerBuild;
    app = createApp({
      build,
      clientDir: `${root}build/client`,
      fillContext,
      postLimit,
      trustProxy: settings.trustProxy,
      renderLive: renderLive(),
    });
  }
  httpServer.on("request", app);
  const server = httpServer.listen(settings.port, settings.host, () => {
    console.log(`Site ready on http://${settings.host}:${settings.port} (${dev ? "development" : "production"})`);
  });
  // Finish the forwarding attempt in flight and close the outbox cleanly: no lead is half-written.
  const shutdown = () =>
    server.close(() => {
      void leads
        .stop()
        .then(() => store.close())
        .finally(() => process.exit(0));
    });
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

await start();
