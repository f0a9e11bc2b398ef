import { type Attribution, cleanAttribution } from "../../leads/index.ts";
import type { ApplicationAnswer, ApplicationFields, FileField } from "../application-form.ts";
import { FILE_KINDS, type FileKind } from "../file-signature.ts";

/**
 * Job applications, kept in the lead store's database beside the leads (docs/decisions/0540): each
 * application with its files (bytes in the database, with their SHA-256) and its two emails to send
 * (hiring's notice, the applicant's confirmation) are written in one transaction, so an acknowledged
 * application is whole and a crash leaves nothing half-stored. Times are epoch milliseconds.
 */

/** `suspect`: looked automated; kept for review like a suspect lead, and no email is sent (docs/leads.md, "Kept, never dropped: suspected bots and the form clock"). */
export type ApplicationStatus = "received" | "suspect";
export type MessageKind = "hiring" | "confirmation";

export type FileInfo = { role: FileField; name: string; kind: FileKind; size: number; sha256: string };
export type StoredFile = FileInfo & { content: Buffer };

export type NewApplication = {
  jobSlug: string;
  jobTitle: string;
  fields: ApplicationFields;
  answers: ApplicationAnswer[];
  attribution: Attribution | null;
  suspect: boolean;
  files: StoredFile[];
};

export type ApplicationRecord = Omit<NewApplication, "files" | "suspect"> & {
  id: string;
  status: ApplicationStatus;
  createdAt: number;
  files: FileInfo[];
};

export type ApplicationMessage = { id: string; applicationId: string; kind: MessageKind; attempts: number };

export type ApplicationFilter = { job?: string; since?: number };

/** What an erasure removed, counted; nothing personal. */
export type Erasure = { applications: number; files: number; leads: number };

export interface ApplicationLedger {
  /**
   * Stores the application, its files and (unless suspect) its two emails, resolving after the commit. The
   * same person sending the same résumé for the same job again gets the first one back, `created: false`.
   */
  insert(application: NewApplication): Promise<{ record: ApplicationRecord; created: boolean }>;
  get(id: string): Promise<ApplicationRecord | undefined>;
  /** Newest first. */
  list(filter?: ApplicationFilter): Promise<ApplicationRecord[]>;
  /** One file with its bytes. */
  file(applicationId: string, role: FileField): Promise<StoredFile | undefined>;
  /** Takes up to `limit` emails due at `now` and leases them until `leaseUntil`, as the lead outbox does. */
  claimDueMessages(now: number, limit: number, leaseUntil: number): Promise<ApplicationMessage[]>;
  markMessageSent(id: string, attempts: number): Promise<void>;
  markMessageRetry(id: string, attempts: number, nextAttemptAt: number, error: string): Promise<void>;
  markMessageFailed(id: string, attempts: number, error: string): Promise<void>;
  /**
   * Releases a suspect application (an operator read it: a person sent it): it becomes received and
   * its two emails are queued. Undefined when no suspect application has that id.
   */
  release(id: string): Promise<ApplicationRecord | undefined>;
  /** Deletes applications stored before `before`, with their files and emails; how many. */
  purgeBefore(before: number): Promise<number>;
  /** Deletes every application, file and lead of one email address (a deletion request). */
  erasePerson(email: string): Promise<Erasure>;
}

/** A row of `applications` (with its files' info as JSON) as the ledger returns it; bigints from PostgreSQL come as text. */
export function toApplicationRecord(row: Record<string, unknown>, files: FileInfo[]): ApplicationRecord {
  let attribution: Attribution | null;
  try {
    attribution = typeof row.attribution === "string" ? (cleanAttribution(JSON.parse(row.attribution)) ?? null) : null;
  } catch {
    attribution = null;
  }
  return {
    id: String(row.id),
    jobSlug: String(row.job_slug),
    jobTitle: String(row.job_title),
    fields: JSON.parse(String(row.fields)) as ApplicationFields,
    answers: JSON.parse(String(row.answers)) as ApplicationAnswer[],
    attribution,
    status: row.status === "suspect" ? "suspect" : "received",
    createdAt: Number(row.created_at),
    files,
  };
}

export function toFileInfo(row: Record<string, unknown>): FileInfo {
  const kind = String(row.kind);
  if (!Object.hasOwn(FILE_KINDS, kind)) throw new Error(`Application file of unknown kind ${kind}`);
  return {
    role: row.role === "coverLetterFile" ? "coverLetterFile" : "resume",
    name: String(row.name),
    kind: kind as FileKind,
    size: Number(row.size),
    sha256: String(row.sha256),
  };
}

/** The emails an application queues: none for a suspect one (an operator reads it first). */
export function messagesFor(status: ApplicationStatus): MessageKind[] {
  return status === "suspect" ? [] : ["hiring", "confirmation"];
}

/** The ledger of whichever store is open now: the resilient store's real store may open after the site started. */
export function delegatingApplicationLedger(ledger: () => ApplicationLedger): ApplicationLedger {
  return {
    insert: (application) => ledger().insert(application),
    get: (id) => ledger().get(id),
    list: (filter) => ledger().list(filter),
    file: (id, role) => ledger().file(id, role),
    claimDueMessages: (at, limit, leaseUntil) => ledger().claimDueMessages(at, limit, leaseUntil),
    markMessageSent: (id, attempts) => ledger().markMessageSent(id, attempts),
    markMessageRetry: (id, attempts, next, error) => ledger().markMessageRetry(id, attempts, next, error),
    markMessageFailed: (id, attempts, error) => ledger().markMessageFailed(id, attempts, error),
    release: (id) => ledger().release(id),
    purgeBefore: (before) => ledger().purgeBefore(before),
    erasePerson: (email) => ledger().erasePerson(email),
  };
}
