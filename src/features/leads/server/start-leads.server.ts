import type { ContentBundle } from "../../../content/types.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import { checkProvider, type ProviderCheck } from "../../../platform/provider-check.server.ts";
import type { Settings } from "../../../platform/settings.server.ts";
import { checkBooking } from "../../meetings/index.ts";
import type { Meetings } from "../../meetings/server/index.server.ts";
import { leadLabelsOf } from "../lead-validation.ts";
import { payloadAttributeNames } from "./brevo-payload.server.ts";
import type { LeadContextValue } from "./lead-context.server.ts";
import type { LeadEvents } from "./lead-events.server.ts";
import type { LeadLogger } from "./lead-log.server.ts";
import { createLeadService } from "./lead-service.server.ts";
import { isPostgresUrl, openLeadStore } from "./open-lead-store.server.ts";
import { createHealthMonitor, type HealthReport } from "./outbox-health.server.ts";
import type { OutboxSummary } from "./outbox-summary.server.ts";
import { describePostgresUrl } from "./postgres-lead-store.server.ts";
import { leadStoreNotice } from "./private-files.server.ts";
import { openResilientLeadStore, type ResilientLeadStore } from "./resilient-lead-store.server.ts";

/**
 * The lead store the site runs on (LEADS_DB: a SQLite file or a PostgreSQL URL), where the meetings', visits',
 * applications' and chat gaps' ledgers live too. The site stays up while it is down: /healthz says 503 and
 * submissions are refused until it opens (docs/decisions/0270).
 */
export async function openSiteLeadStore(leadsDb: string, log: LeadLogger): Promise<ResilientLeadStore> {
  const location = isPostgresUrl(leadsDb) ? describePostgresUrl(leadsDb) : leadsDb;
  const store = await openResilientLeadStore({ open: () => openLeadStore(leadsDb), location, log });
  log.info(leadStoreNotice(location));
  return store;
}

/** Started leads: what the routes read, the outbox's health, and the two steps of a shutdown. */
interface Leads {
  context: LeadContextValue;
  health: { report(): Promise<HealthReport> };
  /** First step of a shutdown: the health checks stop. */
  stopWatching(): void;
  /** Last step, once no request is in flight: the forwarding attempt in flight finishes. */
  stop(): Promise<void>;
}

/**
 * The lead pipeline, started: the service the forms and the chat submit to (validate → outbox → the email
 * provider), the outbox's health checks, and a check of the provider's key and attributes at start.
 */
export function startLeads(options: {
  store: ResilientLeadStore;
  settings: Pick<Settings, "leads" | "siteUrl" | "leadAttributionAttributes">;
  content: Pick<ContentBundle, "site" | "chat">;
  /** Meetings against the company's calendar, when one is configured: a meeting lead holds its slot there. */
  meetings: Meetings | undefined;
  events: LeadEvents;
  alerts: Alerter;
  /** Each fresh check of the outbox, for the metrics. */
  onOutboxCheck: (summary: OutboxSummary | undefined, at: number) => void;
  /** The provider's answer at start, for the operator's log and alerts. */
  onProviderCheck: (result: ProviderCheck) => void;
  log: LeadLogger;
}): Leads {
  const { store, settings, content, meetings } = options;
  const { site, chat } = content;
  const service = createLeadService({
    ...(meetings ? { meetings: meetings.service, onMeetingQueued: () => meetings.queued() } : {}),
    // Calendar or not, a meeting is stored only for a slot the site offers (docs/decisions/0476).
    checkMeetingSlot: (fields) => {
      const checked = checkBooking(fields, chat.business, { ...chat.labels, ...chat.meetingLabels }, Date.now());
      return checked.ok ? undefined : checked.errors;
    },
    store,
    // The labels leads are checked with, the same the pages and the chat use.
    leadLabels: leadLabelsOf(site.labels),
    settings: settings.leads,
    // The sender address given to the email provider: LEAD_SENDER, else content/site.yaml's leadSender.
    senderAddress: site.leadSender,
    // A returning contact's lead is emailed to the company.
    companyInbox: { email: site.email, name: chat.companyName },
    logger: options.log,
    events: options.events,
    attributionAttributes: settings.leadAttributionAttributes,
  });
  service.start();
  const health = createHealthMonitor({ store, alerts: options.alerts, forwarding: service.forwarding, onCheck: options.onOutboxCheck });
  health.start();
  const provider = settings.leads;
  if (service.forwarding && provider.apiKey) {
    void checkProvider({
      apiUrl: provider.apiUrl,
      apiKey: provider.apiKey,
      attributes: payloadAttributeNames({ attribution: settings.leadAttributionAttributes }),
    }).then((result) => {
      health.setProvider(result);
      options.onProviderCheck(result);
    });
  }
  return {
    context: { service, siteOrigin: settings.siteUrl, ...(meetings ? { meetings: meetings.service } : {}) },
    health,
    stopWatching: () => health.stop(),
    stop: () => service.stop(),
  };
}
