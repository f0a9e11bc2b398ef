import type { ProviderOutcome } from "../../../platform/provider-client.server.ts";

/** What a submission came to: stored (pending or suspect), a repeat, refused as invalid, or not stored. */
export type SubmitOutcome = "stored" | "suspect" | "duplicate" | "conflict" | "invalid" | "error";

/**
 * What the lead pipeline tells the rest of the server, for metrics and alerts
 * (docs/decisions/0272-metrics.md). Handlers must not throw and must not wait: a lead never does.
 */
export type LeadEvents = {
  submitted?(kind: string, outcome: SubmitOutcome): void;
  /** One call to the provider: its outcome and how long it took. */
  attempted?(lead: { id: string; kind: string }, outcome: ProviderOutcome, seconds: number): void;
};
