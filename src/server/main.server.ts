/**
 * npm start (production) and npm run dev (--dev, with Vite): one Node process serves the whole site.
 * Run by Node directly, so imports carry their .ts extension. A thin launcher:
 * the site itself (src/server/site.server.ts, with the routes in one module graph) is built by Vite into
 * build/server/index.js, or loaded through Vite's dev server under --dev; this file only loads it, listens
 * and handles the signals. It imports nothing of the site but types.
 */
import { existsSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Site, SiteBuild } from "./site.server.ts";

/**
 * A bad setting (an error named SettingError, src/platform/setting-error.server.ts) stops the start with one
 * line for each bad value saying what to set, and exit code 1, not a stack trace; any other error is thrown on.
 */
async function startOrExplain(start: () => Promise<Site>): Promise<Site> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "SettingError") throw error;
    for (const problem of error.message.split("\n")) process.stderr.write(`Not started: ${problem.replace(/\s+/g, " ")}\n`);
    process.exit(1);
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const dev = process.argv.includes("--dev");
// A slow client holds a connection for seconds, not Node's 300: a request's whole body must arrive within
// 30 s (the largest form is a few kB) and its headers within 10 s; checked every second, not every 30.
const httpServer = createServer({ requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 });
const site: Site = await startOrExplain(async () => {
  if (dev) {
    process.env.NODE_ENV = "development";
    const vite = await import("vite");
    // Live reload shares the site's port (not Vite's separate 24678), so one address and one CSP host serve both.
    // A node_modules that is a link (worktrees sharing one checkout's packages) is served from where it really
    // is, besides the project; otherwise Vite refuses React Router's client entry (docs/decisions/0431).
    const allow = [vite.searchForWorkspaceRoot(root), realpathSync(`${root}node_modules`)];
    const server = await vite.createServer({ root, server: { middlewareMode: true, hmr: { server: httpServer }, fs: { allow } } });
    // The same module the production build starts from, in Vite's module graph with the routes.
    const { startSite } = (await server.ssrLoadModule("/src/server/site.server.ts")) as SiteBuild;
    return startSite({
      root,
      dev: {
        middlewares: server.middlewares,
        build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
    });
  }
  const serverBuild = `${root}build/server/index.js`;
  if (!existsSync(serverBuild)) throw new Error("No build found: run npm run build (npm start does this for you).");
  const { startSite } = (await import(pathToFileURL(serverBuild).href)) as Partial<SiteBuild>;
  if (!startSite) throw new Error("build/server/index.js was built before the server was part of the build: run npm run build.");
  return startSite({ root });
});

const { settings, log } = site;
httpServer.on("request", site.app);
// A port in use or an address this machine does not have is a bad PORT or HOST: one line, as for a setting.
const cannotListen = (error: NodeJS.ErrnoException) => {
  process.stderr.write(
    `Not started: cannot listen on ${settings.host}:${settings.port} (${error.code ?? error.message}); set PORT or HOST.\n`,
  );
  process.exit(1);
};
httpServer.once("error", cannotListen);
const server = httpServer.listen(settings.port, settings.host, () => {
  httpServer.off("error", cannotListen);
  log.info(`Site ready on http://${settings.host}:${settings.port} (NODE_ENV=${process.env.NODE_ENV ?? "unset"})`);
});
// Stop accepting, let requests in flight and the forwarding attempt in flight finish, then close the
// outbox cleanly: no lead is half-written and none is acknowledged without being stored.
const shutdown = () => {
  log.info("Stopping: finishing requests and the forwarding attempt in flight...");
  site.stopWatching();
  server.close(() => {
    site.close().then(
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
