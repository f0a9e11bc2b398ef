import { createHash } from "node:crypto";
import { describeError } from "../../../platform/describe-error.server.ts";
import { createOutboxLoop, type OutboxLoop } from "../../../platform/outbox-loop.server.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import { sendToProvider, type ProviderOutcome, type TransactionalEmail } from "../../../platform/provider-client.server.ts";
import { DEFAULT_BACKOFF, backoffDelay, type BackoffSettings } from "../../../platform/retry-policy.server.ts";
import { FILE_FIELDS, type ApplicationLabels } from "../application-form.ts";
import { applicantConfirmation, hiringNotice, type Mailboxes } from "./application-emails.server.ts";
import type { ApplicationLedger, ApplicationMessage, StoredFile } from "./application-ledger.server.ts";

export interface ApplicationOutboxOptions {
  ledger: ApplicationLedger;
  /** The email provider (BREVO_API_URL, BREVO_API_KEY); without a key the emails wait, as leads do. */
  apiUrl: string;
  apiKey?: string | undefined;
  mailboxes: Mailboxes;
  labels: ApplicationLabels;
  alerts?: Pick<Alerter, "send">;
  /** Lines without personal data: ids, kinds, errors. */
  log: { info(line: string): void; warn(line: string): void; error(line: string): void };
  /** Told of each attempt's outcome, for /metrics. */
  attempted?: (kind: ApplicationMessage["kind"], outcome: ProviderOutcome["kind"]) => void;
  backoff?: Partial<BackoffSettings>;
  timeoutMs?: number;
  pollIntervalMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/**
 * Sends the applications' emails from the store as the lead outbox sends leads: one at
 * a time, leased while in flight (a second instance does not send it too; a crash only delays it), retried
 * with the leads' backoff until the provider answers, failed for good and alerted only on a final refusal.
 */
export function createApplicationOutbox(options: ApplicationOutboxOptions): OutboxLoop {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backoff: BackoffSettings = { ...DEFAULT_BACKOFF, ...options.backoff };

  /** The email to send, or why it cannot be built (the application was erased meanwhile, or a file does not match its checksum). */
  async function emailFor(message: ApplicationMessage): Promise<TransactionalEmail | string> {
    const application = await options.ledger.get(message.applicationId);
    if (!application) return "application gone";
    if (message.kind === "confirmation") return applicantConfirmation(application, options.labels, options.mailboxes);
    const files: StoredFile[] = [];
    for (const role of FILE_FIELDS) {
      const file = await options.ledger.file(application.id, role);
      if (!file) continue;
      if (createHash("sha256").update(file.content).digest("hex") !== file.sha256) return `file ${role} does not match its checksum`;
      files.push(file);
    }
    return hiringNotice(application, files, options.mailboxes);
  }

  async function attempt(message: ApplicationMessage): Promise<void> {
    const attempts = message.attempts + 1;
    const tag = `Application ${message.applicationId}: ${message.kind} email`;
    const email = await emailFor(message);
    if (typeof email === "string") {
      await options.ledger.markMessageFailed(message.id, attempts, email);
      options.log.error(`${tag} not sent: ${email}.`);
      return;
    }
    const outcome: ProviderOutcome = options.apiKey
      ? await sendToProvider({
          apiUrl: options.apiUrl,
          apiKey: options.apiKey,
          path: "/smtp/email",
          payload: email,
          timeoutMs,
          now,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : { kind: "retry", status: null, body: null, error: "BREVO_API_KEY is not set", rateLimited: false };
    options.attempted?.(message.kind, outcome.kind);
    if (outcome.kind === "delivered") {
      await options.ledger.markMessageSent(message.id, attempts);
      options.log.info(`${tag} sent (attempt ${attempts}).`);
    } else if (outcome.kind === "retry") {
      const delay = outcome.waitMs ?? backoffDelay(attempts, backoff);
      await options.ledger.markMessageRetry(message.id, attempts, now() + delay, outcome.error);
      options.log.warn(`${tag} not sent: ${outcome.error}; retry ${attempts + 1} in ${Math.round(delay / 1000)} s.`);
    } else {
      await options.ledger.markMessageFailed(message.id, attempts, outcome.reason);
      options.log.error(`${tag} failed: provider answered HTTP ${outcome.status} (${outcome.reason}); the application is kept.`);
      options.alerts?.send({
        kind: "application_email_failed",
        severity: message.kind === "hiring" ? "critical" : "warning",
        summary: `An application's ${message.kind} email was refused by the email provider (${outcome.reason}).`,
        action:
          message.kind === "hiring"
            ? "Read the application with npm run leads -- applications and check the provider's sender and attachment limits."
            : "Check the email provider; the applicant was told on the page that the application arrived.",
        details: { applicationId: message.applicationId, kind: message.kind, attempts },
      });
    }
  }

  return createOutboxLoop({
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    async pass(stopping) {
      while (!stopping()) {
        const [message] = await options.ledger.claimDueMessages(now(), 1, now() + timeoutMs * 6);
        if (!message) return;
        await attempt(message);
      }
    },
    onError: (error) => options.log.error(`Application emails pass stopped: ${describeError(error)}.`),
  });
}
