import type { RequestHandler } from "express";
import helmet from "helmet";

const YEAR_SECONDS = 31_536_000;

/**
 * The policy of every answer that sets none of its own: JSON, XML, SVG, text, status answers. Any of
 * them can be opened as a document (an SVG runs script when it is), so each gets one that runs nothing
 * and cannot be framed; its own styles and images stay shown. Pages set their own (their script hashes).
 */
export const NON_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Headers for every response. The Content-Security-Policy is set per page (its inline-script hashes)
 * by the static handler and by entry.server.tsx, so helmet leaves it alone.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      // Stock photos come from another origin without CORP headers; COEP would block them.
      crossOriginEmbedderPolicy: false,
      // Pages carry no Cross-Origin-Opener-Policy: on a site without sign-in it protects nothing, and it
      // costs every landing a new browser process. The editor sets its own.
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: false,
      xFrameOptions: { action: "deny" },
    }),
    (_request, response, next) => {
      // Set when the headers go out, not now: React Router appends its page's policy, and two would both apply.
      const writeHead = response.writeHead.bind(response);
      response.writeHead = ((...args: Parameters<typeof writeHead>) => {
        if (!response.hasHeader("Content-Security-Policy")) response.setHeader("Content-Security-Policy", NON_PAGE_CSP);
        return writeHead(...args);
      }) as typeof writeHead;
      next();
    },
    (request, response, next) => {
      response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
      // HSTS only means something over TLS; sent there for a year, subdomains included.
      if (request.secure) response.setHeader("Strict-Transport-Security", `max-age=${YEAR_SECONDS}; includeSubDomains`);
      next();
    },
  ];
}
