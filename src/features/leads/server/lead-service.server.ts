import { createForwarder } from "./forwarder.server.ts";
import type { Forwarder, ForwarderOptions } from "./forwarder.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import { SlotTakenError, type MeetingBooking, type MeetingService } from "../../meetings/server/index.server.ts";
import type { SlotErrors } from "../../meetings/index.ts";
import type { Lead, MeetingFields } from "../lead-kinds.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import { consoleLeadLogger } from "./lead-log.server.ts";
import type { LeadLogger } from "./lead-log.server.ts";
import type { LeadEvents, SubmitOutcome } from "./lead-events.server.ts";
import { isLeadKind } from "../lead-kinds.ts";
import { readLeadSettings, type LeadSettings } from "../../../platform/settings.server.ts";
import { retryBackoff } from "../../../platform/retry-policy.server.ts";
import { isEmail, validateLead } from "../lead-validation.ts";
import type { LeadLabels } from "../../../content/lead-labels.ts";
import type { LeadErrors } from "../lead-validation.ts";
import { cleanAttribution } from "../lead-attribution.ts";

/** `conflict`: the idempotency key was used for a different lead, and this one was kept nowhere. */
export type SubmitResult =
  | { status: "stored"; id: string; duplicate: boolean }
  | { status: "invalid"; errors: LeadErrors }
  | { status: "conflict" }
  | { status: "error" };

export type SubmitOptions = {
  idempotencyKey?: string | undefined;
  /** Looked automated: stored as `suspect` and not forwarded until released (docs/leads.md, "Kept, never dropped: suspected bots and the form clock"). */
  suspect?: boolean;
  /** Where the lead came from, as sent (untrusted): cleaned here, whichever way it came. */
  attribution?: unknown;
  /** The site's own host, which is never stored as a referrer. */
  ownHost?: string;
  /** The visitor's IANA time zone, as the browser sent it with a meeting (untrusted; only named in labels). */
  visitorTimeZone?: string | undefined;
};

export type LeadService = {
  /** Validates and durably stores one lead; 'stored' is only answered after the commit. */
  submit(kind: string, rawFields: unknown, options?: SubmitOptions): Promise<SubmitResult>;
  /** Starts forwarding (no-op when forwarding is off). */
  start(): void;
  /** Stops forwarding and waits for the attempt in flight. The store stays open: its owner closes it. */
  stop(): Promise<void>;
  readonly store: LeadStore;
  /** False when no API key (or no sender address) is configured. */
  readonly forwarding: boolean;
};

export type LeadServiceOptions = {
  store: LeadStore;
  /** The field messages and service choices of content/site.yaml. */
  leadLabels: LeadLabels;
  /** The leads' slice of the settings (BREVO_API_*, LEAD_SENDER, LEAD_RETRY_BASE_MS, LEAD_ATTEMPT_TIMEOUT_MS); unset, the defaults. */
  settings?: LeadSettings;
  /** smtpBlacklistSender when LEAD_SENDER is unset, e.g. the site's email from content/site.yaml. */
  senderAddress?: string;
  /** LEAD_ATTRIBUTION_ATTRIBUTES: the provider payload adds the five attribution attributes. */
  attributionAttributes?: boolean;
  /**
   * The company's inbox (site.yaml's email): a returning contact's lead is emailed there, sent from
   * the sender address.
   */
  companyInbox?: { email: string; name: string };
  /** Forwarder tuning and test seams: time-out, poll interval, backoff, clock, fetch. */
  forwarder?: Partial<Omit<ForwarderOptions, "store" | "apiKey" | "apiUrl" | "senderAddress" | "logger" | "events">>;
  logger?: LeadLogger;
  /** Metrics and alerts listen here. */
  events?: LeadEvents;
  /** With a meeting calendar: checks a meeting's time and holds it with its lead. */
  meetings?: Pick<MeetingService, "prepare" | "refusal">;
  /**
   * With or without a calendar: why a meeting's date or time is no slot the site offers, or undefined
   * when it is one (docs/decisions/0476). Such a lead is refused, suspect or not, before anything is stored.
   */
  checkMeetingSlot?: (fields: MeetingFields) => SlotErrors | undefined;
  /** Told when a booking queued invitations. */
  onMeetingQueued?: () => void;
};

