import type { ContentBundle } from "../../../content/types.ts";
import type { Alerter } from "../../../platform/alerts.server.ts";
import { retryBackoff } from "../../../platform/retry-policy.server.ts";
import type { LeadSettings, MeetingSettings } from "../../../platform/settings.server.ts";
import { createBusySource } from "./busy-source.server.ts";
import type { MeetingLedger } from "./meeting-ledger.server.ts";
import { createMeetingOutbox } from "./meeting-outbox.server.ts";
import { createMeetingService, type MeetingService } from "./meeting-service.server.ts";
import { calendarConfigured } from "./meeting-settings.server.ts";

type Log = { info(line: string): void; warn(line: string): void; error(line: string): void };

/** Started meetings: the service the leads and the routes call, and the invitations' outbox to nudge and stop. */
export interface Meetings {
  service: MeetingService;
  /** Told when a meeting lead was stored with its invitations queued, so they go out at once. */
  queued(): void;
  stop(): Promise<void>;
}

/**
 * Meetings against the company's calendar, when MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL is set
 * (docs/decisions/0470): the busy times, the booking rules of content/site.yaml and the outbox that sends the
 * invitations, started. Undefined without a calendar (or a store without the meetings' ledger): the chat books
 * as it always did.
 */
export function startMeetings(options: {
  /** The lead store's meetings' ledger: a meeting's hold shares its lead's transaction. */
  ledger: MeetingLedger | undefined;
  settings: MeetingSettings;
  /** The leads' slice of the settings: invitations go through the same provider at the leads' pace. */
  provider: LeadSettings;
  siteUrl: string;
  content: Pick<ContentBundle, "site" | "chat">;
  alerts: Alerter;
  log: Log;
}): Meetings | undefined {
  const { ledger, settings, content, log } = options;
  const { site, chat } = content;
  if (!calendarConfigured(settings) || !ledger) return undefined;
  const rules = site.meetings ?? { minutes: 30, bufferMinutes: 0, noticeHours: 0 };
  const provider = { ...options.provider, senderAddress: options.provider.senderAddress ?? (site.leadSender?.trim() || undefined) };
  const bookingAddress = settings.bookingAddress ?? site.email;
  const outbox = createMeetingOutbox({
    ledger,
    apiUrl: provider.apiUrl,
    apiKey: provider.apiKey,
    sender: { email: provider.senderAddress ?? bookingAddress, name: chat.companyName },
    calendar: { user: settings.calendarUser, password: settings.calendarPassword },
    // The leads' retry settings, so invitations keep the leads' pace.
    ...(provider.retryBaseMs === undefined ? {} : { backoff: retryBackoff(provider.retryBaseMs) }),
    ...(provider.attemptTimeoutMs === undefined ? {} : { timeoutMs: provider.attemptTimeoutMs }),
    alerts: options.alerts,
    log,
  });
  const service = createMeetingService({
    ledger,
    busy: createBusySource({ settings, timeZone: chat.business.timeZone, log, alerts: options.alerts }),
    rules,
    invitations: {
      labels: { ...chat.labels, ...chat.meetingLabels },
      business: chat.business,
      companyName: chat.companyName,
      bookingAddress,
      calendarUrl: settings.calendarUrl,
      linkSecret: settings.linkSecret,
      siteUrl: options.siteUrl,
      now: Date.now,
    },
    onQueued: () => outbox.nudge(),
  });
  outbox.start();
  if (!settings.linkSecret) log.warn("MEETING_LINK_SECRET is not set: invitations carry no link to cancel or move the meeting.");
  log.info(`Meetings are booked against ${settings.calendarUrl ? "MEETING_CALENDAR_URL" : "MEETING_BUSY_ICS_URL (read only)"}.`);
  return { service, queued: () => outbox.nudge(), stop: () => outbox.stop() };
}
