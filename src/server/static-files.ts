import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** Files whose extension says less than their type: the feed is RSS, which readers recognise by type. */
const TYPE_BY_PATH: Record<string, string> = { "/rss.xml": "application/rss+xml; charset=utf-8" };

interface StaticFile {
  path: string;
  type: string;
  etag: string;
  encodings: Set<"br" | "gzip">;
  csp?: string;
}

/**
 * Serves the client build: hashed assets with a year-long immutable cache, prerendered pages and their
 * .data files revalidated on each visit, each in its precompressed brotli or gzip form when the browser
 * accepts it. Pages get a Content-Security-Policy that allows exactly their own inline scripts.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const files = indexFiles(clientDir);
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const url = new URL(request.originalUrl, "http://local");
    const pathname = safeDecode(url.pathname);
    if (pathname === undefined) return next();
    // A query string asks for a server render (e.g. /blog?category=DevOps); assets ignore it.
    const bare = pathname.replace(/\/+$/, "");
    const page = url.search ? undefined : files.get(bare === "" ? "/index.html" : `${bare}/index.html`);
    const file = files.get(pathname) ?? page;
    if (!file) return next();
    if (pathname.length > 1 && pathname.endsWith("/") && page) return response.redirect(301, pathname.slice(0, -1) + url.search);

    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding =
      file.encodings.has("br") && /\bbr\b/.test(accepted)
        ? "br"
        : file.encodings.has("gzip") && /\bgzip\b/.test(accepted)
          ? "gzip"
          : undefined;
    const etag = `"${file.etag}${encoding ? `-${encoding}` : ""}"`;
    response.setHeader("Content-Type", file.type);
    response.setHeader("Vary", "Accept-Encoding");
    response.setHeader("ETag", etag);
    response.setHeader("Cache-Control", cacheControl(pathname));
    if (file.csp) response.setHeader("Content-Security-Policy", file.csp);
    if (request.headers["if-none-match"] === etag) return void response.status(304).end();
    if (encoding) response.setHeader("Content-Encoding", encoding);
    let body: Buffer;
    try {
      body = readFileSync(encoding === "br" ? `${file.path}.br` : encoding === "gzip" ? `${file.path}.gz` : file.path);
    } catch {
      // The build changed under a running server: let React Router answer instead of failing.
      return next();
    }
    response.setHeader("Content-Length", body.length);
    response.status(200).end(request.method === "HEAD" ? undefined : body);
  };
}

function cacheControl(pathname: string): string {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.endsWith(".html") || pathname.endsWith(".data") || !extname(pathname)) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) {
        const stat = statSync(full);
        const extension = extname(entry.name);
        const encodings = new Set<"br" | "gzip">();
        if (exists(`${full}.br`)) encodings.add("br");
        if (exists(`${full}.gz`)) encodings.add("gzip");
        const csp = extension === ".html" ? contentSecurityPolicy(inlineScriptHashes(readFileSync(full, "utf8"))) : undefined;
        const urlPath = `/${relative(root, full).split(sep).join("/")}`;
        files.set(urlPath, {
          path: full,
          type: TYPE_BY_PATH[urlPath] ?? TYPES[extension] ?? "application/octet-stream",
          etag: `${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}`,
          encodings,
          csp,
        });
      }
    }
  };
  walk(root);
  return files;
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function safeDecode(pathname: string): string | undefined {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes("\0") || decoded.split("/").includes("..") ? undefined : decoded;
  } catch {
    return undefined;
  }
}
