import { createHash } from "node:crypto";
import { STOCK_PHOTO_ORIGIN } from "../lib/stock-image.ts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** SHA-256 hashes of the executable inline scripts of a page (JSON-LD data blocks are not executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page's Content-Security-Policy: nothing is allowed unless named (default-src 'none'); scripts only
 * from this origin or with a known hash, styles only from this origin. No 'unsafe-inline' anywhere: the
 * components set no style attributes (aspect ratios and delays are Tailwind classes), and a style
 * attribute in server-rendered HTML would be blocked.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { development = false } = {}): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // npm run dev only (docs/decisions/0142-dev-preview-csp.md): Vite injects stylesheets and its error
    // overlay as <style> elements. Production keeps styles to the stylesheet file.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    // data: for the site icon, which each page carries as a data URL (docs/decisions/0402); an image runs no code.
    `img-src 'self' data: ${STOCK_PHOTO_ORIGIN}`,
    "font-src 'self'",
    // The live-reload websocket of npm run dev shares the page's host and port; only development allows it.
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
