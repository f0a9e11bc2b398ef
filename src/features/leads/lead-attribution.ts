/**
 * Where a lead came from: the visit's landing page, campaign tags and referring site, and the page
 * the lead was sent from. The browser reads
 * them (src/features/leads/visit-attribution.ts); the server cleans them here before storing,
 * whichever way they came: /api/leads, a form post without JavaScript, or a chat flow
 * (docs/decisions/0251-attribution-values-are-cleaned.md).
 */

/** The five campaign tags, named as in the URL without `utm_`. */
export const UTM_TAGS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmTag = (typeof UTM_TAGS)[number];

/** Click identifiers whose presence is kept, never their value. */
export const CLICK_IDS = ["gclid", "fbclid"] as const;
export type ClickId = (typeof CLICK_IDS)[number];

/** A cleaned attribution; '' means unknown, so every stored lead has the same shape. */
export type Attribution = { [T in UtmTag]: string } & {
  /** Path of the page the visit started on, without its query. */
  landing: string;
  /** Host of the referring site when it was another site. */
  referrer: string;
  /** Path of the page the lead was sent from, without its query. */
  page: string;
  /** The click identifiers that were in the landing URL, by name only. */
  clickIds: ClickId[];
};

/** Bounds in characters: far above real tags, small enough for an export column. */
export const ATTRIBUTION_LIMITS = { tag: 150, path: 300, host: 253 } as const;

// C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates: removed, not refused,
// because a lead must never be lost to a bad tag in a link someone else wrote.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

/** Cuts to `max` code points, never through a surrogate pair. */
function bounded(text: string, max: number): string {
  const points = [...text];
  return points.length > max ? points.slice(0, max).join("") : text;
}

/** One line of text: unsafe characters removed, whitespace collapsed, bounded. */
export function cleanTag(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value
    .toWellFormed()
    .normalize("NFC")
    .replace(/[\t\n\r]/g, " ")
    .replace(UNSAFE, "")
    .replace(/\s+/g, " ")
    .trim();
  return bounded(text, ATTRIBUTION_LIMITS.tag).trim();
}

/** A site path only: no scheme or host, no query, no fragment; '' when it is not a path. */
export function cleanPath(value: unknown): string {
  if (typeof value !== "string") return "";
  const path = value.replace(UNSAFE, "").trim().split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/")) return "";
  // '//host/…' would read as another site: one leading slash only.
  return bounded(path.replace(/^\/+/, "/").replace(/\s/g, "%20"), ATTRIBUTION_LIMITS.path);
}

/** A host name only (a full address is reduced to its host); '' when it is not one, or is `ownHost`. */
export function cleanHost(value: unknown, ownHost = ""): string {
  if (typeof value !== "string") return "";
  let host = value.replace(UNSAFE, "").trim().toLowerCase();
  if (host.includes("/")) {
    try {
      host = new URL(host).host;
    } catch {
      return "";
    }
  }
  host = host.replace(/\.$/, "");
  if (host.length > ATTRIBUTION_LIMITS.host || !HOST.test(host)) return "";
  return host === ownHost.toLowerCase() ? "" : host;
}

/**
 * The attribution of an untrusted value (a parsed JSON body, or a form post's fields): every known
 * part cleaned, everything else dropped. Undefined when nothing at all is known.
 */
export function cleanAttribution(raw: unknown, ownHost = ""): Attribution | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  const read = (key: string) => (Object.hasOwn(source, key) ? source[key] : undefined);
  const clicks = read("clickIds");
  const attribution: Attribution = {
    landing: cleanPath(read("landing")),
    ...(Object.fromEntries(UTM_TAGS.map((tag) => [tag, cleanTag(read(tag))])) as { [T in UtmTag]: string }),
    clickIds: CLICK_IDS.filter((id) => Array.isArray(clicks) && clicks.includes(id)),
    referrer: cleanHost(read("referrer"), ownHost),
    page: cleanPath(read("page")),
  };
  const known = Object.values(attribution).some((value) => (Array.isArray(value) ? value.length > 0 : value !== ""));
  return known ? attribution : undefined;
}

/**
 * The attribution a form posts as one JSON field (the head script fills it), parsed; anything unreadable is
 * nothing. Its values are still raw: `cleanAttribution` makes them safe before they are stored.
 */
export function attributionField(json: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = json ? JSON.parse(json) : undefined;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The host of an origin such as SITE_URL, '' when it cannot be read. */
export function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return "";
  }
}

/** Where a visit came from, in one word for reports and the `list` table: the tag, else the referring host. */
export function sourceOf(attribution: Attribution | null | undefined): string {
  if (!attribution) return "";
  return attribution.source || attribution.referrer || (attribution.landing ? "(direct)" : "");
}
