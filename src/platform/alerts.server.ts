import { describeError } from "./describe-error.server.ts";

/** Where an alert that cannot be sent is logged: the server's logger (src/server/ops/logger.server.ts) fits. */
type AlertLog = { info(line: string): void; warn(line: string): void; error(line: string): void };

/** The events an operator is told about. */
export type AlertKind =
  | "lead_failed"
  // Leads refused for what was sent (HTTP 400), from a threshold: a visitor can cause one (docs/leads.md, "Returning contacts").
  | "leads_refused"
  | "backlog_stale"
  | "provider_key_refused"
  | "provider_attributes_missing"
  | "store_down"
  | "store_recovered"
  // Meetings (docs/decisions/0470): the calendar could not be read, an invitation or calendar write gave up.
  | "calendar_unreachable"
  | "meeting_invite_failed"
  // A job application's email was refused for good (docs/decisions/0540).
  | "application_email_failed";

export type Alert = {
  kind: AlertKind;
  severity: "critical" | "warning" | "info";
  /** What happened, in a sentence; never a visitor's name, address, phone or message. */
  summary: string;
  /** What to do about it. */
  action: string;
  /** Structured facts for the receiving tool: lead id, counts, statuses. */
  details?: Record<string, string | number | boolean>;
};

export type Alerter = {
  /** Queues the alert unless one of its kind went out within the quiet period; never waits, never throws. */
  send(alert: Alert): void;
  /** Resolves when every queued alert was sent or given up (tests, shutdown). */
  settle(): Promise<void>;
  stop(): void;
};

export type AlerterOptions = {
  /** ALERT_WEBHOOK_URL; without it alerts are only logged. */
  webhookUrl?: string | undefined;
  /** The public origin (SITE_URL), so a shared channel knows which site speaks. */
  site: string;
  log: AlertLog;
  /** At most one alert per kind per this long. */
  quietMs?: number;
  /** Waits before each new try when the webhook does not take an alert. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Told about every alert that was sent or given up, for metrics. */
  onResult?: (kind: AlertKind, outcome: "sent" | "failed" | "quiet") => void;
};

const ALERT_QUIET_MS = 15 * 60_000;

/**
 * Alerts to a Slack-compatible webhook: a JSON POST whose `text` reads well in a chat channel, with
 * the same facts as fields for tools that parse them. Sending runs beside the lead pipeline, never in
 * it: a slow or dead webhook delays an alert, and no lead waits for one.
 */
export function createAlerter(options: AlerterOptions): Alerter {
  const quietMs = options.quietMs ?? ALERT_QUIET_MS;
  const retryDelaysMs = options.retryDelaysMs ?? [30_000, 120_000, 600_000];
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const lastQueued = new Map<AlertKind, number>();
  const inFlight = new Set<Promise<void>>();
  // Waits between tries, each with the function that ends it early (stop() ends them all).
  const waits = new Map<ReturnType<typeof setTimeout>, () => void>();
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      timer.unref();
      waits.set(timer, resolve);
    });

  async function post(body: string): Promise<void> {
    const response = await doFetch(options.webhookUrl!, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
  }

  async function deliver(alert: Alert, body: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await post(body);
        options.onResult?.(alert.kind, "sent");
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || stopped) {
          options.log.error(`Alert ${alert.kind} could not be sent (${describeError(error)}): ${alert.summary}`);
          options.onResult?.(alert.kind, "failed");
          return;
        }
        options.log.warn(`Alert ${alert.kind} not sent yet (${describeError(error)}); trying again in ${Math.round(delay / 1000)} s.`);
        await wait(delay);
        if (stopped) {
          options.log.error(`Alert ${alert.kind} was not sent before the server stopped: ${alert.summary}`);
          options.onResult?.(alert.kind, "failed");
          return;
        }
      }
    }
  }

  return {
    send(alert) {
      const at = now();
      const last = lastQueued.get(alert.kind);
      if (last !== undefined && at - last < quietMs) return void options.onResult?.(alert.kind, "quiet");
      lastQueued.set(alert.kind, at);
      const line = `Alert ${alert.kind}: ${alert.summary} What to do: ${alert.action}`;
      if (alert.severity === "info") options.log.info(line);
      else options.log[alert.severity === "critical" ? "error" : "warn"](line);
      if (!options.webhookUrl || stopped) return;
      const body = JSON.stringify({
        text: `${alert.severity === "info" ? "✅" : "🚨"} ${options.site}: ${alert.summary}\nWhat to do: ${alert.action}`,
        kind: alert.kind,
        severity: alert.severity,
        site: options.site,
        at: new Date(at).toISOString(),
        action: alert.action,
        details: alert.details ?? {},
      });
      const sending = deliver(alert, body).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    stop() {
      stopped = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    },
  };
}