export function createLeadService(options: LeadServiceOptions): LeadService {
  const { store } = options;
  const log = options.logger ?? consoleLeadLogger;
  const given = options.settings ?? readLeadSettings({});
  const settings = { ...given, senderAddress: given.senderAddress ?? (options.senderAddress?.trim() || undefined) };

  let forwarder: Forwarder | undefined;
  if (!settings.apiKey) {
    log.warn(`Lead forwarding is off: BREVO_API_KEY is not set; leads are stored in ${store.location}.`);
  } else if (!settings.senderAddress || !isEmail(settings.senderAddress.toLowerCase())) {
    // Every payload carries the sender; without a valid one the provider would refuse them all.
    log.warn(`Lead forwarding is off: LEAD_SENDER is not a valid email address; leads are stored in ${store.location}.`);
  } else {
    const { retryBaseMs, attemptTimeoutMs } = settings;
    const backoff = retryBackoff(retryBaseMs);
    forwarder = createForwarder({
      ...(attemptTimeoutMs === undefined ? {} : { timeoutMs: attemptTimeoutMs }),
      ...options.forwarder,
      backoff: { ...backoff, ...options.forwarder?.backoff },
      store,
      apiKey: settings.apiKey,
      apiUrl: settings.apiUrl,
      senderAddress: settings.senderAddress,
      attributionAttributes: options.attributionAttributes === true,
      ...(options.companyInbox
        ? { companyInbox: { to: options.companyInbox, sender: { email: settings.senderAddress, name: options.companyInbox.name } } }
        : {}),
      logger: log,
      ...(options.events ? { events: options.events } : {}),
    });
  }
  // A refused kind is not a label: anything a client sends would become one.
  const told = (kind: string, outcome: SubmitOutcome) => options.events?.submitted?.(isLeadKind(kind) ? kind : "unknown", outcome);

  return {
    store,
    forwarding: forwarder !== undefined,
    async submit(kind, rawFields, submitOptions = {}) {
      const checked = validateLead(kind, rawFields, options.leadLabels);
      if (!checked.ok) {
        told(kind, "invalid");
        return { status: "invalid", errors: checked.errors };
      }
      const slotErrors = checked.lead.kind === "meeting" ? options.checkMeetingSlot?.(checked.lead.fields) : undefined;
      if (slotErrors) {
        told(kind, "invalid");
        return { status: "invalid", errors: slotErrors };
      }
      let booking: MeetingBooking | undefined;
      // A lead that looked automated holds no time and sends no invitation.
      if (checked.lead.kind === "meeting" && options.meetings && submitOptions.suspect !== true) {
        const prepared = await options.meetings.prepare(checked.lead.fields, submitOptions.visitorTimeZone).catch((error: unknown) => {
          // The store could not say what is held: the visitor is told to try again, as for any storing failure (record 0011).
          log.error(`Checking a meeting's time failed: ${describeError(error)}.`);
          return undefined;
        });
        if (!prepared) {
          told(kind, "error");
          return { status: "error" };
        }
        if (!prepared.ok) {
          told(kind, "invalid");
          return { status: "invalid", errors: prepared.errors };
        }
        booking = prepared.booking;
      }
      try {
        const { lead, created } = await store.insert(checked.lead, {
          idempotencyKey: submitOptions.idempotencyKey ?? null,
          suspect: submitOptions.suspect === true,
          attribution: cleanAttribution(submitOptions.attribution, submitOptions.ownHost) ?? null,
          ...(booking ? { meeting: booking } : {}),
        });
        // A key reused for another lead is refused, not answered with the first lead's id while the
        // new data is dropped.
        if (!created && !sameLead(lead, checked.lead)) {
          log.warn(`A ${checked.lead.kind} lead reused the idempotency key of lead ${lead.id} with other data; refused, not stored.`);
          told(checked.lead.kind, "conflict");
          return { status: "conflict" };
        }
        const stored = lead.status === "suspect" ? "stored as suspect (kept for review, not forwarded)" : "stored";
        log.info(created ? `Lead ${lead.id} (${lead.kind}) ${stored}.` : `Lead ${lead.id} (${lead.kind}) repeated; kept once.`);
        if (created && lead.status === "pending") forwarder?.nudge();
        if (created && booking) options.onMeetingQueued?.();
        told(lead.kind, !created ? "duplicate" : lead.status === "suspect" ? "suspect" : "stored");
        return { status: "stored", id: lead.id, duplicate: !created };
      } catch (error) {
        // Another booking held the time first (this instance or another): the visitor picks again.
        if (error instanceof SlotTakenError && checked.lead.kind === "meeting" && options.meetings) {
          told(kind, "invalid");
          return { status: "invalid", errors: await options.meetings.refusal(checked.lead.fields) };
        }
        // Never a false success: the visitor is told to try again (docs/leads.md, "One path, and ").
        log.error(`Storing a ${checked.lead.kind} lead failed: ${describeError(error)}.`);
        told(checked.lead.kind, "error");
        return { status: "error" };
      }
    },
    start() {
      forwarder?.start();
    },
    async stop() {
      await forwarder?.stop();
    },
  };
}

/** The same kind and the same fields, whatever their order: a resend of one lead, not another lead. */
function sameLead(stored: Lead, sent: Lead): boolean {
  return stored.kind === sent.kind && canonical(stored.fields) === canonical(sent.fields);
}

function canonical(fields: Lead["fields"]): string {
  return JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
