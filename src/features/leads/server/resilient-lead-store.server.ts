import type { MeetingLedger } from "../../meetings/server/index.server.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import type { LeadLogger } from "./lead-log.server.ts";
import type { LeadStore } from "./lead-store.server.ts";
import type { ChatGapLedger } from "./chat-gap-ledger.server.ts";
import type { VisitLedger } from "../../visits/server/index.server.ts";
import { delegatingApplicationLedger, type ApplicationLedger } from "../../applications/server/index.server.ts";

/** Whether the outbox can take leads now, as health reports it. */
export type StoreState = { open: boolean; writable: boolean; lastError: string | null };

/** A lead store that may be unreachable for a while: it says so instead of taking the server down. */
export type ResilientLeadStore = LeadStore & {
  /** The open store's content gaps; a call fails while no store is open, or when it keeps none. */
  readonly chatGaps: ChatGapLedger;
  /** The open store's visits; a call fails while no store is open, or when it keeps none. */
  readonly visits: VisitLedger;
  /** The open store's applications; a call fails while no store is open, or when it keeps none. */
  readonly applications: ApplicationLedger;
  state(): StoreState;
  /** A write that changes nothing: true when the store takes writes again. */
  probeWrite(): Promise<boolean>;
};

export type ResilientStoreOptions = {
  /** How the real store opens (SQLite file or PostgreSQL URL); called again until it succeeds. */
  open: () => Promise<LeadStore>;
  /** Where leads live, for logs (a PostgreSQL URL without its password). */
  location: string;
  retryMs?: number;
  log: LeadLogger;
};

const WRITES = [
  "insert",
  "claimDue",
  "markDelivered",
  "markRetry",
  "markFailed",
  "requeue",
  "requeueAllFailed",
  "release",
  "releaseAllSuspect",
  "purgeSuspects",
] as const;

/**
 * Opens the outbox, and keeps the site up when it cannot: pages are served, /healthz answers 503
 * "down", a submission is refused (never falsely acknowledged), and the store is opened again every
 * `retryMs` until it works. Every write's outcome is
 * remembered, so a store that reads but no longer writes is reported too.
 */
export async function openResilientLeadStore(options: ResilientStoreOptions): Promise<ResilientLeadStore> {
  const retryMs = options.retryMs ?? 5_000;
  let inner: LeadStore | undefined;
  let lastError: string | null = null;
  let writable = true;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function tryOpen(): Promise<void> {
    try {
      inner = await options.open();
      lastError = null;
      writable = true;
      options.log.info(`Lead store open: ${options.location}.`);
    } catch (error) {
      lastError = describeError(error);
      options.log.error(
        `The lead store cannot be opened (LEADS_DB=${options.location}: ${lastError}); trying again in ${Math.round(retryMs / 1000)} s.`,
      );
      if (closed) return;
      retry = setTimeout(() => void tryOpen(), retryMs);
      retry.unref();
    }
  }

  function current(): LeadStore {
    if (!inner) throw new Error(`The lead store is not open (${lastError ?? "opening"}).`);
    return inner;
  }

  async function tracked<T>(write: (store: LeadStore) => Promise<T>): Promise<T> {
    const store = current();
    try {
      const result = await write(store);
      writable = true;
      return result;
    } catch (error) {
      writable = false;
      lastError = describeError(error);
      throw error;
    }
  }

  const writes = Object.fromEntries(
    WRITES.map((name) => [
      name,
      (...args: unknown[]) => tracked((store) => (store[name] as (...a: unknown[]) => Promise<unknown>)(...args)),
    ]),
  ) as Pick<LeadStore, (typeof WRITES)[number]>;

  const chatGaps = () => chatGapsOf(current());
  await tryOpen();
  return {
    ...writes,
    location: options.location,
    meetings: delegatingLedger(() => {
      const ledger = current().meetings;
      if (!ledger) throw new Error("This lead store keeps no meetings");
      return ledger;
    }),
    // Not tracked as writes: a gap that cannot be counted says nothing of whether leads can be stored.
    chatGaps: {
      record: async (question, at) => chatGaps().record(question, at),
      top: async (filter) => chatGaps().top(filter),
    },
    // Not tracked as writes either: visits that cannot be counted say nothing of the leads.
    visits: delegatingVisits(() => {
      const ledger = current().visits;
      if (!ledger) throw new Error("This lead store keeps no visits");
      return ledger;
    }),
    applications: delegatingApplicationLedger(() => {
      const ledger = current().applications;
      if (!ledger) throw new Error("This lead store keeps no applications");
      return ledger;
    }),
    get: async (id) => current().get(id),
    list: async (filter) => current().list(filter),
    summary: async () => current().summary(),
    state: () => ({ open: inner !== undefined, writable: inner !== undefined && writable, lastError }),
    async probeWrite() {
      try {
        // Nothing is due before the epoch, so this claims nothing; it still needs the write lock.
        await writes.claimDue(0, 0, 0);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await inner?.close();
    },
  };
}

/** The content gaps of whichever store is open now. */
function chatGapsOf(store: LeadStore): ChatGapLedger {
  if (!store.chatGaps) throw new Error("This lead store keeps no chat gaps");
  return store.chatGaps;
}

/** The visits of whichever store is open now. */
function delegatingVisits(ledger: () => VisitLedger): VisitLedger {
  return {
    saltFor: async (day, fresh) => ledger().saltFor(day, fresh),
    add: async (day, counts, vitals) => ledger().add(day, counts, vitals),
    forgetBefore: async (day) => ledger().forgetBefore(day),
    counts: async (from, to) => ledger().counts(from, to),
    vitals: async (from, to) => ledger().vitals(from, to),
  };
}

/** The ledger of whichever store is open now: the real store may open after the site started. */
function delegatingLedger(ledger: () => MeetingLedger): MeetingLedger {
  return {
    heldBetween: (from, to) => ledger().heldBetween(from, to),
    get: (id) => ledger().get(id),
    cancel: (id, sequence, messages) => ledger().cancel(id, sequence, messages),
    move: (id, sequence, span, messages) => ledger().move(id, sequence, span, messages),
    claimDueMessages: (at, limit, leaseUntil) => ledger().claimDueMessages(at, limit, leaseUntil),
    markMessageSent: (id, attempts) => ledger().markMessageSent(id, attempts),
    markMessageRetry: (id, attempts, next, error) => ledger().markMessageRetry(id, attempts, next, error),
    markMessageFailed: (id, attempts, error) => ledger().markMessageFailed(id, attempts, error),
  };
}
