/** When to try a lead again after a temporary failure. */

export type BackoffSettings = {
  /** First retry ceiling (ms); doubles each attempt. */
  baseMs: number;
  /** Largest ceiling (ms). */
  capMs: number;
  /** Floor (ms) so full jitter never turns into a tight loop against a struggling provider. */
  minMs: number;
  /** Uniform in [0, 1); injectable for tests. */
  random: () => number;
};

export const DEFAULT_BACKOFF: BackoffSettings = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  minMs: 1_000,
  random: Math.random,
};

/** The provider's own wait hints are honoured, but a day at most: a bogus header must not park leads forever. */
const LONGEST_HINT_MS = 24 * 60 * 60_000;

/**
 * Exponential backoff with full jitter: a random delay in [0, min(cap, base * 2^(attempts-1))),
 * so many leads failing together do not come back together.
 */
export function backoffDelay(attempts: number, settings: BackoffSettings = DEFAULT_BACKOFF): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(settings.capMs, settings.baseMs * 2 ** exponent);
  return Math.max(settings.minMs, Math.floor(settings.random() * ceiling));
}

/**
 * How long the provider asks us to wait, from Brevo's `x-sib-ratelimit-reset` (seconds) or the
 * standard Retry-After (seconds or an HTTP date). Undefined when neither says.
 */
export function providerWaitMs(headers: Headers, now: number): number | undefined {
  const reset = seconds(headers.get("x-sib-ratelimit-reset"));
  if (reset !== undefined) return clampHint(reset * 1000);
  const retryAfter = headers.get("retry-after");
  if (retryAfter === null) return undefined;
  const delta = seconds(retryAfter);
  if (delta !== undefined) return clampHint(delta * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : clampHint(date - now);
}

function seconds(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
}

function clampHint(ms: number): number {
  return Math.min(Math.max(Math.ceil(ms), 0), LONGEST_HINT_MS);
}

/**
 * The backoff LEAD_RETRY_BASE_MS sets, worked out once for the leads' forwarder, the meetings' invitations and
 * the applications' emails, so all keep the leads' pace (docs/decisions/0473): the floor shrinks with a shorter
 * base, so a shortened backoff really is shorter than 1 s. Unset: the defaults.
 */
export function retryBackoff(retryBaseMs: number | undefined): Partial<BackoffSettings> {
  return retryBaseMs === undefined ? {} : { baseMs: retryBaseMs, minMs: Math.min(DEFAULT_BACKOFF.minMs, retryBaseMs) };
}
