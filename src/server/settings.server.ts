import { SettingError } from "./setting-error.server.ts";

/** The server's settings, all optional environment variables (DESIGN.md, 'Server and settings'). */
export interface Settings {
  port: number;
  host: string;
  siteUrl: string;
  leadsDb: string;
  brevoApiKey?: string;
  brevoApiUrl: string;
  aiApiKey?: string;
  aiApiUrl?: string;
  aiModel?: string;
  /** Form posts and leads one client may send in ten minutes before 429. */
  postsPerTenMinutes: number;
  /** Chat questions one client may send in ten minutes before 429 (a budget of its own). */
  chatPerTenMinutes: number;
  /** AI calls the whole site may start per minute, and have running at once. */
  aiCallsPerMinute: number;
  aiCallsInFlight: number;
  /** Express 'trust proxy': a hop count, "loopback" or addresses of the TLS-terminating proxy; unset when none. */
  trustProxy?: number | string;
  /** Where alerts go (a Slack-compatible webhook); unset, alerts are only logged. */
  alertWebhookUrl?: string;
  /** The bearer token that opens /metrics; unset, /metrics is 404. */
  metricsToken?: string;
  logFormat: "json" | "text";
  /** LEAD_ATTRIBUTION_ATTRIBUTES=1: provider payloads add where each lead came from (docs/decisions/0253). */
  leadAttributionAttributes: boolean;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingError(`PORT must be a port number from 0 to 65535, not "${env.PORT}".`);
  return {
    port,
    host: env.HOST || "127.0.0.1",
    siteUrl: (env.SITE_URL || "http://localhost:3000").replace(/\/+$/, ""),
    leadsDb: env.LEADS_DB || "data/leads.db",
    brevoApiKey: env.BREVO_API_KEY || undefined,
    brevoApiUrl: (env.BREVO_API_URL || "https://api.brevo.com/v3").replace(/\/+$/, ""),
    aiApiKey: env.AI_API_KEY || undefined,
    aiApiUrl: env.AI_API_URL || undefined,
    aiModel: env.AI_MODEL || undefined,
    postsPerTenMinutes: positive(env.RATE_LIMIT_POSTS, 20),
    chatPerTenMinutes: positive(env.RATE_LIMIT_CHAT, 30),
    aiCallsPerMinute: positive(env.AI_CALLS_PER_MINUTE, 60),
    aiCallsInFlight: positive(env.AI_CALLS_IN_FLIGHT, 8),
    // A number is a hop count for Express; "true" (trust everyone) is refused: X-Forwarded-For could then be forged.
    alertWebhookUrl: env.ALERT_WEBHOOK_URL || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    logFormat: logFormat(env.LOG_FORMAT),
    leadAttributionAttributes: flag("LEAD_ATTRIBUTION_ATTRIBUTES", env.LEAD_ATTRIBUTION_ATTRIBUTES),
    trustProxy: !env.TRUST_PROXY ? undefined : /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : trustedProxies(env.TRUST_PROXY),
  };
}

function logFormat(value: string | undefined): "json" | "text" {
  if (!value || value === "text") return "text";
  if (value === "json") return "json";
  throw new SettingError(`LOG_FORMAT must be "json" or "text", not "${value}".`);
}

function trustedProxies(value: string): string {
  if (value === "true")
    throw new SettingError('TRUST_PROXY must name the proxy ("loopback", its address, or a hop count like 1), not "true".');
  return value;
}

/** '1' or 'true' is on, unset, '', '0' or 'false' is off; anything else is a mistake worth stopping for. */
function flag(name: string, value: string | undefined): boolean {
  const text = (value ?? "").trim().toLowerCase();
  if (["1", "true"].includes(text)) return true;
  if (["", "0", "false"].includes(text)) return false;
  throw new SettingError(`${name} must be 1 (on) or 0 (off), not "${value}".`);
}

function positive(value: string | undefined, fallback: number): number {
  return Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : fallback;
}
