import { SettingError } from "../../../server/setting-error.server.ts";

/**
 * The lead pipeline's environment variables (DESIGN.md, 'Server and settings'); all optional.
 * An env-like object is passed in rather than read from process.env so tests and the CLI stay pure.
 */
export type LeadEnv = {
  /** Email-provider key; without it leads are stored, not forwarded. */
  BREVO_API_KEY?: string | undefined;
  /** Provider base URL. */
  BREVO_API_URL?: string | undefined;
  /** Fixed address sent as smtpBlacklistSender. */
  LEAD_SENDER?: string | undefined;
  /** SQLite file of the lead outbox. */
  LEADS_DB?: string | undefined;
  /** Tuning knob: first retry delay ceiling of the forwarder's backoff (ms); load tests shorten it. */
  LEAD_RETRY_BASE_MS?: string | undefined;
  /** Tuning knob: time-out of one provider call (ms); a claimed lead's lease is six of them. Tests shorten it. */
  LEAD_ATTEMPT_TIMEOUT_MS?: string | undefined;
};

export const DEFAULT_BREVO_API_URL = "https://api.brevo.com/v3";
export const DEFAULT_LEADS_DB = "data/leads.db";

export type LeadSettings = {
  apiKey: string | undefined;
  apiUrl: string;
  senderAddress: string | undefined;
  dbPath: string;
  /** Undefined: the forwarder's default (30 s). */
  retryBaseMs: number | undefined;
  /** Undefined: the forwarder's default (10 s, so a 60 s lease). */
  attemptTimeoutMs: number | undefined;
};

/** Empty strings count as unset: `BREVO_API_KEY=` in a .env file means "no key". */
function value(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

export function readLeadSettings(env: LeadEnv, fallbackSender?: string): LeadSettings {
  return {
    apiKey: value(env.BREVO_API_KEY),
    apiUrl: value(env.BREVO_API_URL) ?? DEFAULT_BREVO_API_URL,
    senderAddress: value(env.LEAD_SENDER) ?? value(fallbackSender),
    dbPath: value(env.LEADS_DB) ?? DEFAULT_LEADS_DB,
    retryBaseMs: milliseconds("LEAD_RETRY_BASE_MS", value(env.LEAD_RETRY_BASE_MS)),
    attemptTimeoutMs: milliseconds("LEAD_ATTEMPT_TIMEOUT_MS", value(env.LEAD_ATTEMPT_TIMEOUT_MS)),
  };
}

/** A whole number of milliseconds above 0; anything else is a configuration error worth stopping for. */
function milliseconds(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const ms = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(ms) || ms <= 0) {
    throw new SettingError(`${name} must be a whole number of milliseconds above 0, not "${text}".`);
  }
  return ms;
}
