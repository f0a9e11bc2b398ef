import { SettingError } from "./setting-error.server.ts";

/**
 * Every environment variable the site's programs read, declared once: its type (the parser), its default, its
 * meaning and which program reads it (docs/decisions/0541-feature-entries-and-one-settings-schema.md). All are
 * optional. No other module reads process.env (eslint.config.js): the server, the build and the scripts call
 * the readers below, and features receive the typed slice they need (`settings.leads`, `settings.meetings`).
 * README's Settings table and docs/deployment.md's are written from this table by `node scripts/settings-table.ts`.
 */

/** Which program reads a variable: the server (`npm start`, `npm run dev`), the build, `npm run edit`, or a command. */
export type Program = "server" | "dev server" | "build" | "edit" | "leads" | "chat:gaps";

interface Setting<T> {
  readBy: Program[];
  /** README's short meaning. */
  summary: string;
  /** docs/deployment.md's full meaning. */
  meaning: string;
  /** The default as the tables show it. */
  defaultText: string;
  /** The value from the variable's text (undefined when unset); throws a SettingError naming the variable. */
  parse(text: string | undefined, name: string): T;
  /** Set by the tools, not by an operator: in no table. */
  tool?: true;
}

const define = <T>(setting: Setting<T>): Setting<T> => setting;

/** Empty or blank counts as unset: `BREVO_API_KEY=` in a .env file means "no key". */
function trimmed(text: string | undefined): string | undefined {
  const value = text?.trim();
  return value ? value : undefined;
}
const optional = (text: string | undefined) => trimmed(text);
/** Kept as written (a password may hold spaces); only an empty value is unset. */
const verbatim = (text: string | undefined) => text || undefined;
const withDefault = (fallback: string) => (text: string | undefined) => trimmed(text) ?? fallback;
const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, "");

function port(fallback: number) {
  return (text: string | undefined, name: string): number => {
    const value = Number(trimmed(text) ?? fallback);
    if (!Number.isInteger(value) || value < 0 || value > 65535)
      throw new SettingError(`${name} must be a port number from 0 to 65535, not "${text}".`);
    return value;
  };
}

/** A count above 0; anything else keeps the default (as the server always read these). */
function positive(fallback: number) {
  return (text: string | undefined): number => (Number.isInteger(Number(text)) && Number(text) > 0 ? Number(text) : fallback);
}

/** A whole number of milliseconds above 0; anything else is a configuration error worth stopping for. */
function milliseconds(text: string | undefined, name: string): number | undefined {
  const value = trimmed(text);
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms) || ms <= 0)
    throw new SettingError(`${name} must be a whole number of milliseconds above 0, not "${value}".`);
  return ms;
}

/** '1' or 'true' is on, unset, '', '0' or 'false' is off; anything else is a mistake worth stopping for. */
function flag(text: string | undefined, name: string): boolean {
  const value = (text ?? "").trim().toLowerCase();
  if (["1", "true"].includes(value)) return true;
  if (["", "0", "false"].includes(value)) return false;
  throw new SettingError(`${name} must be 1 (on) or 0 (off), not "${text}".`);
}

const LOCAL_SITE_URL = "http://localhost:3000";

/** SITE_URL: an http(s) origin, without the trailing slash (canonical URLs must match the sitemap); unset or empty, localhost. */
function siteUrl(text: string | undefined, name: string): string {
  const value = trimmed(text);
  if (value === undefined) return LOCAL_SITE_URL;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new SettingError(`${name} must be the site's public address, such as https://www.example.com, not "${value}".`);
  return withoutTrailingSlash(value);
}

function logFormat(text: string | undefined): "json" | "text" {
  if (!text || text === "text") return "text";
  if (text === "json") return "json";
  throw new SettingError(`LOG_FORMAT must be "json" or "text", not "${text}".`);
}

/** A number is a hop count for Express; "true" (trust everyone) is refused: X-Forwarded-For could then be forged. */
function trustProxy(text: string | undefined): number | string | undefined {
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true")
    throw new SettingError('TRUST_PROXY must name the proxy ("loopback", its address, or a hop count like 1), not "true".');
  return text;
}

