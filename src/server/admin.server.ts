/**
 * The browser editor at /admin (Decap CMS): one page, the CMS's
 * own bundle served from node_modules (never a CDN), and the configuration generated from the schemas.
 * The production server only serves these files; it never writes content. Saving goes to the git host
 * (deployed) or to the local proxy that `npm run edit` starts, which is the only thing that writes
 * content/ (and it never runs under `npm start`).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import express, { type Router } from "express";

/** The CMS's scripts: its main bundle, its numbered chunks and its WebAssembly files; no source maps. */
const BUNDLE_FILE = /^(?:decap-cms|\d+\.decap-cms)\.js$|^[0-9a-f]{20}\.wasm$/;

/**
 * The editor needs more than the site's pages: its styles are injected at run time, previews use
 * blob: and data: images, and it talks to the git host's API (or the local proxy) and no other origin.
 */
function adminContentSecurityPolicy(connectTo: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob: is a photo the editor just uploaded, read back to save it with the entry.
    `connect-src 'self' blob: ${connectTo.join(" ")}`.trim(),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
  </body>
</html>
`;

export type AdminOptions = {
  /** .generated/cms-config.yml, written by the content build. */
  configFile: string;
  /** .generated/cms-api-origin.txt, written with it: the git host's API, the one other origin the editor calls. */
  apiOriginFile: string;
  /** `npm run edit` only: the local proxy's API URL, added to the configuration as local_backend. */
  localBackendUrl?: string;
};

export function adminRoutes(options: AdminOptions): Router {
  const router = express.Router();
  const bundleDir = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
  const localOrigin = options.localBackendUrl ? [new URL(options.localBackendUrl).origin] : [];
  router.use((_request, response, next) => {
    // Read with each request, as the configuration is: a build for another git host needs no restart.
    const apiOrigin = existsSync(options.apiOriginFile) ? readFileSync(options.apiOriginFile, "utf8").trim() : "";
    response.setHeader("Content-Security-Policy", adminContentSecurityPolicy([apiOrigin, ...localOrigin].filter(Boolean)));
    response.setHeader("X-Robots-Tag", "noindex, nofollow");
    // The editor holds a signed-in session: no other window keeps a handle on it, but the sign-in popup
    // it opens itself may still answer it (docs/hydration.md, "Quiet after load").
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    response.setHeader("Cache-Control", "no-store");
    next();
  });
  router.get("/", (request, response) => {
    if (!request.originalUrl.endsWith("/")) return response.redirect(301, "/admin/");
    response.type("html").send(PAGE);
  });
  router.get("/config.yml", (_request, response) => {
    if (!existsSync(options.configFile)) return response.status(503).type("text").send("Run npm run build first.");
    const generated = readFileSync(options.configFile, "utf8");
    const local = options.localBackendUrl ? `local_backend:\n  url: ${options.localBackendUrl}\n` : "";
    response.type("text/yaml").send(local + generated);
  });
  router.get("/:file", (request, response, next) => {
    const { file } = request.params;
    if (!BUNDLE_FILE.test(file)) return next();
    response.setHeader("Cache-Control", "public, max-age=86400");
    response.sendFile(join(bundleDir, file));
  });
  return router;
}
