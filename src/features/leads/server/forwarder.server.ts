import { buildBrevoPayload, contactUpdateOf, type BrevoContactPayload, type BrevoContactUpdate } from "./brevo-payload.server.ts";
import { companyNotice, type CompanyInbox } from "./company-notice.server.ts";
import type { LeadStore, LeadRecord } from "./lead-store.server.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import { createOutboxLoop, type OutboxLoop } from "../../../platform/outbox-loop.server.ts";
import { consoleLeadLogger } from "./lead-log.server.ts";
import type { LeadLogger } from "./lead-log.server.ts";
import type { LeadEvents } from "./lead-events.server.ts";
import {
  contactExists,
  sendToProvider,
  type ProviderOutcome,
  type ProviderRequest,
  type TransactionalEmail,
} from "../../../platform/provider-client.server.ts";
import { DEFAULT_BACKOFF, backoffDelay } from "../../../platform/retry-policy.server.ts";
import type { BackoffSettings } from "../../../platform/retry-policy.server.ts";

export type ForwarderOptions = {
  store: LeadStore;
  apiKey: string;
  /** Provider base URL, e.g. https://api.brevo.com/v3 (tests point it at a local fake). */
  apiUrl: string;
  /** The fixed address sent as smtpBlacklistSender. */
  senderAddress: string;
  /** Adds the attribution attributes to every payload (LEAD_ATTRIBUTION_ATTRIBUTES). */
  attributionAttributes?: boolean;
  /**
   * Where the notice of a returning contact's lead goes (docs/leads.md, "Returning contacts"). Without it such a lead
   * still updates the contact, but only the provider holds it.
   */
  companyInbox?: CompanyInbox;
  timeoutMs?: number;
  pollIntervalMs?: number;
  backoff?: Partial<BackoffSettings>;
  /** How long a claimed lead is reserved for this worker; must outlast one attempt. Default: LEASE_ATTEMPTS time-outs. */
  leaseMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  logger?: LeadLogger;
  events?: LeadEvents;
};

/** Sends what is due (pending leads resume after a restart), polls, and is nudged right after a new lead. */
export type Forwarder = OutboxLoop;

/**
 * A claimed lead is reserved for six attempt time-outs (60 s by default): long enough that a slow
 * attempt is never sent twice by another instance, and it scales down with LEAD_ATTEMPT_TIMEOUT_MS so
 * tests of a crash mid-attempt need not wait a minute (docs/leads.md, "Several instances").
 */
const LEASE_ATTEMPTS = 6;

export function createForwarder(options: ForwarderOptions): Forwarder {
  const { store, apiKey, apiUrl, senderAddress } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? timeoutMs * LEASE_ATTEMPTS;
  const backoff: BackoffSettings = { ...DEFAULT_BACKOFF, ...options.backoff };
  const now = options.now ?? Date.now;
  const log = options.logger ?? consoleLeadLogger;

  // A 429 speaks for the whole account, not one lead: hold every send until the window resets.
  let pausedUntil = 0;

  const send = (
    request: Pick<ProviderRequest<BrevoContactPayload | BrevoContactUpdate | TransactionalEmail>, "payload" | "path" | "method">,
  ) => sendToProvider({ apiUrl, apiKey, timeoutMs, now, ...(options.fetch ? { fetch: options.fetch } : {}), ...request });

  /**
   * The contact exists (a person who writes twice): the lead updates it, and the company gets the
   * lead by email, since an update adds nobody to the list. Each step is safe to
   * repeat, so a retry starts again from the first POST.
   */
  async function deliverToExisting(lead: LeadRecord, payload: BrevoContactPayload): Promise<ProviderOutcome> {
    const updated = await send({
      method: "PUT",
      path: `/contacts/${encodeURIComponent(payload.email)}?identifierType=email_id`,
      payload: contactUpdateOf(payload),
    });
    // A newsletter sign-up carries no message: the list is all there is to update.
    if (updated.kind !== "delivered" || !options.companyInbox || lead.kind === "newsletter") return updated;
    return send({ path: "/smtp/email", payload: companyNotice(lead, options.companyInbox) });
  }

  async function attempt(lead: LeadRecord): Promise<void> {
    const attempts = lead.attempts + 1;
    const payload = buildBrevoPayload(lead, senderAddress, { attribution: options.attributionAttributes === true });
    const started = performance.now();
    const created = await send({ payload });
    const returning = contactExists(created);
    const outcome = returning ? await deliverToExisting(lead, payload) : created;
    options.events?.attempted?.(lead, outcome, (performance.now() - started) / 1000);
    const tag = `Lead ${lead.id} (${lead.kind})${returning ? " from an existing contact" : ""}`;
    if (outcome.kind === "delivered") {
      await store.markDelivered(lead.id, {
        attempts,
        deliveredAt: now(),
        providerStatus: outcome.status,
        providerResponse: outcome.body,
      });
      log.info(`${tag} delivered (HTTP ${outcome.status}, attempt ${attempts}).`);
    } else if (outcome.kind === "retry") {
      const delay = outcome.waitMs ?? backoffDelay(attempts, backoff);
      if (outcome.rateLimited) pausedUntil = now() + delay;
      await store.markRetry(lead.id, {
        attempts,
        nextAttemptAt: now() + delay,
        lastError: outcome.error,
        providerStatus: outcome.status,
        providerResponse: outcome.body,
      });
      log.warn(`${tag} not delivered: ${outcome.error}; retry ${attempts + 1} in ${Math.round(delay / 1000)} s.`);
    } else {
      await store.markFailed(lead.id, {
        attempts,
        reason: outcome.reason,
        providerStatus: outcome.status,
        providerResponse: outcome.body,
      });
      log.error(`${tag} failed: provider answered HTTP ${outcome.status} (${outcome.reason}); kept for the operator.`);
    }
  }

  return createOutboxLoop({
    pollIntervalMs,
    // One lead at a time: leads claimed but not yet sent would otherwise sit out a lease on stop().
    async pass(stopping) {
      while (!stopping() && now() >= pausedUntil) {
        const [lead] = await store.claimDue(now(), 1, now() + leaseMs);
        if (!lead) return;
        await attempt(lead);
      }
    },
    onError: (error) => log.error(`Forwarding pass stopped: ${describeError(error)}.`),
  });
}
