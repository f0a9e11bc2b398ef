import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * A strong ETag promises the same bytes; a body compressed on the fly is not byte-stable (levels,
 * library versions), so its ETag becomes weak (RFC 9110 8.8.1). Precompressed files, whose bytes
 * are fixed and whose ETag names the encoding, keep theirs (the static handler marks them in
 * `response.locals.precompressed`). Registered before compression(), so this runs after it has
 * decided on Content-Encoding.
 */
export function weakEtagWhenCompressed(): RequestHandler {
  return (_request, response, next) => {
    onHeaders(response, () => {
      const etag = response.getHeader("ETag");
      if (response.locals.precompressed === true || typeof etag !== "string" || etag.startsWith("W/")) return;
      if (response.getHeader("Content-Encoding")) response.setHeader("ETag", `W/${etag}`);
    });
    next();
  };
}
