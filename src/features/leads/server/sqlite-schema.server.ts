import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { isLeadKind } from "../lead-kinds.ts";
import type { Lead } from "../lead-kinds.ts";
import { isLeadStatus } from "./lead-store.server.ts";
import type { LeadRecord } from "./lead-store.server.ts";
import { cleanAttribution } from "../lead-attribution.ts";

/** Bump with a new step in `migrate` whenever the table changes; user_version records it. */
export const SCHEMA_VERSION = 8;

/** The columns of version 1, as shipped; never edit them: a new version alters or copies the table. */
const LEADS_V1_COLUMNS = `
    id                TEXT PRIMARY KEY,
    kind              TEXT NOT NULL,
    fields            TEXT NOT NULL,            -- JSON object of the validated fields
    idempotency_key   TEXT UNIQUE,              -- NULLs never collide, so keyless leads are fine
    status            TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at   INTEGER NOT NULL,
    last_error        TEXT,
    provider_status   INTEGER,
    provider_response TEXT,
    created_at        INTEGER NOT NULL,
    delivered_at      INTEGER
`;

const SCHEMA_V1 = `
  CREATE TABLE IF NOT EXISTS leads (${LEADS_V1_COLUMNS}  ) STRICT;
  CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
  CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
`;

// SQLite cannot alter a CHECK constraint, so v2 copies the table into one that allows 'suspect' (docs/leads.md, "Kept, never dropped: suspected bots and the form clock").
const SCHEMA_V2 = `
  CREATE TABLE leads_v2 (${LEADS_V1_COLUMNS.replace("'failed')", "'failed', 'suspect')")}  ) STRICT;
  INSERT INTO leads_v2 SELECT * FROM leads;
  DROP TABLE leads;
  ALTER TABLE leads_v2 RENAME TO leads;
  CREATE INDEX leads_due ON leads (status, next_attempt_at);
  CREATE INDEX leads_created ON leads (created_at);
`;

// When a lead failed for good, so health can tell a failure of the last day from an old one.
const SCHEMA_V3 = `ALTER TABLE leads ADD COLUMN failed_at INTEGER;`;
// Where each lead came from, as cleaned JSON; NULL for older leads and when nothing was known.
const SCHEMA_V4 = `ALTER TABLE leads ADD COLUMN attribution TEXT;`;

// Booked meetings: one hold each, and the invitations to send. The partial unique
// index is the "one hold per start"; overlaps are refused inside BEGIN IMMEDIATE, which serialises writers.
const SCHEMA_V5 = `
  CREATE TABLE meeting_holds (
    id                TEXT PRIMARY KEY,
    lead_id           TEXT NOT NULL REFERENCES leads (id),
    start_at          INTEGER NOT NULL,
    end_at            INTEGER NOT NULL,
    held_until        INTEGER NOT NULL,
    sequence          INTEGER NOT NULL DEFAULT 0,
    status            TEXT NOT NULL CHECK (status IN ('held', 'cancelled')),
    details           TEXT NOT NULL,
    created_at        INTEGER NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX meeting_holds_one_per_start ON meeting_holds (start_at) WHERE status = 'held';
  CREATE INDEX meeting_holds_span ON meeting_holds (status, start_at);
  CREATE TABLE meeting_messages (
    id                TEXT PRIMARY KEY,
    meeting_id        TEXT NOT NULL REFERENCES meeting_holds (id),
    payload           TEXT NOT NULL,
    status            TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at   INTEGER NOT NULL,
    last_error        TEXT,
    created_at        INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX meeting_messages_due ON meeting_messages (status, next_attempt_at);
`;

// The chat's content gaps: folded questions without anything personal, counted (docs/decisions/0529-content-gaps.md).
const SCHEMA_V6 = `
  CREATE TABLE chat_gaps (
    question          TEXT PRIMARY KEY,
    count             INTEGER NOT NULL,
    first_seen        INTEGER NOT NULL,
    last_seen         INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX chat_gaps_rank ON chat_gaps (count, last_seen);
  CREATE INDEX chat_gaps_last_seen ON chat_gaps (last_seen);
`;

// Visits per day and page, field vitals, and the day's salt and visitor keys, deleted after the day.
const SCHEMA_V7 = `
  CREATE TABLE visit_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL) STRICT;
  CREATE TABLE visit_seen (day TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (day, key)) STRICT, WITHOUT ROWID;
  CREATE TABLE visit_counts (
    day               TEXT NOT NULL,
    dimension         TEXT NOT NULL,
    value             TEXT NOT NULL,
    views             INTEGER NOT NULL,
    visitors          INTEGER NOT NULL,
    PRIMARY KEY (day, dimension, value)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE vital_counts (
    day               TEXT NOT NULL,
    template          TEXT NOT NULL,
    device            TEXT NOT NULL,
    metric            TEXT NOT NULL,
    bucket            INTEGER NOT NULL,
    count             INTEGER NOT NULL,
    PRIMARY KEY (day, template, device, metric, bucket)
  ) STRICT, WITHOUT ROWID;
`;

