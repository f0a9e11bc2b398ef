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
};

export const DEFAULT_BREVO_API_URL = "https://api.brevo.com/v3";
export const DEFAULT_LEADS_DB = "data/leads.db";

export type LeadSettings = {
  apiKey: string | undefined;
  apiUrl: string;
  senderAddress: string | undefined;
  dbPath: string;
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
  };
}
