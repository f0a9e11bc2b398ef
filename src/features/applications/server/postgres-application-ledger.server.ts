import { randomUUID } from "node:crypto";
import type pg from "pg";
import {
  messagesFor,
  toApplicationRecord,
  toFileInfo,
  type ApplicationLedger,
  type ApplicationMessage,
  type ApplicationRecord,
} from "./application-ledger.server.ts";
import { inPostgresTransaction } from "../../../platform/postgres-transaction.server.ts";

const FILE_INFO = "application_id, role, name, kind, size, sha256";
/** The leads of one address, by the email field every lead kind carries. */
const LEADS_OF = "SELECT id FROM leads WHERE lower((fields::jsonb) ->> 'email') = $1";

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The applications of the PostgreSQL lead store, seen alike by every instance: files are rows, not files
 * on one machine's disk. Emails are leased with FOR UPDATE SKIP LOCKED, as leads are.
 */
export function postgresApplicationLedger(pool: pg.Pool, now: () => number): ApplicationLedger {
  const query: Query = async (text, values = []) => (await pool.query(text, values)).rows as Record<string, unknown>[];

  async function records(rows: Record<string, unknown>[], run: Query = query): Promise<ApplicationRecord[]> {
    if (rows.length === 0) return [];
    const files = await run(`SELECT ${FILE_INFO} FROM application_files WHERE application_id = ANY($1) ORDER BY role DESC`, [
      rows.map((row) => String(row.id)),
    ]);
    return rows.map((row) =>
      toApplicationRecord(
        row,
        files.filter((file) => file.application_id === row.id).map((file) => toFileInfo(file)),
      ),
    );
  }

  const inTransaction = <T>(work: (run: Query) => Promise<T>) =>
    inPostgresTransaction(pool, (client) =>
      work(async (text, values = []) => (await client.query(text, values)).rows as Record<string, unknown>[]),
    );

  return {
    async insert(application) {
      return inTransaction(async (run) => {
        // One person sending the same application twice at once, to two instances, is kept once.
        await run("SELECT pg_advisory_xact_lock(hashtext($1))", [`application:${application.jobSlug}:${application.fields.email}`]);
        const resume = application.files.find((file) => file.role === "resume");
        const earlier = resume
          ? await run(
              `SELECT a.* FROM applications a JOIN application_files f ON f.application_id = a.id AND f.role = 'resume'
               WHERE a.job_slug = $1 AND a.email = $2 AND f.sha256 = $3 ORDER BY a.seq LIMIT 1`,
              [application.jobSlug, application.fields.email, resume.sha256],
            )
          : [];
        if (earlier.length > 0) return { record: (await records(earlier, run))[0] as ApplicationRecord, created: false };
        const id = randomUUID();
        const at = now();
        const status = application.suspect ? "suspect" : "received";
        const inserted = await run(
          `INSERT INTO applications (id, job_slug, job_title, email, fields, answers, attribution, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [
            id,
            application.jobSlug,
            application.jobTitle,
            application.fields.email,
            JSON.stringify(application.fields),
            JSON.stringify(application.answers),
            application.attribution ? JSON.stringify(application.attribution) : null,
            status,
            at,
          ],
        );
        for (const file of application.files) {
          await run(
            "INSERT INTO application_files (application_id, role, name, kind, size, sha256, content) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [id, file.role, file.name, file.kind, file.size, file.sha256, file.content],
          );
        }
        for (const kind of messagesFor(status)) {
          await run(
            "INSERT INTO application_messages (id, application_id, kind, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4)",
            [randomUUID(), id, kind, at],
          );
        }
        return { record: (await records(inserted, run))[0] as ApplicationRecord, created: true };
      });
    },
    async get(id) {
      return (await records(await query("SELECT * FROM applications WHERE id = $1", [id])))[0];
    },
    async list({ job, since } = {}) {
      return records(
        await query(
          "SELECT * FROM applications WHERE ($1::text IS NULL OR job_slug = $1) AND created_at >= $2 ORDER BY job_slug, created_at DESC, seq DESC",
          [job ?? null, since ?? 0],
        ),
      );
    },
    async file(applicationId, role) {
      const [row] = await query(`SELECT ${FILE_INFO}, content FROM application_files WHERE application_id = $1 AND role = $2`, [
        applicationId,
        role,
      ]);
      return row ? { ...toFileInfo(row), content: Buffer.from(row.content as Buffer) } : undefined;
    },
    async claimDueMessages(at, limit, leaseUntil) {
      const rows = await query(
        `UPDATE application_messages SET next_attempt_at = $1 WHERE id IN (
           SELECT id FROM application_messages WHERE status = 'pending' AND next_attempt_at <= $2
           ORDER BY next_attempt_at, seq LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING *`,
        [leaseUntil, at, limit],
      );
      return rows.map((row): ApplicationMessage => ({
        id: String(row.id),
        applicationId: String(row.application_id),
        kind: row.kind === "confirmation" ? "confirmation" : "hiring",
        attempts: Number(row.attempts),
      }));
    },
    async markMessageSent(id, attempts) {
      await query("UPDATE application_messages SET status = 'sent', attempts = $1, last_error = NULL WHERE id = $2", [attempts, id]);
    },
    async markMessageRetry(id, attempts, nextAttemptAt, error) {
      await query(
        "UPDATE application_messages SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4 AND status = 'pending'",
        [attempts, nextAttemptAt, error, id],
      );
    },
    async markMessageFailed(id, attempts, error) {
      await query("UPDATE application_messages SET status = 'failed', attempts = $1, last_error = $2 WHERE id = $3", [attempts, error, id]);
    },
    async release(id) {
      return inTransaction(async (run) => {
        const released = await run("UPDATE applications SET status = 'received' WHERE id = $1 AND status = 'suspect' RETURNING *", [id]);
        if (released.length === 0) return undefined;
        const at = now();
        for (const kind of messagesFor("received")) {
          await run(
            "INSERT INTO application_messages (id, application_id, kind, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, 'pending', 0, $4, $4)",
            [randomUUID(), id, kind, at],
          );
        }
        return (await records(released, run))[0];
      });
    },
    async purgeBefore(before) {
      const result = await pool.query("DELETE FROM applications WHERE created_at < $1", [before]);
      return result.rowCount ?? 0;
    },
    async erasePerson(email) {
      const address = email.trim().toLowerCase();
      return inTransaction(async (run) => {
        const [counted] = await run(
          "SELECT count(*) AS n FROM application_files WHERE application_id IN (SELECT id FROM applications WHERE email = $1)",
          [address],
        );
        const applications = await run("DELETE FROM applications WHERE email = $1 RETURNING id", [address]);
        await run(`DELETE FROM meeting_messages WHERE meeting_id IN (SELECT id FROM meeting_holds WHERE lead_id IN (${LEADS_OF}))`, [
          address,
        ]);
        await run(`DELETE FROM meeting_holds WHERE lead_id IN (${LEADS_OF})`, [address]);
        const leads = await run(`DELETE FROM leads WHERE id IN (${LEADS_OF}) RETURNING id`, [address]);
        return { applications: applications.length, files: Number(counted?.n ?? 0), leads: leads.length };
      });
    },
  };
}
