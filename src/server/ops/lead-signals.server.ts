import type { ChatEvent } from "../../features/assistant/server/index.server.ts";
import type { LeadEvents } from "../../features/leads/server/index.server.ts";
import { VISITOR_REFUSAL_STATUS } from "../../features/leads/server/index.server.ts";
import type { Alerter } from "../../platform/alerts.server.ts";
import type { OpsLogger } from "./logger.server.ts";
import type { Metrics } from "./metrics.server.ts";
import type { ProviderCheck } from "../../platform/provider-check.server.ts";

/**
 * Leads the provider refused for what was sent (HTTP 400) are alerted only from this many within
 * REFUSAL_WINDOW_MS: one is a visitor's doing, anyone can send one, and the operator reads them in the
 * full /healthz; several close together can mean the account changed.
 */
export const REFUSAL_ALERT_THRESHOLD = 5;
const REFUSAL_WINDOW_MS = 60 * 60_000;

/** The lead pipeline's events as metrics, and a lead that failed for good as an alert (its id, never its fields). */
export function leadSignals(metrics: Metrics, alerts: Alerter, now: () => number = Date.now): LeadEvents {
  let refusals: number[] = [];

  /** Whether this refusal reaches the threshold: the times of the window's refusals are kept, nothing else. */
  function refusalsReachThreshold(): number | undefined {
    const at = now();
    refusals = [...refusals.filter((time) => at - time < REFUSAL_WINDOW_MS), at];
    return refusals.length >= REFUSAL_ALERT_THRESHOLD ? refusals.length : undefined;
  }

  return {
    submitted(kind, outcome) {
      metrics.leadsStored.inc({ kind, outcome });
    },
    attempted(lead, outcome, seconds) {
      metrics.leadsForwarded.inc({ kind: lead.kind, outcome: outcome.kind });
      metrics.providerDuration.observe({ outcome: outcome.kind }, seconds);
      if (outcome.kind !== "failed") return;
      if (outcome.status === VISITOR_REFUSAL_STATUS) {
        const count = refusalsReachThreshold();
        if (count === undefined) return;
        alerts.send({
          kind: "leads_refused",
          severity: "warning",
          summary: `The email provider refused ${count} leads for what was sent within an hour (the latest ${lead.id}, ${lead.kind}: ${outcome.reason}). One is a visitor's doing; many can mean the provider's account changed.`,
          action:
            "See the reasons with npm run leads -- list --status failed; when the account is the cause, fix it and run npm run leads -- retry --all-failed.",
          details: { leadId: lead.id, kind: lead.kind, providerStatus: outcome.status, reason: outcome.reason, refusedWithinHour: count },
        });
        return;
      }
      const keyRefused = outcome.status === 401 || outcome.status === 403;
      alerts.send({
        kind: "lead_failed",
        severity: "critical",
        summary: `Lead ${lead.id} (${lead.kind}) failed for good: the email provider answered HTTP ${outcome.status} (${outcome.reason}).${
          keyRefused ? " Every lead will fail the same way." : ""
        }`,
        action: keyRefused
          ? "The provider refuses BREVO_API_KEY: set a working key and restart, then send the failed leads again with npm run leads -- retry --all-failed."
          : `See why with npm run leads -- list --status failed; fix the cause, then npm run leads -- retry ${lead.id}.`,
        details: { leadId: lead.id, kind: lead.kind, providerStatus: outcome.status, reason: outcome.reason },
      });
    },
  };
}

/** The chat endpoint's answers and AI calls as metrics. */
export function chatSignals(metrics: Metrics): (event: ChatEvent) => void {
  return ({ source, aiRefused }) => {
    metrics.chatAnswers.inc({ source });
    // A refusal is a question the AI budget turned away; most local answers never asked for the AI.
    if (aiRefused) metrics.rateLimited.inc({ limit: "ai" });
    if (source !== "local") metrics.aiCalls.inc({ outcome: source === "ai" ? "answered" : "failed" });
  };
}

/** Says at start what the provider answered, in the log and, when leads would suffer, as an alert. */
export function reportProviderCheck(result: ProviderCheck, alerts: Alerter, log: OpsLogger): void {
  if (result.key === "refused") {
    alerts.send({
      kind: "provider_key_refused",
      severity: "critical",
      summary: `The email provider refused BREVO_API_KEY at start (HTTP ${result.status}): no lead can be delivered. Leads are still stored.`,
      action: "Set a working BREVO_API_KEY and restart; then npm run leads -- retry --all-failed sends the leads that failed meanwhile.",
      details: { providerStatus: result.status },
    });
  } else if (result.key === "unknown") {
    log.warn(`The email provider could not be checked at start: ${result.reason}. Leads are stored and sent when it answers.`);
  } else if (result.missingAttributes.length > 0) {
    const missing = result.missingAttributes.join(", ");
    alerts.send({
      kind: "provider_attributes_missing",
      severity: "warning",
      summary: `The email provider has no contact attribute ${missing}: it drops them silently, so leads arrive without them.`,
      action: `Create ${missing} in the provider's contact attributes (type text); nothing needs a restart.`,
      details: { missing },
    });
  } else {
    log.info("The email provider accepted the key, and every contact attribute the leads use exists.");
  }
}
