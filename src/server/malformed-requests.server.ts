import type { RequestHandler } from "express";

/**
 * Requests no page can answer, refused before anything parses them: a Host (or, behind a trusted
 * proxy, X-Forwarded-Host) that is not a host name with an optional port, and a path that does not
 * decode as UTF-8. They go to the last error handler as 400s. A path that starts with "//" is sent
 * on as not found: it is no address of the site, and a URL parser would read a host from it.
 */
export function rejectMalformed(notFound: RequestHandler): RequestHandler {
  return (request, response, next) => {
    const refuse = (reason: string) => next(Object.assign(new URIError(reason), { status: 400 }));
    const hosts = [request.headers.host];
    if (request.app.enabled("trust proxy") && request.headers["x-forwarded-host"] !== undefined)
      hosts.push(String(request.headers["x-forwarded-host"]));
    if (!hosts.every(isHost)) return refuse("the Host header is not a host name and port");
    const url = request.originalUrl;
    if (!url.startsWith("/")) return refuse("the request target is not a path");
    const path = url.split("?")[0] ?? "";
    if (!decodes(path)) return refuse("the path does not decode as UTF-8");
    if (path.startsWith("//")) return notFound(request, response, next);
    next();
  };
}

/** A host name or address with an optional port of 1 to 65535, nothing more. */
export function isHost(value: string | undefined): boolean {
  if (!value || value.length > 300) return false;
  const parsed = URL.parse(`http://${value}/`);
  if (!parsed || parsed.username || parsed.password || parsed.pathname !== "/" || parsed.search || parsed.hash) return false;
  // URL.parse drops a default port and lower-cases; compare what is left so nothing else slipped in.
  const port = /:(\d+)$/.exec(value)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return parsed.hostname !== "" && !/[\s/\\?#@]/.test(value);
}

function decodes(path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    return !decoded.includes("\0");
  } catch {
    return false;
  }
}
