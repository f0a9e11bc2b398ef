import type { Lead } from "../lead-kinds.ts";
import type { Attribution } from "../lead-attribution.ts";
import type { OutboxSummary } from "./outbox-summary.server.ts";
import type { MeetingBooking, MeetingLedger } from "../../meetings/server/index.server.ts";
import type { ChatGapLedger } from "./chat-gap-ledger.server.ts";
import type { VisitLedger } from "../../visits/server/index.server.ts";
import type { ApplicationLedger } from "../../applications/server/index.server.ts";

/**
 * The lead outbox. Every method is async so a shared PostgreSQL store can replace the embedded
 * SQLite one when several server instances run; times are epoch milliseconds.
 */

/**
 * `suspect`: looked automated (trap field filled, or sent too soon after the form was shown). Kept
 * and answered like any lead, but never forwarded until an operator releases it (docs/leads.md, "Kept, never dropped: suspected bots and the form clock").
 */
export const LEAD_STATUSES = ["pending", "delivered", "failed", "suspect"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export type LeadMeta = {
  id: string;
  idempotencyKey: string | null;
  status: LeadStatus;
  /** Forwarding attempts made so far. */
  attempts: number;
  /** When the forwarder may next try (also a lease while an attempt is in flight). */
  nextAttemptAt: number;
  /** Why the last attempt did not deliver, e.g. 'HTTP 503', 'timeout', 'duplicate_parameter'. */
  lastError: string | null;
  providerStatus: number | null;
  providerResponse: string | null;
  createdAt: number;
  deliveredAt: number | null;
  /** Where the lead came from, cleaned; null when nothing was known. */
  attribution: Attribution | null;
};

/** A stored lead: the validated lead plus its outbox bookkeeping. */
export type LeadRecord = Lead & LeadMeta;

export type InsertResult = { lead: LeadRecord; created: boolean };
/** `since`: only leads stored at or after this time (epoch ms). */
export type ListFilter = { status?: LeadStatus; limit?: number; since?: number };
export type InsertOptions = {
  idempotencyKey?: string | null;
  suspect?: boolean;
  attribution?: Attribution | null;
  meeting?: MeetingBooking;
};

export type ProviderAnswer = { providerStatus: number | null; providerResponse: string | null };

export interface LeadStore {
  /** Human description of where leads live (a file path), for logs. */
  readonly location: string;
  /**
   * Stores a lead durably; resolves only after commit. A repeated idempotency key returns the
   * lead first stored under it with `created: false`. With `meeting`, a hold that touches another
   * throws SlotTakenError and nothing is stored.
   */
  insert(lead: Lead, options?: InsertOptions): Promise<InsertResult>;
  /** Holds and invitations of booked meetings; absent on stores that keep none. */
  readonly meetings?: MeetingLedger;
  /** The questions the chat did not answer, counted (docs/decisions/0529-content-gaps.md); absent on stores that keep none. */
  readonly chatGaps?: ChatGapLedger;
  /** Visits and field vitals per day; absent on stores that keep none. */
  readonly visits?: VisitLedger;
  /** Job applications with their files and emails; absent on stores that keep none. */
  readonly applications?: ApplicationLedger;
  get(id: string): Promise<LeadRecord | undefined>;
  /** Newest first. */
  list(filter?: ListFilter): Promise<LeadRecord[]>;
  /**
   * Takes up to `limit` pending leads due at `now` and pushes their next attempt to `leaseUntil`,
   * so a second worker does not send them too and a crash mid-attempt only delays them.
   */
  claimDue(now: number, limit: number, leaseUntil: number): Promise<LeadRecord[]>;
  markDelivered(id: string, update: ProviderAnswer & { attempts: number; deliveredAt: number }): Promise<void>;
  markRetry(id: string, update: ProviderAnswer & { attempts: number; nextAttemptAt: number; lastError: string }): Promise<void>;
  markFailed(id: string, update: ProviderAnswer & { attempts: number; reason: string }): Promise<void>;
  /** Makes a failed or pending lead due now. Delivered or unknown leads: undefined. */
  requeue(id: string): Promise<LeadRecord | undefined>;
  /** Makes every failed lead due now; resolves to how many. */
  requeueAllFailed(): Promise<number>;
  /** Makes a suspect lead pending and due now. Any other status or unknown id: undefined. */
  release(id: string): Promise<LeadRecord | undefined>;
  /** Makes every suspect lead pending and due now; resolves to how many. */
  releaseAllSuspect(): Promise<number>;
  /** Deletes suspect leads stored before `before` (epoch ms); resolves to how many. Nothing else is ever deleted. */
  purgeSuspects(before: number): Promise<number>;
  /** Counts by status, the oldest pending lead and the latest failure. */
  summary(): Promise<OutboxSummary>;
  close(): Promise<void>;
}
