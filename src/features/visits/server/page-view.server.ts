import { isbot } from "isbot";
import { cleanHost, cleanTag } from "../../leads/index.ts";
import { deviceClassOf, type DeviceClass } from "../device-class.ts";

/** One page view as the server saw it. `address` and `userAgent` live in memory only, until the next flush. */
export interface PageView {
  /** Epoch ms. */
  at: number;
  /** The page, normalised by the site (its content path, or its route template). */
  page: string;
  /** The view started a visit: it came from another site or from nowhere (a link, a bookmark, a typed address). */
  landing: boolean;
  /** The other site's host on a landing view, else "". */
  referrer: string;
  /** utm_source, utm_medium and utm_campaign of a landing view, cleaned as a lead's are. */
  source: string;
  medium: string;
  campaign: string;
  device: DeviceClass;
  address: string;
  userAgent: string;
}

/** The headers and address of a request, as the visit counter reads them. */
export interface ViewRequest {
  method: string;
  /** The path and query as asked. */
  url: string;
  header(name: string): string | undefined;
  address: string;
}

/** Why a request was not counted, for /metrics. */
export type SkipReason = "bot" | "opt-out" | "preview";

/**
 * Whether a request may be counted at all: not a bot (isbot's list of known agents, or no agent), not a
 * visitor who asked not to be tracked (DNT: 1 or Sec-GPC: 1), not a prefetch or prerender the browser
 * made on its own.
 */
export function skipReason(request: Pick<ViewRequest, "header">): SkipReason | undefined {
  const agent = request.header("user-agent") ?? "";
  if (!agent || isbot(agent)) return "bot";
  if (request.header("sec-gpc") === "1" || request.header("dnt") === "1") return "opt-out";
  const purpose = `${request.header("sec-purpose") ?? ""} ${request.header("purpose") ?? ""} ${request.header("x-moz") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return "preview";
  return undefined;
}

/**
 * The view of a counted request to `page`. A load whose Referer is one of `ownHosts` (SITE_URL's host,
 * and the Host the request was sent to) continues a visit, as does a client-side navigation (a .data
 * request); a full load from another site or from nowhere is a landing, and only a landing carries a
 * referrer and campaign.
 */
export function pageViewOf(request: ViewRequest, page: string, ownHosts: readonly string[], at: number): PageView {
  const url = new URL(request.url, "http://site.invalid");
  const referer = request.header("referer") ?? "";
  const fromHere = ownHosts.some((host) => host !== "" && hostOf(referer) === host.toLowerCase());
  const landing = !fromHere && !url.pathname.endsWith(".data");
  const userAgent = request.header("user-agent") ?? "";
  return {
    at,
    page,
    landing,
    referrer: landing ? cleanHost(referer) : "",
    source: landing ? cleanTag(url.searchParams.get("utm_source")) : "",
    medium: landing ? cleanTag(url.searchParams.get("utm_medium")) : "",
    campaign: landing ? cleanTag(url.searchParams.get("utm_campaign")) : "",
    device: deviceClassOf(userAgent),
    address: request.address,
    userAgent,
  };
}

function hostOf(url: string): string {
  return URL.parse(url)?.host.toLowerCase() ?? "\0";
}
