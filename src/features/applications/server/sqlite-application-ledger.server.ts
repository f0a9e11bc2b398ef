import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { FileField } from "../application-form.ts";
import {
  messagesFor,
  toApplicationRecord,
  toFileInfo,
  type ApplicationLedger,
  type ApplicationRecord,
  type FileInfo,
} from "./application-ledger.server.ts";

const FILE_INFO = "application_id, role, name, kind, size, sha256";
/** The leads of one address, by the email field every lead kind carries. */
const LEADS_OF = "SELECT id FROM leads WHERE lower(json_extract(fields, '$.email')) = ?";

/** The applications of the SQLite lead store; `transaction` is the store's own BEGIN IMMEDIATE wrapper. */
export function sqliteApplicationLedger(db: DatabaseSync, transaction: <T>(work: () => T) => T, now: () => number): ApplicationLedger {
  const filesOf = db.prepare(`SELECT ${FILE_INFO} FROM application_files WHERE application_id = ? ORDER BY role DESC`);
  const selectById = db.prepare("SELECT * FROM applications WHERE id = ?");
  const record = (row: Record<string, unknown>): ApplicationRecord =>
    toApplicationRecord(
      row,
      filesOf.all(String(row.id)).map((file): FileInfo => toFileInfo(file)),
    );
  const sameSending = db.prepare(
    `SELECT a.* FROM applications a JOIN application_files f ON f.application_id = a.id AND f.role = 'resume'
     WHERE a.job_slug = ? AND a.email = ? AND f.sha256 = ? ORDER BY a.created_at LIMIT 1`,
  );
  const insertApplication = db.prepare(
    `INSERT INTO applications (id, job_slug, job_title, email, fields, answers, attribution, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    "INSERT INTO application_files (application_id, role, name, kind, size, sha256, content) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertMessage = db.prepare(
    "INSERT INTO application_messages (id, application_id, kind, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 'pending', 0, ?, ?)",
  );

  return {
    async insert(application) {
      return transaction(() => {
        const resume = application.files.find((file) => file.role === "resume");
        const earlier = resume ? sameSending.get(application.jobSlug, application.fields.email, resume.sha256) : undefined;
        if (earlier) return { record: record(earlier), created: false };
        const id = randomUUID();
        const at = now();
        const status = application.suspect ? "suspect" : "received";
        insertApplication.run(
          id,
          application.jobSlug,
          application.jobTitle,
          application.fields.email,
          JSON.stringify(application.fields),
          JSON.stringify(application.answers),
          application.attribution ? JSON.stringify(application.attribution) : null,
          status,
          at,
        );
        for (const file of application.files) insertFile.run(id, file.role, file.name, file.kind, file.size, file.sha256, file.content);
        for (const kind of messagesFor(status)) insertMessage.run(randomUUID(), id, kind, at, at);
        const row = selectById.get(id);
        if (!row) throw new Error("Application insert did not persist");
        return { record: record(row), created: true };
      });
    },
    async get(id) {
      const row = selectById.get(id);
      return row ? record(row) : undefined;
    },
    async list({ job, since } = {}) {
      const rows = db
        .prepare(
          `SELECT * FROM applications WHERE (? IS NULL OR job_slug = ?) AND created_at >= ? ORDER BY job_slug, created_at DESC, rowid DESC`,
        )
        .all(job ?? null, job ?? null, since ?? 0);
      return rows.map(record);
    },
    async file(applicationId: string, role: FileField) {
      const row = db
        .prepare(`SELECT ${FILE_INFO}, content FROM application_files WHERE application_id = ? AND role = ?`)
        .get(applicationId, role);
      return row ? { ...toFileInfo(row), content: Buffer.from(row.content as Uint8Array) } : undefined;
    },
    async claimDueMessages(at, limit, leaseUntil) {
      const rows = db
        .prepare(
          `UPDATE application_messages SET next_attempt_at = ? WHERE id IN (
             SELECT id FROM application_messages WHERE status = 'pending' AND next_attempt_at <= ?
             ORDER BY next_attempt_at, created_at LIMIT ?) RETURNING *`,
        )
        .all(leaseUntil, at, limit);
      return rows.map((row) => ({
        id: String(row.id),
        applicationId: String(row.application_id),
        kind: row.kind === "confirmation" ? "confirmation" : "hiring",
        attempts: Number(row.attempts),
      }));
    },
    async markMessageSent(id, attempts) {
      db.prepare("UPDATE application_messages SET status = 'sent', attempts = ?, last_error = NULL WHERE id = ?").run(attempts, id);
    },
    async markMessageRetry(id, attempts, nextAttemptAt, error) {
      db.prepare(
        "UPDATE application_messages SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ? AND status = 'pending'",
      ).run(attempts, nextAttemptAt, error, id);
    },
    async markMessageFailed(id, attempts, error) {
      db.prepare("UPDATE application_messages SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?").run(attempts, error, id);
    },
    async release(id) {
      return transaction(() => {
        const released = db.prepare("UPDATE applications SET status = 'received' WHERE id = ? AND status = 'suspect' RETURNING *").get(id);
        if (!released) return undefined;
        const at = now();
        for (const kind of messagesFor("received")) insertMessage.run(randomUUID(), id, kind, at, at);
        return record(released);
      });
    },
    async purgeBefore(before) {
      // Files and emails go with their application (ON DELETE CASCADE).
      return Number(db.prepare("DELETE FROM applications WHERE created_at < ?").run(before).changes);
    },
    async erasePerson(email) {
      const address = email.trim().toLowerCase();
      return transaction(() => {
        const files = Number(
          db
            .prepare("SELECT count(*) AS n FROM application_files WHERE application_id IN (SELECT id FROM applications WHERE email = ?)")
            .get(address)?.n ?? 0,
        );
        const applications = Number(db.prepare("DELETE FROM applications WHERE email = ?").run(address).changes);
        // A booked meeting's hold and invitations belong to its lead.
        db.prepare(`DELETE FROM meeting_messages WHERE meeting_id IN (SELECT id FROM meeting_holds WHERE lead_id IN (${LEADS_OF}))`).run(
          address,
        );
        db.prepare(`DELETE FROM meeting_holds WHERE lead_id IN (${LEADS_OF})`).run(address);
        const leads = Number(db.prepare(`DELETE FROM leads WHERE id IN (${LEADS_OF})`).run(address).changes);
        return { applications, files, leads };
      });
    },
  };
}
