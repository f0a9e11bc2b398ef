/**
 * One file of the client build as the server answers for it (its type, ETag, precompressed forms and, for a page,
 * its Content-Security-Policy): shared by the static files and the server pages.
 */
import { readFileSync, statSync } from "node:fs";
import { extname } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.server.ts";

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
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

/** Files whose extension says less than their type: the feed is RSS, which readers recognise by type. */
const TYPE_BY_PATH: Record<string, string> = { "/rss.xml": "application/rss+xml; charset=utf-8" };

export const HTML_TYPE = TYPES[".html"] ?? "text/html";

export interface StaticFile {
  path: string;
  type: string;
  etag: string;
  encodings: Set<"br" | "gzip">;
  csp?: string;
}

/** A file of the build with its type, ETag, precompressed forms and (for pages) Content-Security-Policy. */
export function describeFile(full: string, urlPath = ""): StaticFile {
  const stat = statSync(full);
  const extension = extname(full);
  const encodings = new Set<"br" | "gzip">();
  if (exists(`${full}.br`)) encodings.add("br");
  if (exists(`${full}.gz`)) encodings.add("gzip");
  const csp = extension === ".html" ? contentSecurityPolicy(inlineScriptHashes(readFileSync(full, "utf8"))) : undefined;
  return {
    path: full,
    type: TYPE_BY_PATH[urlPath] ?? TYPES[extension] ?? "application/octet-stream",
    etag: `${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}`,
    encodings,
    csp,
  };
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
