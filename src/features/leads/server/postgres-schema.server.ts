import type { PoolClient } from "pg";

/**
 * The PostgreSQL outbox's schema, step by step. Each step runs once, in order, inside one transaction
 * that holds an advisory lock, so instances starting together never run a step twice.
 * Add a step to the end whenever the table changes; never edit a step that has shipped.
 */
const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
     id                text PRIMARY KEY,
     seq               bigserial NOT NULL,     -- insertion order, the tie-breaker for equal timestamps
     kind              text NOT NULL,
     fields            text NOT NULL,          -- JSON object of the validated fields, kept as written
     idempotency_key   text UNIQUE,            -- NULLs never collide, so keyless leads are fine
     status            text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts          integer NOT NULL DEFAULT 0,
     next_attempt_at   bigint NOT NULL,
     last_error        text,
     provider_status   integer,
     provider_response text,
     created_at        bigint NOT NULL,
     delivered_at      bigint
   );
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`,
  `CREATE TABLE post_rate_limits (
     key      text PRIMARY KEY,
     hits     integer NOT NULL,
     reset_at bigint NOT NULL
   );
   CREATE INDEX post_rate_limits_reset ON post_rate_limits (reset_at);`,
  // Leads that looked automated are kept as suspect until an operator releases them (docs/leads.md, "Kept, never dropped: suspected bots and the form clock").
  `ALTER TABLE leads DROP CONSTRAINT leads_status_check;
   ALTER TABLE leads ADD CONSTRAINT leads_status_check CHECK (status IN ('pending', 'delivered', 'failed', 'suspect'));`,
  // When a lead failed for good, for health's "failed in the last day".
  `ALTER TABLE leads ADD COLUMN failed_at bigint;`,
  // Where each lead came from, as cleaned JSON; NULL for older leads and when nothing was known.
  `ALTER TABLE leads ADD COLUMN attribution text;`,
  // Booked meetings (docs/decisions/0471): the exclusion constraint refuses two held spans that overlap,
  // across every instance, inside the transaction that stores the meeting's lead.
  `CREATE TABLE meeting_holds (
     id          text PRIMARY KEY,
     lead_id     text NOT NULL REFERENCES leads (id),
     start_at    bigint NOT NULL,
     end_at      bigint NOT NULL,
     held_until  bigint NOT NULL,
     sequence    integer NOT NULL DEFAULT 0,
     status      text NOT NULL CHECK (status IN ('held', 'cancelled')),
     details     text NOT NULL,
     created_at  bigint NOT NULL,
     CONSTRAINT meeting_holds_no_overlap EXCLUDE USING gist (int8range(start_at, held_until) WITH &&) WHERE (status = 'held')
   );
   CREATE UNIQUE INDEX meeting_holds_one_per_start ON meeting_holds (start_at) WHERE status = 'held';
   CREATE TABLE meeting_messages (
     id               text PRIMARY KEY,
     seq              bigserial NOT NULL,
     meeting_id       text NOT NULL REFERENCES meeting_holds (id),
     payload          text NOT NULL,
     status           text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts         integer NOT NULL DEFAULT 0,
     next_attempt_at  bigint NOT NULL,
     last_error       text,
     created_at       bigint NOT NULL
   );
   CREATE INDEX meeting_messages_due ON meeting_messages (status, next_attempt_at);`,
  // The chat's content gaps: folded questions without anything personal, counted (docs/decisions/0529-content-gaps.md).
  `CREATE TABLE chat_gaps (
     question    text PRIMARY KEY,
     count       integer NOT NULL,
     first_seen  bigint NOT NULL,
     last_seen   bigint NOT NULL
   );
   CREATE INDEX chat_gaps_rank ON chat_gaps (count, last_seen);
   CREATE INDEX chat_gaps_last_seen ON chat_gaps (last_seen);`,
  // Visits per day and page, field vitals, and the day's salt and visitor keys, deleted after the day.
  `CREATE TABLE visit_salts (day text PRIMARY KEY, salt text NOT NULL);
   CREATE TABLE visit_seen (day text NOT NULL, key text NOT NULL, PRIMARY KEY (day, key));
   CREATE TABLE visit_counts (
     day        text NOT NULL,
     dimension  text NOT NULL,
     value      text NOT NULL,
     views      bigint NOT NULL,
     visitors   bigint NOT NULL,
     PRIMARY KEY (day, dimension, value)
   );
   CREATE TABLE vital_counts (
     day        text NOT NULL,
     template   text NOT NULL,
     device     text NOT NULL,
     metric     text NOT NULL,
     bucket     integer NOT NULL,
     count      bigint NOT NULL,
     PRIMARY KEY (day, template, device, metric, bucket)
   );`,
  // Job applications, their files (bytes and SHA-256) and their emails, deleted together.
  `CREATE TABLE applications (
     id           text PRIMARY KEY,
     seq          bigserial NOT NULL,
     job_slug     text NOT NULL,
     job_title    text NOT NULL,
     email        text NOT NULL,
     fields       text NOT NULL,
     answers      text NOT NULL,
     attribution  text,
     status       text NOT NULL CHECK (status IN ('received', 'suspect')),
     created_at   bigint NOT NULL
   );
   CREATE INDEX applications_job ON applications (job_slug, created_at);
   CREATE INDEX applications_email ON applications (email);
   CREATE INDEX applications_created ON applications (created_at);
   CREATE TABLE application_files (
     application_id  text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
     role            text NOT NULL CHECK (role IN ('resume', 'coverLetterFile')),
     name            text NOT NULL,
     kind            text NOT NULL,
     size            integer NOT NULL,
     sha256          text NOT NULL,
     content         bytea NOT NULL,
     PRIMARY KEY (application_id, role)
   );
   CREATE TABLE application_messages (
     id               text PRIMARY KEY,
     seq              bigserial NOT NULL,
     application_id   text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
     kind             text NOT NULL CHECK (kind IN ('hiring', 'confirmation')),
     status           text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts         integer NOT NULL DEFAULT 0,
     next_attempt_at  bigint NOT NULL,
     last_error       text,
     created_at       bigint NOT NULL
   );
   CREATE INDEX application_messages_due ON application_messages (status, next_attempt_at);`,
];

/** Any constant shared by every instance of this site: the key of the advisory lock around migrations. */
const MIGRATION_LOCK = 7_424_331;

/** Brings the database to the newest schema; resolves to the version it ends at. */
export async function migratePostgres(client: PoolClient): Promise<number> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query("CREATE TABLE IF NOT EXISTS lead_schema_version (version integer NOT NULL)");
    const { rows } = await client.query<{ version: number }>("SELECT version FROM lead_schema_version");
    const current = rows[0]?.version ?? 0;
    if (current > POSTGRES_MIGRATIONS.length) {
      throw new Error(`Lead database schema ${current} is newer than this code understands (${POSTGRES_MIGRATIONS.length}).`);
    }
    for (const step of POSTGRES_MIGRATIONS.slice(current)) await client.query(step);
    if (rows.length === 0) await client.query("INSERT INTO lead_schema_version (version) VALUES ($1)", [POSTGRES_MIGRATIONS.length]);
    else await client.query("UPDATE lead_schema_version SET version = $1", [POSTGRES_MIGRATIONS.length]);
    await client.query("COMMIT");
    return POSTGRES_MIGRATIONS.length;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}
