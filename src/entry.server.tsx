import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./server/csp.server.ts";
import { deferHydration } from "./hydration/server/defer-hydration.server.ts";
import { withLiveReloadClient } from "./server/dev-live-reload.server.ts";
import { createErrorLog } from "./server/error-log.server.ts";

// One rate-limited line per error, never a stack (docs/decisions/0220-last-error-handler.md).
const errorLog = createErrorLog();

/**
 * Errors of loaders, actions and rendering, whatever status React Router then answers (a refused
 * action origin is a 400); an aborted request (the visitor left) is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  errorLog.record("error", request.method, new URL(request.url).pathname, error);
};

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: pages are small and fully prerendered or synchronous,
 * and the complete HTML lets us hash its inline scripts into the Content-Security-Policy.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Promise<Response> {
  // HEAD is rendered like GET, so it answers the GET's Content-Type and CSP; only the body is left out.
  const head = request.method.toUpperCase() === "HEAD";
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeout);
          const rendered = Buffer.concat(chunks).toString("utf8");
          // In development Vite's client and hot reloading need the scripts as React Router writes them, and
          // the live-reload client starts with the page, whatever hydration does (docs/decisions/0430).
          const html = import.meta.env.DEV ? withLiveReloadClient(rendered) : deferHydration(rendered);
          headers.set("Content-Type", "text/html; charset=utf-8");
          headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), { development: import.meta.env.DEV }));
          resolve(new Response(head ? null : html, { status, headers }));
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        errorLog.record(500, request.method, new URL(request.url).pathname, error);
      },
    });
  });
}