/** A shorter secret could be guessed: it signs links that cancel a visitor's meeting. */
const MIN_LINK_SECRET_CHARS = 16;

function linkSecret(text: string | undefined): string | undefined {
  const secret = trimmed(text);
  if (secret && secret.length < MIN_LINK_SECRET_CHARS)
    throw new SettingError(
      `MEETING_LINK_SECRET is ${secret.length} characters long; set it to at least ${MIN_LINK_SECRET_CHARS} random characters (openssl rand -hex 32 makes one), or unset it to send invitations without links to move or cancel.`,
    );
  return secret;
}

export const DEFAULT_BREVO_API_URL = "https://api.brevo.com/v3";
export const DEFAULT_LEADS_DB = "data/leads.db";
const SERVER: Program[] = ["server"];

/** The schema: one entry a variable, in the order of the tables. */
export const SETTINGS = {
  PORT: define({
    readBy: ["server", "edit"],
    summary: "the port the server listens on",
    meaning: "the port the server listens on (`npm run edit` serves the site there too)",
    defaultText: "`3000`",
    parse: port(3000),
  }),
  HOST: define({
    readBy: SERVER,
    summary: "the address the server listens on",
    meaning: "the address the server listens on (`HOST=0.0.0.0` in a container)",
    defaultText: "`127.0.0.1`",
    parse: withDefault("127.0.0.1"),
  }),
  SITE_URL: define({
    readBy: ["server", "build"],
    summary: "public origin for links, sitemap, feed and share images; a build refuses a localhost one",
    meaning:
      "public origin for links, sitemap, RSS, share images and structured data; `npm run build` refuses a missing or localhost one unless `ALLOW_LOCALHOST_SITE_URL=1` (set by `npm start`, `npm test`); the server refuses one that is no http(s) address",
    defaultText: "`http://localhost:3000`",
    parse: siteUrl,
  }),
  ALLOW_LOCALHOST_SITE_URL: define({
    readBy: ["build"],
    summary: "build: `1` allows a localhost `SITE_URL` (set by `npm start`, `npm test`)",
    meaning: "`1` lets a build link to localhost (local runs and tests)",
    defaultText: "unset",
    parse: (text: string | undefined) => text === "1",
  }),
  LEADS_DB: define({
    readBy: ["server", "leads", "chat:gaps"],
    summary: "the lead outbox: SQLite file or `postgres://` URL",
    meaning:
      "SQLite file of the lead outbox, or a `postgres://` URL of a PostgreSQL database shared by several instances (see section 4); when it cannot be opened the server says so naming `LEADS_DB`",
    defaultText: "`data/leads.db`",
    parse: withDefault(DEFAULT_LEADS_DB),
  }),
  BREVO_API_KEY: define({
    readBy: SERVER,
    summary: "email provider's key; no key: leads stored only",
    meaning:
      "email-provider key; without it leads are stored, not forwarded (the server says so at start); with it, the server checks the key and the contact attributes at start",
    defaultText: "unset",
    parse: optional,
  }),
  BREVO_API_URL: define({
    readBy: SERVER,
    summary: "email provider's address",
    meaning: "provider base URL (tests point it at a local fake)",
    defaultText: "`https://api.brevo.com/v3`",
    parse: (text: string | undefined) => withoutTrailingSlash(trimmed(text) ?? DEFAULT_BREVO_API_URL),
  }),
  LEAD_SENDER: define({
    readBy: SERVER,
    summary: "sender address sent with every lead",
    meaning: "sender address sent with every lead (`smtpBlacklistSender`)",
    defaultText: "`leadSender` in `content/site.yaml`",
    parse: optional,
  }),
  LEAD_RETRY_BASE_MS: define({
    readBy: SERVER,
    summary: "tuning knob: first retry delay (ms)",
    meaning:
      "tuning knob: ceiling of the first retry delay after a failed forward, in ms (doubles with each attempt up to 1 hour, full jitter); meetings and applications keep the same pace; lowered only for load tests such as `npm run bench:leads`",
    defaultText: "`30000`",
    parse: milliseconds,
  }),
  LEAD_ATTEMPT_TIMEOUT_MS: define({
    readBy: SERVER,
    summary: "tuning knob: provider time-out (ms)",
    meaning:
      "tuning knob: time-out of one call to the email provider, in ms; a lead being sent is reserved for six of them (60 s by default) so no other instance sends it twice; lowered only by tests",
    defaultText: "`10000`",
    parse: milliseconds,
  }),
  LEAD_ATTRIBUTION_ATTRIBUTES: define({
    readBy: SERVER,
    summary: "`1`: payloads carry the visit's campaign and referrer",
    meaning:
      "`1`: provider payloads add `UTM_SOURCE`, `UTM_MEDIUM`, `UTM_CAMPAIGN`, `LANDING_PAGE` and `REFERRER` (create them in the provider first); unset or `0`: payloads with the fixed fields only",
    defaultText: "unset (off)",
    parse: flag,
  }),
  RATE_LIMIT_POSTS: define({
    readBy: SERVER,
    summary: "form posts per client per 10 minutes",
    meaning: "form and lead POSTs one client may send per 10 minutes before `429`",
    defaultText: "`20`",
    parse: positive(20),
  }),
  RATE_LIMIT_CHAT: define({
    readBy: SERVER,
    summary: "chat questions per client per 10 minutes",
    meaning: "chat questions one client may send per 10 minutes before `429`, counted apart from forms and leads",
    defaultText: "`30`",
    parse: positive(30),
  }),
  TRUST_PROXY: define({
    readBy: SERVER,
    summary: "the TLS proxy in front (`loopback`, an address, hops); never `true`",
    meaning:
      "the TLS-terminating proxy in front (`loopback`, its address, or a hop count such as `1`): `X-Forwarded-Proto` then counts, so HSTS is sent, and the POST limit sees each visitor's address; never `true`",
    defaultText: "unset",
    parse: trustProxy,
  }),
  AI_API_KEY: define({
    readBy: SERVER,
    summary: "optional AI answers in the chat: the key",
    meaning: "optional AI answers in the chatbot; without a key it answers from the site's content",
    defaultText: "unset",
    parse: verbatim,
  }),
  AI_API_URL: define({
    readBy: SERVER,
    summary: "the AI service's address",
    meaning: "the AI service's address (OpenAI-compatible)",
    defaultText: "unset (OpenAI's)",
    parse: verbatim,
  }),
  AI_MODEL: define({
    readBy: SERVER,
    summary: "the AI model",
    meaning: "the AI model asked",
    defaultText: "unset (a small model)",
    parse: verbatim,
  }),
  AI_CALLS_PER_MINUTE: define({
    readBy: SERVER,
    summary: "site-wide cap on AI calls a minute",
    meaning: "site-wide cap on AI calls started per sliding minute, whoever asks; beyond it the chat answers from the site's content",
    defaultText: "`60`",
    parse: positive(60),
  }),
  AI_CALLS_IN_FLIGHT: define({
    readBy: SERVER,
    summary: "site-wide cap on AI calls at once",
    meaning: "site-wide cap on AI calls running at once",
    defaultText: "`8`",
    parse: positive(8),
  }),
  MEETING_CALENDAR_URL: define({
    readBy: SERVER,
    summary: "CalDAV calendar for meetings",
    meaning:
      "a CalDAV calendar collection: meetings are checked against its busy times, held, written to it and sent as invitations (see section 9)",
    defaultText: "unset (meetings as before: no calendar)",
    parse: (text: string | undefined) => {
      const url = trimmed(text);
      return url && !url.endsWith("/") ? `${url}/` : url;
    },
  }),
  MEETING_CALENDAR_USER: define({
    readBy: SERVER,
    summary: "the calendar's user",
    meaning: "the calendar's Basic credentials: the user",
    defaultText: "unset",
    parse: verbatim,
  }),
  MEETING_CALENDAR_PASSWORD: define({
    readBy: SERVER,
    summary: "its password (an app password)",
    meaning: "the calendar's Basic credentials: the password (an app password)",
    defaultText: "unset",
    parse: verbatim,
  }),
  MEETING_BUSY_ICS_URL: define({
    readBy: SERVER,
    summary: "instead of CalDAV: a private iCalendar address",
    meaning:
      "instead of CalDAV: a private iCalendar address to read busy times from (Google, Microsoft 365); read only, so the company gets its copy by email",
    defaultText: "unset",
    parse: optional,
  }),
  MEETING_LINK_SECRET: define({
    readBy: SERVER,
    summary: "signs invitations' cancel-or-move links",
    meaning: "signs the link in each invitation that cancels or moves the meeting (16 characters or more)",
    defaultText: "unset (no such link)",
    parse: linkSecret,
  }),
  MEETING_BOOKING_ADDRESS: define({
    readBy: SERVER,
    summary: "the company's copy of invitations",
    meaning: "where the company's copy of each invitation goes, and the meeting's organizer",
    defaultText: "the site's email (site.yaml)",
    parse: optional,
  }),
  ALERT_WEBHOOK_URL: define({
    readBy: SERVER,
    summary: "where alerts go (Slack-compatible webhook)",
    meaning:
      "a Slack-compatible webhook that gets an alert when leads stop reaching the provider, the key is refused, or the lead store is down or back (see section 6)",
    defaultText: "unset (alerts are log lines only)",
    parse: verbatim,
  }),
  METRICS_TOKEN: define({
    readBy: SERVER,
    summary: "opens `/metrics` and the full `/healthz`",
    meaning:
      "bearer token that opens `GET /metrics` (Prometheus text) and the full `/healthz` report; without it `/metrics` is a 404 and `/healthz` shows its status only",
    defaultText: "unset",
    parse: verbatim,
  }),
  LOG_FORMAT: define({
    readBy: SERVER,
    summary: "`json` or `text`",
    meaning: "`json`: one JSON object per log line, with a request id on request lines; `text`: readable lines",
    defaultText: "`text`",
    parse: logFormat,
  }),
  CMS_BACKEND: define({
    readBy: ["build"],
    summary: "build: the deployed editor's git host",
    meaning: "where the deployed editor at `/admin` signs in and commits (`github`, `gitlab`, `gitea`...); see CONTENT.md",
    defaultText: "`github`",
    parse: verbatim,
  }),
  CMS_REPO: define({
    readBy: ["build"],
    summary: "build: the editor's repository",
    meaning: "the repository the editor commits to (`owner/name`)",
    defaultText: "unset",
    parse: verbatim,
  }),
  CMS_BRANCH: define({
    readBy: ["build"],
    summary: "build: the editor's branch",
    meaning: "the branch the editor commits to",
    defaultText: "`main`",
    parse: verbatim,
  }),
  CMS_AUTH_URL: define({
    readBy: ["build"],
    summary: "build: the editor's sign-in helper",
    meaning: "the OAuth helper's URL the editor signs in through",
    defaultText: "unset",
    parse: verbatim,
  }),
  CMS_API_ROOT: define({
    readBy: ["build"],
    summary: "build: that host's API address, if not the public one",
    meaning:
      "the git host's API address when it is not the public one (GitHub Enterprise, a self-hosted GitLab; required for `gitea`); the editor page may call that origin and no other; `https://` only",
    defaultText: "the host's public API",
    parse: verbatim,
  }),
  CMS_LOCAL_BACKEND_URL: define({
    readBy: ["dev server"],
    summary: "`npm run edit` only: its local proxy",
    meaning: "`npm run edit` only (set by it): the local proxy the editor saves through; never read in production",
    defaultText: "set by `npm run edit`",
    parse: verbatim,
  }),
  CMS_PROXY_PORT: define({
    readBy: ["edit"],
    summary: "`npm run edit` only: its proxy's port",
    meaning: "`npm run edit` only: the port of that local proxy",
    defaultText: "`8081`",
    parse: port(8081),
  }),
  CONTENT_DIR: define({
    readBy: ["build", "dev server"],
    summary: "build and development: the content folder",
    meaning: "the content folder the build compiles and the preview watches (tests point it at a copy)",
    defaultText: "`content/`",
    parse: verbatim,
  }),
  PHOTO_CACHE_DIR: define({
    readBy: ["build", "dev server"],
    summary: "build: where own photos' sizes are cached",
    meaning: "where the own photos' made sizes are kept between builds, keyed by content (tests point it at a temporary folder)",
    defaultText: "`node_modules/.cache/photos`",
    parse: verbatim,
  }),
  NODE_ENV: define({
    readBy: ["server"],
    summary: "Node's mode",
    meaning: "Node's mode: `development` under `npm run dev`, `production` under `npm start`",
    defaultText: "unset",
    parse: verbatim,
    tool: true,
  }),
};

