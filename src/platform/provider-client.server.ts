import { providerWaitMs } from "./retry-policy.server.ts";

/**
 * The email provider's HTTP client (Brevo's API): one call, and what its answer means for the caller's outbox.
 * The leads' forwarder, the meetings' invitations and the applications' emails send through it; it knows none of them.
 */

/** Brevo's POST /v3/smtp/email body, as the meeting invitations, the company notices and the applications' emails use it. */
export type TransactionalEmail = {
  sender: { email: string; name: string };
  to: { email: string; name: string }[];
  subject: string;
  textContent: string;
  /** Where the company's reply goes: the visitor, for the notice of a returning contact's lead. */
  replyTo?: { email: string; name?: string };
  attachment?: { name: string; content: string }[];
};

/** What one call to the provider means for the lead. */
export type ProviderOutcome =
  | { kind: "delivered"; status: number; body: string }
  | {
      kind: "retry";
      status: number | null;
      body: string | null;
      /** Short, personal-data-free reason: 'HTTP 503', 'rate limited', 'timeout', 'network error'. */
      error: string;
      /** The provider's own wait hint, when it gave one. */
      waitMs?: number;
      rateLimited: boolean;
    }
  | { kind: "failed"; status: number; body: string; reason: string };

/** `Payload`: the JSON body; a transactional email unless the caller names its own (the leads' contacts). */
export type ProviderRequest<Payload extends object = TransactionalEmail> = {
  apiUrl: string;
  apiKey: string;
  /**
   * A contact, a transactional email when `path` is /smtp/email (meeting invitations),
   * or an update of an existing contact with PUT /contacts/{email} (docs/decisions/0521).
   */
  payload: Payload;
  /** Default /contacts. */
  path?: "/contacts" | "/smtp/email" | `/contacts/${string}`;
  /** Default POST; PUT updates a contact. */
  method?: "POST" | "PUT";
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** Answers are stored for the operator; a cap keeps a misbehaving provider from bloating the outbox. */
const MAX_BODY_CHARS = 4000;

export async function sendToProvider<Payload extends object>(request: ProviderRequest<Payload>): Promise<ProviderOutcome> {
  const doFetch = request.fetch ?? fetch;
  const now = request.now ?? Date.now;
  const url = `${request.apiUrl.replace(/\/+$/, "")}${request.path ?? "/contacts"}`;
  let response: Response;
  let body: string;
  try {
    // One signal for the whole exchange: a provider that sends headers and then stalls also times out.
    const signal = AbortSignal.timeout(request.timeoutMs);
    response = await doFetch(url, {
      method: request.method ?? "POST",
      headers: { "api-key": request.apiKey, accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(request.payload),
      signal,
    });
    body = (await response.text()).slice(0, MAX_BODY_CHARS);
  } catch (error) {
    return { kind: "retry", status: null, body: null, error: describeFailure(error), rateLimited: false };
  }

  const status = response.status;
  if (status >= 200 && status < 300) return { kind: "delivered", status, body };
  // 408 is the one 4xx that means "try again"; every other 4xx is a final answer.
  if (status === 429 || status >= 500 || status === 408) {
    const waitMs = providerWaitMs(response.headers, now());
    const rateLimited = status === 429;
    const error = rateLimited ? "rate limited (HTTP 429)" : `HTTP ${status}`;
    return { kind: "retry", status, body, error, rateLimited, ...(waitMs !== undefined ? { waitMs } : {}) };
  }
  return { kind: "failed", status, body, reason: errorCode(body) ?? `HTTP ${status}` };
}

/** Brevo answers errors as {"code": "duplicate_parameter", "message": "..."}; the code is the reason. */
function errorCode(body: string): string | undefined {
  const code = parseError(body)?.code;
  return typeof code === "string" && /^[a-z0-9_]{1,64}$/i.test(code) ? code : undefined;
}

function parseError(body: string): { code?: unknown; message?: unknown; metadata?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    // Not JSON: the status alone is the reason.
    return undefined;
  }
}

/** The provider's words for "this email already belongs to a contact", whichever code it sends them with. */
const EXISTING_CONTACT_MESSAGE = /already (exists?|associated)/i;

/**
 * Whether a refusal means the contact already exists under that email: 400 `duplicate_parameter`
 * ("Contact already exist", or "... email is already associated with another Contact" with
 * `metadata.duplicate_identifiers: ["email"]`), or the same words sent as `invalid_parameter`.
 * A duplicate of another identifier (an SMS number) is not: updating by email would not reach it.
 */
export function contactExists(outcome: ProviderOutcome): boolean {
  if (outcome.kind !== "failed" || outcome.status !== 400) return false;
  const error = parseError(outcome.body);
  if (!error) return false;
  const metadata = error.metadata;
  const identifiers =
    typeof metadata === "object" &&
    metadata !== null &&
    "duplicate_identifiers" in metadata &&
    Array.isArray(metadata.duplicate_identifiers)
      ? metadata.duplicate_identifiers.map((identifier) => String(identifier).toLowerCase())
      : undefined;
  if (identifiers) return identifiers.includes("email");
  // The payloads carry an email and no SMS number, so a duplicate without identifiers is the email.
  if (error.code === "duplicate_parameter") return true;
  return error.code === "invalid_parameter" && typeof error.message === "string" && EXISTING_CONTACT_MESSAGE.test(error.message);
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  // undici wraps the socket error (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause && typeof cause.code === "string" ? cause.code : undefined;
  return code ? `network error (${code})` : "network error";
}
