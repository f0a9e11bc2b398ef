import type { RequestHandler } from "express";
import helmet from "helmet";

const YEAR_SECONDS = 31_536_000;

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
      // costs every landing a new browser process (docs/decisions/0400). The editor sets its own.
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: false,
      xFrameOptions: { action: "deny" },
    }),
    (request, response, next) => {
      response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
      // HSTS only means something over TLS; sent there for a year, subdomains included.
      if (request.secure) response.setHeader("Strict-Transport-Security", `max-age=${YEAR_SECONDS}; includeSubDomains`);
      next();
    },
  ];
}
