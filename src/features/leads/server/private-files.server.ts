import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Owner only: leads hold names, addresses and messages (docs/leads.md, "Private files and backups"). */
const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_FOLDER_MODE = 0o700;
const SIDE_FILES = ["", "-wal", "-shm", "-journal"];

/**
 * Before SQLite opens `path`: its folder is created owner-only when missing, and the database file
 * is created (or tightened) to 0600 first, because SQLite gives its -wal and -shm files the mode of
 * the database file. Returns the warnings an operator should read (an existing folder others can read).
 */
export function preparePrivateFiles(path: string): string[] {
  const folder = dirname(path);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const warnings: string[] = [];
  if ((statSync(folder).mode & 0o077) !== 0) {
    warnings.push(`the folder ${resolve(folder)} can be read by other users; give it to the server's user alone (chmod 700).`);
  }
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
  for (const suffix of SIDE_FILES) {
    try {
      if ((statSync(path + suffix).mode & 0o077) !== 0) chmodSync(path + suffix, PRIVATE_FILE_MODE);
    } catch {
      // -wal, -shm and -journal exist only while SQLite uses them.
    }
  }
  return warnings;
}

/** The start-up line that says where the leads are and how to back them up safely (the leads' logger tags it). */
export function leadStoreNotice(path: string): string {
  if (path === ":memory:") return "Leads are kept in memory only (LEADS_DB=:memory:): nothing survives a restart.";
  if (/^postgres(ql)?:\/\//i.test(path)) {
    return `Leads are stored in PostgreSQL at ${path}. Back up with pg_dump (see docs/deployment.md).`;
  }
  const file = resolve(path);
  return (
    `Leads are stored in ${file} (with ${file}-wal and ${file}-shm beside it while the server runs; owner-only, mode 600). ` +
    `Back up with SQLite's online backup while the server runs: LEADS_DB='${file}' npm run leads -- backup /path/to/leads-backup.db, ` +
    `or stop the server and copy all three files together; copying the .db file alone while the server runs can lose recent leads.`
  );
}
