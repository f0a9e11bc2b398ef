/**
 * The checks every POST endpoint makes before it reads what was sent: the lead endpoint
 * (/api/leads), the chat endpoint (/api/chat) and the no-JavaScript form posts. The order of the
 * checks and their status codes are the same everywhere. Refusals a visitor can cause say what
 * content/site.yaml's labels.requests says; those only a program's mistake causes keep the
 * endpoint's own API words.
 */
import type { Requests } from "../content/types.ts";
import { fillTemplate } from "../lib/fill-template.ts";

/** A JSON answer that no cache keeps. */
export function noStoreJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/**
 * True when the request comes from another site: the browser says so (Sec-Fetch-Site), or it
 * names an Origin that is neither the public site origin nor the origin the request was sent to
 * (both count, so the site works behind a proxy and on localhost). Requests without those headers
 * (curl, old browsers, same-origin GETs) pass: they cannot be a cross-site form post from a browser
 * that sends neither.
 */
export function isCrossSite(request: Request, siteOrigin: string): boolean {
  if (request.headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  // 'null' is the opaque origin of sandboxed frames and file pages: never ours.
  if (origin === "null") return true;
  const allowed = [originOf(siteOrigin), originOf(request.url)];
  return !allowed.includes(originOf(origin));
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The media type of the body, lower case and without parameters ("application/json"). */
export function mediaTypeOf(request: Request): string | undefined {
  return request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
}

/**
 * The body as text, or undefined when it exceeds `limit` bytes. Content-Length is checked first,
 * then the bytes actually read, since the header can be absent (chunked) or wrong.
 */
export async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancelled: that would reset the connection before the 413 arrives. The HTTP layer
      // discards the rest once the answer is sent (drainUnreadBodies in src/server/app.server.ts).
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** What a JSON endpoint accepts, and the API words of the refusals a page of the site never causes. */
export interface JsonPostRules {
  maxBytes: number;
  /** "Use POST to {action}.", "Send the {thing} as JSON …". */
  apiWords: { action: string; thing: string };
}

/** The refusals of a JSON POST that a visitor can cause, in labels.requests' words. */
export type VisitorRefusals = Pick<Requests, "crossSite" | "tooLarge">;

/** labels.requests.tooLarge with its {kb} filled: the limit in whole kilobytes, rounded down. */
export function tooLargeText(template: string, maxBytes: number): string {
  return fillTemplate(template, { kb: Math.floor(maxBytes / 1024) });
}

/**
 * The body of a JSON POST as an object, or the answer that refuses it: 405 (with Allow), 403 from
 * another site (`siteOrigin` is SITE_URL's), 415 for another media type, 413 over `maxBytes`, 400 for
 * a body that is not a JSON object.
 */
export async function readJsonPost(
  request: Request,
  siteOrigin: string,
  { maxBytes, apiWords }: JsonPostRules,
  labels: VisitorRefusals,
): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
  const refuse = (status: number, error: string, headers?: Record<string, string>) => ({
    refusal: noStoreJson(status, { ok: false, error }, headers),
  });
  if (request.method !== "POST") return refuse(405, `Use POST to ${apiWords.action}.`, { allow: "POST" });
  if (isCrossSite(request, siteOrigin)) return refuse(403, labels.crossSite);
  if (mediaTypeOf(request) !== "application/json")
    return refuse(415, `Send the ${apiWords.thing} as JSON (Content-Type: application/json).`);
  const text = await readLimited(request, maxBytes);
  if (text === undefined) return refuse(413, tooLargeText(labels.tooLarge, maxBytes));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse(400, "The request body must be a JSON object.");
  return { body: body as Record<string, unknown> };
}
