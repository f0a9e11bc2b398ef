import { describeError } from "../../../platform/describe-error.server.ts";
import { createOutboxLoop, type OutboxLoop } from "../../../platform/outbox-loop.server.ts";
import { sendToProvider } from "../../../platform/provider-client.server.ts";
import { DEFAULT_BACKOFF, backoffDelay, type BackoffSettings } from "../../../platform/retry-policy.server.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import { writeEvent } from "./caldav-client.server.ts";
import type { MeetingLedger, MeetingMessage } from "./meeting-ledger.server.ts";

export interface MeetingOutboxOptions {
  ledger: MeetingLedger;
  /** The email provider (BREVO_API_URL, BREVO_API_KEY); without a key emails wait, as leads do. */
  apiUrl: string;
  apiKey?: string | undefined;
  sender: { email: string; name: string };
  calendar: { user?: string | undefined; password?: string | undefined };
  alerts?: Pick<Alerter, "send">;
  log: { info(line: string): void; warn(line: string): void; error(line: string): void };
  backoff?: Partial<BackoffSettings>;
  /** After this many tries a message is failed and alerted: an invitation after the meeting helps nobody. */
  maxAttempts?: number;
  timeoutMs?: number;
  pollIntervalMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export type MeetingOutbox = OutboxLoop;

type Attempt = { ok: true } | { ok: false; retry: boolean; error: string; waitMs?: number | undefined };

const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Sends the meetings' calendar writes and invitation emails from the store, one at a time, with the
 * leads' backoff: a message is written in the booking's transaction, so it
 * outlives a crash, and is leased while in flight, so two instances never send it twice.
 */
export function createMeetingOutbox(options: MeetingOutboxOptions): MeetingOutbox {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const backoff: BackoffSettings = { ...DEFAULT_BACKOFF, ...options.backoff };
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};

  async function deliver(message: MeetingMessage): Promise<Attempt> {
    const { payload } = message;
    if (payload.kind === "caldav-put" || payload.kind === "caldav-delete") {
      const access = { ...options.calendar, timeoutMs, ...fetchOption };
      return writeEvent(access, payload.url, payload.kind === "caldav-put" ? payload.ics : null);
    }
    if (!options.apiKey) return { ok: false, retry: true, error: "BREVO_API_KEY is not set" };
    const outcome = await sendToProvider({
      apiUrl: options.apiUrl,
      apiKey: options.apiKey,
      path: "/smtp/email",
      timeoutMs,
      now,
      ...fetchOption,
      payload: {
        sender: options.sender,
        to: payload.to,
        subject: payload.subject,
        textContent: payload.text,
        attachment: [
          { name: payload.method === "CANCEL" ? "cancel.ics" : "invite.ics", content: Buffer.from(payload.ics).toString("base64") },
        ],
      },
    });
    if (outcome.kind === "delivered") return { ok: true };
    if (outcome.kind === "retry") return { ok: false, retry: true, error: outcome.error, waitMs: outcome.waitMs };
    return { ok: false, retry: false, error: outcome.reason };
  }

  async function attempt(message: MeetingMessage): Promise<void> {
    const attempts = message.attempts + 1;
    const outcome = await deliver(message);
    const tag = `Meeting ${message.meetingId}: ${message.payload.kind}`;
    if (outcome.ok) {
      await options.ledger.markMessageSent(message.id, attempts);
      options.log.info(`${tag} done (attempt ${attempts}).`);
    } else if (outcome.retry && attempts < maxAttempts) {
      const delay = outcome.waitMs ?? backoffDelay(attempts, backoff);
      await options.ledger.markMessageRetry(message.id, attempts, now() + delay, outcome.error);
      options.log.warn(`${tag} not done: ${outcome.error}; retry ${attempts + 1} in ${Math.round(delay / 1000)} s.`);
    } else {
      await options.ledger.markMessageFailed(message.id, attempts, outcome.error);
      options.log.error(`${tag} failed for good: ${outcome.error}.`);
      options.alerts?.send({
        kind: "meeting_invite_failed",
        severity: "critical",
        summary: `A meeting's ${message.payload.kind === "email" ? "invitation email" : "calendar event"} could not be sent (${outcome.error}) after ${attempts} tries.`,
        action: "Check the email provider and the calendar settings, then tell the visitor and put the meeting in the calendar by hand.",
        details: { meetingId: message.meetingId, kind: message.payload.kind, attempts },
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
    onError: (error) => options.log.error(`Meeting messages pass stopped: ${describeError(error)}.`),
  });
}
