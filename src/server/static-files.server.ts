import { readdirSync } from "node:fs";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import send from "send";
import { readQuery, variantKey } from "../lib/page-query.ts";
import type { ServerPages } from "./server-pages.server.ts";
import { describeFile, HTML_TYPE, type StaticFile } from "./static-file.server.ts";

const GZIP_ONLY: ReadonlySet<"br" | "gzip"> = new Set(["gzip"]);

/**
 * Serves the client build: hashed assets with a year-long immutable cache, prerendered pages and their
 * .data files revalidated on each visit, each in its precompressed brotli or gzip form when the browser
 * accepts it; paths `renderLive` names are left to React Router. Pages get a Content-Security-Policy that allows exactly their own inline scripts.
 */
export function staticFiles(
  clientDir: string,
  pages?: ServerPages,
  renderLive: (pathname: string) => boolean = () => false,
): RequestHandler {
  const files = indexFiles(clientDir);
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    // Concatenated, not resolved: "//x" as a relative URL names a host, not a path.
    const url = URL.parse(`http://local${request.originalUrl}`);
    if (!url) return next();
    const pathname = safeDecode(url.pathname);
    if (pathname === undefined || renderLive(pathname)) return next();
    const asset = files.get(pathname);
    // Assets and .data files ignore the query string (cache-busting tags, React Router's _routes).
    if (asset) return sendFile(request, response, asset, cacheControl(pathname), next);
    const bare = pathname.replace(/\/+$/, "");
    const page = files.get(bare === "" ? "/index.html" : `${bare}/index.html`);
    if (page) {
      if (pathname.length > 1 && pathname.endsWith("/")) return response.redirect(301, pathname.slice(0, -1) + url.search);
      const chosen = url.search ? prerenderedFor(page, bare || "/", url.searchParams, pages) : page;
      // A query the page reads with a value no file holds: React Router renders it.
      if (!chosen) return next();
      return sendFile(request, response, chosen, cacheControl(pathname), next);
    }
    const notFound = pages && !pathname.endsWith(".data") ? pages.notFoundFor(url.pathname) : undefined;
    if (!notFound) return next();
    response.setHeader("Content-Type", HTML_TYPE);
    response.setHeader("Content-Security-Policy", notFound.csp);
    const gzip = notFound.gzip && negotiateEncoding(request, GZIP_ONLY) === "gzip" ? notFound.gzip() : undefined;
    if (gzip) {
      response.setHeader("Content-Encoding", "gzip");
      response.setHeader("Vary", "Accept-Encoding");
      response.locals.precompressed = true;
    }
    const body = gzip ?? Buffer.from(notFound.html);
    response.setHeader("Content-Length", body.length);
    response.status(404).end(request.method === "HEAD" ? undefined : body);
  };
}

/**
 * The prerendered file for a page asked for with a query string:
 * parameters the page does not read are ignored; those it reads pick a prerendered variant, or none
 * (undefined) when their values were not prerendered.
 */
function prerenderedFor(
  page: StaticFile,
  pagePath: string,
  search: URLSearchParams,
  pages: ServerPages | undefined,
): StaticFile | undefined {
  const read = readQuery(search, pages?.queryOf(pagePath) ?? {});
  if (read.length === 0) return page;
  return pages?.variant(pagePath, variantKey(read));
}

/**
 * Sends one file of the index with `send`, the module under express.static: it
 * answers 304 for a matching If-None-Match, one byte range with 206 (416 outside it; several ranges,
 * or an If-Range naming another version, get the whole body) and HEAD. This handler only picks the
 * precompressed form and sets the headers the site promises.
 */
function sendFile(request: Request, response: Response, file: StaticFile, cache: string, next: NextFunction) {
  const encoding = negotiateEncoding(request, file.encodings);
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ""}"`;
  const name = basename(file.path) + (encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "");
  send(request, `/${encodeURIComponent(name)}`, {
    root: dirname(file.path),
    etag: false,
    lastModified: false,
    cacheControl: false,
    index: false,
  })
    .on("headers", () => {
      response.setHeader("Content-Type", file.type);
      response.setHeader("Vary", "Accept-Encoding");
      response.setHeader("ETag", etag);
      response.setHeader("Cache-Control", cache);
      if (file.csp) response.setHeader("Content-Security-Policy", file.csp);
      if (encoding) {
        response.setHeader("Content-Encoding", encoding);
        response.locals.precompressed = true;
      }
    })
    .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
      // The build changed under a running server: let React Router answer instead of failing.
      if (error.status === 404) return next();
      if (error.status !== 412 && error.status !== 416) return next(error);
      for (const [header, value] of Object.entries(error.headers ?? {})) response.setHeader(header, value);
      response.status(error.status).end();
    })
    .pipe(response);
}

/** The encoding the request weighs highest among those on disk (q=0 refuses one); undefined for identity. */
function negotiateEncoding(request: Request, available: ReadonlySet<"br" | "gzip">): "br" | "gzip" | undefined {
  if (available.size === 0) return undefined;
  const offered = [...(["br", "gzip"] as const).filter((name) => available.has(name)), "identity"];
  // Negotiator's own tie-break (the server's preference) is its second argument, missing from its types.
  const negotiator = new Negotiator(request) as Negotiator & {
    encoding(list: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(offered, { preferred: offered });
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** Share images are named by a hash of what they show (og/about.2ecfa0fd71.png): new words, new name. */
const HASHED_SHARE_IMAGE = /^\/og\/[^/]+\.[0-9a-f]{10}\.png$/;

function cacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/") || HASHED_SHARE_IMAGE.test(pathname)) return "public, max-age=31536000, immutable";
  if (pathname.endsWith(".html") || pathname.endsWith(".data") || !extname(pathname)) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      // Dotfiles and dot folders are never served.
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const urlPath = `/${relative(root, full).split(sep).join("/")}`;
        files.set(urlPath, describeFile(full, urlPath));
      }
    }
  };
  walk(root);
  return files;
}

function safeDecode(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0") || decoded.split("/").includes("..") ? undefined : decoded;
  } catch {
    return undefined;
  }
}