// Job applications, their files (bytes and SHA-256) and their emails, deleted together.
const SCHEMA_V8 = `
  CREATE TABLE applications (
    id                TEXT PRIMARY KEY,
    job_slug          TEXT NOT NULL,
    job_title         TEXT NOT NULL,
    email             TEXT NOT NULL,
    fields            TEXT NOT NULL,
    answers           TEXT NOT NULL,
    attribution       TEXT,
    status            TEXT NOT NULL CHECK (status IN ('received', 'suspect')),
    created_at        INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX applications_job ON applications (job_slug, created_at);
  CREATE INDEX applications_email ON applications (email);
  CREATE INDEX applications_created ON applications (created_at);
  CREATE TABLE application_files (
    application_id    TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    role              TEXT NOT NULL CHECK (role IN ('resume', 'coverLetterFile')),
    name              TEXT NOT NULL,
    kind              TEXT NOT NULL,
    size              INTEGER NOT NULL,
    sha256            TEXT NOT NULL,
    content           BLOB NOT NULL,
    PRIMARY KEY (application_id, role)
  ) STRICT;
  CREATE TABLE application_messages (
    id                TEXT PRIMARY KEY,
    application_id    TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    kind              TEXT NOT NULL CHECK (kind IN ('hiring', 'confirmation')),
    status            TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts          INTEGER NOT NULL DEFAULT 0,
    next_attempt_at   INTEGER NOT NULL,
    last_error        TEXT,
    created_at        INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX application_messages_due ON application_messages (status, next_attempt_at);
`;

function step(db: DatabaseSync, sql: string, version: number): void {
  db.exec("BEGIN IMMEDIATE");
  try {
    // Another process may have migrated while this one waited for the lock.
    if (Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0) < version) {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version}`);
    }
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export function migrate(db: DatabaseSync): void {
  const version = Number(db.prepare("PRAGMA user_version").get()?.user_version ?? 0);
  if (version > SCHEMA_VERSION) {
    throw new Error(`Lead database schema ${version} is newer than this code understands (${SCHEMA_VERSION}).`);
  }
  if (version < 1) step(db, SCHEMA_V1, 1);
  if (version < 2) step(db, SCHEMA_V2, 2);
  if (version < 3) step(db, SCHEMA_V3, 3);
  if (version < 4) step(db, SCHEMA_V4, 4);
  if (version < 5) step(db, SCHEMA_V5, 5);
  if (version < 6) step(db, SCHEMA_V6, 6);
  if (version < 7) step(db, SCHEMA_V7, 7);
  if (version < 8) step(db, SCHEMA_V8, 8);
}

type Row = Record<string, SQLOutputValue>;

function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== "string") throw new Error(`Lead row: ${column} is not text`);
  return value;
}

function optionalText(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : String(value);
}

function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== "number" && typeof value !== "bigint") throw new Error(`Lead row: ${column} is not a number`);
  return Number(value);
}

function optionalInteger(row: Row, column: string): number | null {
  return row[column] === null || row[column] === undefined ? null : integer(row, column);
}

/** Stored attribution JSON, cleaned again on the way out so a hand-edited row cannot reach a terminal raw. */
function attributionOf(json: string | null): LeadRecord["attribution"] {
  if (json === null) return null;
  try {
    return cleanAttribution(JSON.parse(json)) ?? null;
  } catch {
    return null;
  }
}

export function rowToRecord(row: Row): LeadRecord {
  const kind = text(row, "kind");
  const status = text(row, "status");
  if (!isLeadKind(kind) || !isLeadStatus(status)) throw new Error(`Lead row ${String(row.id)} has an unknown kind or status`);
  // Only validated leads are ever inserted, so the stored fields match their kind.
  const lead = { kind, fields: JSON.parse(text(row, "fields")) as Record<string, string> } as unknown as Lead;
  return {
    ...lead,
    id: text(row, "id"),
    idempotencyKey: optionalText(row, "idempotency_key"),
    status,
    attempts: integer(row, "attempts"),
    nextAttemptAt: integer(row, "next_attempt_at"),
    lastError: optionalText(row, "last_error"),
    providerStatus: optionalInteger(row, "provider_status"),
    providerResponse: optionalText(row, "provider_response"),
    createdAt: integer(row, "created_at"),
    deliveredAt: optionalInteger(row, "delivered_at"),
    attribution: attributionOf(optionalText(row, "attribution")),
  };
}
