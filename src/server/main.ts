/**
 * npm start (production) and npm run dev (--dev, with Vite): one Node process serves the whole site.
 * Run by Node directly, so imports carry their .ts extension.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { readSettings } from "./settings.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const settings = readSettings();
const dev = process.argv.includes("--dev");

async function start() {
  let app;
  if (dev) {
    process.env.NODE_ENV = "development";
    const vite = await import("vite");
    const server = await vite.createServer({ root, server: { middlewareMode: true } });
    app = createApp({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      before: [server.middlewares],
    });
  } else {
    const serverBuild = `${root}build/server/index.js`;
    if (!existsSync(serverBuild)) throw new Error("No build found: run npm run build (npm start does this for you).");
    const build = (await import(serverBuild)) as ServerBuild;
    app = createApp({ build, clientDir: `${root}build/client` });
  }
  const server = app.listen(settings.port, settings.host, () => {
    console.log(`Site ready on http://${settings.host}:${settings.port} (${dev ? "development" : "production"})`);
  });
  const shutdown = () => server.close(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

await start();
