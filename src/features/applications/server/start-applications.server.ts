import type { SiteSettings } from "../../../content/types.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import type { Counter } from "prom-client";
import type { LeadSettings } from "../../../platform/settings.server.ts";
import { retryBackoff } from "../../../platform/retry-policy.server.ts";
import { applicationSettings } from "../application-settings.ts";
import type { ApplicationContextValue } from "./application-context.server.ts";
import type { ApplicationLedger } from "./application-ledger.server.ts";
import { createApplicationOutbox } from "./application-outbox.server.ts";
import { createApplicationRetention } from "./application-retention.server.ts";

type Log = { info(line: string): void; warn(line: string): void; error(line: string): void };

/**
 * The server's side of job applications: the emails' outbox and the hourly deletion
 * of expired applications, started; and what the job pages' action needs.
 */
export function startApplications(options: {
  ledger: ApplicationLedger;
  site: Pick<SiteSettings, "applications" | "email" | "leadSender" | "name" | "labels">;
  /** The leads' slice of the settings: applications' emails go through the same provider at the same pace. */
  provider: LeadSettings;
  siteOrigin: string;
  alerts: Pick<Alerter, "send">;
  /** The server's metrics: applications are counted by job and outcome. */
  metrics: { applications: Counter<"job" | "outcome"> };
  log: Log;
}): { context: ApplicationContextValue; stop(): Promise<void> } {
  const { ledger, site, log, metrics } = options;
  const settings = applicationSettings(site);
  const { provider } = options;
  const sender = { email: provider.senderAddress ?? (site.leadSender?.trim() || undefined) ?? site.email, name: site.name };
  if (!provider.apiKey)
    log.warn("Application emails wait: BREVO_API_KEY is not set; applications are stored and listed by npm run leads -- applications.");
  const outbox = createApplicationOutbox({
    ledger,
    apiUrl: provider.apiUrl,
    apiKey: provider.apiKey,
    mailboxes: {
      sender,
      hiring: { email: settings.hiringEmail, name: `${site.name} hiring` },
      contactEmail: settings.contactEmail,
      retentionDays: settings.retentionDays,
    },
    labels: site.labels.application,
    alerts: options.alerts,
    log,
    ...(provider.attemptTimeoutMs ? { timeoutMs: provider.attemptTimeoutMs } : {}),
    ...(provider.retryBaseMs ? { backoff: retryBackoff(provider.retryBaseMs) } : {}),
  });
  const retention = createApplicationRetention({ ledger, retentionDays: settings.retentionDays, log });
  outbox.start();
  retention.start();
  return {
    context: {
      ledger,
      siteOrigin: options.siteOrigin,
      stored: () => outbox.nudge(),
      counted: (job, outcome) => metrics.applications.inc({ job, outcome }),
      log,
    },
    async stop() {
      await Promise.all([outbox.stop(), retention.stop()]);
    },
  };
}
