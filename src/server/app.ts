import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { securityHeaders } from "./security-headers.ts";
import { staticFiles } from "./static-files.ts";

export interface AppOptions {
  /** The React Router server build, or a function that loads it per request (dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, for prerendered pages and hashed assets; absent in development (Vite serves them). */
  clientDir?: string;
  /** Extra middleware that must run before React Router (Vite's dev middleware). */
  before?: RequestHandler[];
  /** Fills the request's router context (lead service, settings) for loaders and actions. */
  fillContext?: (context: RouterContextProvider) => void;
  /** POSTs allowed per client and window before 429. */
  postLimit?: { windowMs: number; limit: number };
  /**
   * Express's 'trust proxy' (TRUST_PROXY) for a TLS-terminating proxy in front: request.secure then
   * follows X-Forwarded-Proto (so HSTS is sent) and the POST limit counts each visitor, not the proxy.
   */
  trustProxy?: boolean | number | string;
  /** Prerendered paths that must be rendered per request instead (jobs closed since the build). */
  renderLive?: (pathname: string) => boolean;
}

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** The whole site as one Express app: security headers, static files, the POST rate limit, React Router. */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy !== undefined) app.set("trust proxy", options.trustProxy);
  app.use(securityHeaders());
  // React Router would take PUT or DELETE for a form submission (a logged 500) and log OPTIONS as an error.
  app.use((request, response, next) => {
    if (ALLOWED_METHODS.includes(request.method)) return next();
    response.setHeader("Allow", ALLOWED_METHODS.join(", "));
    response.status(405).end();
  });
  app.get("/healthz", (_request, response) => {
    response.setHeader("Cache-Control", "no-store");
    response.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });
  app.use(compression());
  for (const middleware of options.before ?? []) app.use(middleware);
  if (options.clientDir) app.use(staticFiles(options.clientDir, options.renderLive));
  const limit = options.postLimit ?? { windowMs: 10 * 60_000, limit: 20 };
  app.use(
    rateLimit({
      ...limit,
      skip: (request) => request.method !== "POST",
      standardHeaders: "draft-8",
      legacyHeaders: false,
      message: { ok: false, error: "Too many submissions. Please wait a few minutes and try again." },
    }),
  );
  app.all(
    "/{*path}",
    createRequestHandler({
      build: options.build,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: () => {
        const context = new RouterContextProvider();
        options.fillContext?.(context);
        return context;
      },
    }),
  );
  return app;
}