export type SettingName = keyof typeof SETTINGS;
type Value<K extends SettingName> = ReturnType<(typeof SETTINGS)[K]["parse"]>;
type Environment = Record<string, string | undefined>;

/** One variable's value, from process.env unless an environment is given. */
export function readSetting<K extends SettingName>(name: K, env: Environment = process.env): Value<K> {
  return SETTINGS[name].parse(env[name], name) as Value<K>;
}

/** Whether a variable is set to something other than blanks (its default then does not stand in). */
export function isSet(name: SettingName, env: Environment = process.env): boolean {
  return trimmed(env[name]) !== undefined;
}

/**
 * Several variables at once: every one is parsed, and a SettingError lists each bad value on a line of its own
 * (the launcher prints one line each), not just the first.
 */
function readAll<K extends SettingName>(names: readonly K[], env: Environment): { [N in K]: Value<N> } {
  const values: Partial<Record<K, unknown>> = {};
  const problems: string[] = [];
  for (const name of names) {
    try {
      values[name] = readSetting(name, env);
    } catch (error) {
      if (!(error instanceof SettingError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new SettingError(problems.join("\n"));
  return values as { [N in K]: Value<N> };
}

/** The lead pipeline's slice: the email provider, the sender, the store and the forwarders' pace. */
export interface LeadSettings {
  apiKey: string | undefined;
  apiUrl: string;
  senderAddress: string | undefined;
  dbPath: string;
  /** Undefined: the forwarder's default (30 s). */
  retryBaseMs: number | undefined;
  /** Undefined: the forwarder's default (10 s, so a 60 s lease). */
  attemptTimeoutMs: number | undefined;
}

const LEAD_NAMES = ["BREVO_API_KEY", "BREVO_API_URL", "LEAD_SENDER", "LEADS_DB", "LEAD_RETRY_BASE_MS", "LEAD_ATTEMPT_TIMEOUT_MS"] as const;

/** The leads' slice; `fallbackSender` (content/site.yaml's leadSender) stands in for an unset LEAD_SENDER. */
export function readLeadSettings(env: Environment = process.env, fallbackSender?: string): LeadSettings {
  const values = readAll(LEAD_NAMES, env);
  return {
    apiKey: values.BREVO_API_KEY,
    apiUrl: values.BREVO_API_URL,
    senderAddress: values.LEAD_SENDER ?? trimmed(fallbackSender),
    dbPath: values.LEADS_DB,
    retryBaseMs: values.LEAD_RETRY_BASE_MS,
    attemptTimeoutMs: values.LEAD_ATTEMPT_TIMEOUT_MS,
  };
}

/**
 * The meeting calendar's slice (docs/decisions/0470). Booking against a calendar is on when MEETING_CALENDAR_URL
 * (a CalDAV calendar collection, read and written) or MEETING_BUSY_ICS_URL (a private iCalendar address, read
 * only) is set; without either, meetings behave as the chat always did: no holds, no invitations.
 */
export interface MeetingSettings {
  /** The CalDAV collection, ending in '/'. */
  calendarUrl?: string;
  calendarUser?: string;
  calendarPassword?: string;
  busyIcsUrl?: string;
  /** Signs the links to move or cancel a meeting; unset, invitations carry no such link. */
  linkSecret?: string;
  /** Where the company's copy of each invitation goes; unset, the site's contact address. */
  bookingAddress?: string;
}

const MEETING_NAMES = [
  "MEETING_CALENDAR_URL",
  "MEETING_CALENDAR_USER",
  "MEETING_CALENDAR_PASSWORD",
  "MEETING_BUSY_ICS_URL",
  "MEETING_LINK_SECRET",
  "MEETING_BOOKING_ADDRESS",
] as const;

export function readMeetingSettings(env: Environment = process.env): MeetingSettings {
  const values = readAll(MEETING_NAMES, env);
  const present = <T>(key: keyof MeetingSettings, value: T | undefined) => (value ? { [key]: value } : {});
  return {
    ...present("calendarUrl", values.MEETING_CALENDAR_URL),
    ...present("calendarUser", values.MEETING_CALENDAR_USER),
    ...present("calendarPassword", values.MEETING_CALENDAR_PASSWORD),
    ...present("busyIcsUrl", values.MEETING_BUSY_ICS_URL),
    ...present("linkSecret", values.MEETING_LINK_SECRET),
    ...present("bookingAddress", values.MEETING_BOOKING_ADDRESS),
  };
}

/** The assistant's slice: the optional AI service and its site-wide caps. */
export interface AssistantSettings {
  aiApiKey?: string;
  aiApiUrl?: string;
  aiModel?: string;
  /** AI calls the whole site may start per minute, and have running at once. */
  aiCallsPerMinute: number;
  aiCallsInFlight: number;
}

/** The server's settings (DESIGN.md, 'Server and settings'), with each feature's slice. */
export interface Settings extends AssistantSettings {
  port: number;
  host: string;
  siteUrl: string;
  leadsDb: string;
  /** Form posts and leads one client may send in ten minutes before 429. */
  postsPerTenMinutes: number;
  /** Chat questions one client may send in ten minutes before 429 (a budget of its own). */
  chatPerTenMinutes: number;
  /** Express 'trust proxy': a hop count, "loopback" or addresses of the TLS-terminating proxy; unset when none. */
  trustProxy?: number | string;
  /** Where alerts go (a Slack-compatible webhook); unset, alerts are only logged. */
  alertWebhookUrl?: string;
  /** The bearer token that opens /metrics; unset, /metrics is 404. */
  metricsToken?: string;
  logFormat: "json" | "text";
  /** LEAD_ATTRIBUTION_ATTRIBUTES=1: provider payloads add where each lead came from (docs/decisions/0253). */
  leadAttributionAttributes: boolean;
  /** Under `npm run edit`: the local proxy the editor saves through. */
  cmsLocalBackendUrl?: string;
  /** Where own photos' sizes are cached; unset, node_modules/.cache/photos. */
  photoCacheDir?: string;
  leads: LeadSettings;
  meetings: MeetingSettings;
}

const SERVER_NAMES = (Object.keys(SETTINGS) as SettingName[]).filter((name) =>
  SETTINGS[name].readBy.some((program) => program === "server" || program === "dev server"),
);

/**
 * The server's settings, validated once at start: a SettingError names every bad value, one line each, and the
 * launcher (src/server/main.server.ts) prints them and exits 1.
 */
export function readSettings(env: Environment = process.env): Settings {
  const values = readAll(SERVER_NAMES, env);
  return {
    port: values.PORT,
    host: values.HOST,
    siteUrl: values.SITE_URL,
    leadsDb: values.LEADS_DB,
    aiApiKey: values.AI_API_KEY,
    aiApiUrl: values.AI_API_URL,
    aiModel: values.AI_MODEL,
    postsPerTenMinutes: values.RATE_LIMIT_POSTS,
    chatPerTenMinutes: values.RATE_LIMIT_CHAT,
    aiCallsPerMinute: values.AI_CALLS_PER_MINUTE,
    aiCallsInFlight: values.AI_CALLS_IN_FLIGHT,
    alertWebhookUrl: values.ALERT_WEBHOOK_URL,
    metricsToken: values.METRICS_TOKEN,
    logFormat: values.LOG_FORMAT,
    leadAttributionAttributes: values.LEAD_ATTRIBUTION_ATTRIBUTES,
    trustProxy: values.TRUST_PROXY,
    cmsLocalBackendUrl: values.CMS_LOCAL_BACKEND_URL,
    photoCacheDir: values.PHOTO_CACHE_DIR,
    leads: readLeadSettings(env),
    meetings: readMeetingSettings(env),
  };
}

/** Whether Node runs in development (`npm run dev` sets NODE_ENV=development before the site starts). */
export function isDevelopment(env: Environment = process.env): boolean {
  return readSetting("NODE_ENV", env) === "development";
}

/** The site's public origin from SITE_URL, e.g. https://www.example.com. */
export function siteOrigin(env: Environment = process.env): string {
  return readSetting("SITE_URL", env);
}
