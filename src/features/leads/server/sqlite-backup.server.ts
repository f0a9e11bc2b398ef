import { chmodSync, closeSync, openSync, rmSync } from "node:fs";
import { DatabaseSync, backup } from "node:sqlite";

export type BackupOutcome = { ok: true; pages: number } | { ok: false; reason: "exists" };

/**
 * SQLite's online backup of `location` into a new file `destination`: a consistent copy while the
 * server keeps writing. The file is created empty and owner-only before SQLite writes its first
 * page, so no lead is ever readable by others, not even while the copy runs; it is never an
 * existing file.
 */
export async function backupSqliteFile(
  location: string,
  destination: string,
  copy: (source: DatabaseSync, destination: string) => Promise<number> = backup,
): Promise<BackupOutcome> {
  let fd: number;
  try {
    // "wx": created here or refused, never an existing file; 0600 applies at creation.
    fd = openSync(destination, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { ok: false, reason: "exists" };
    throw error;
  }
  closeSync(fd);
  // A umask cannot add bits, but a file system may ignore the mode at creation: make sure.
  chmodSync(destination, 0o600);
  const source = new DatabaseSync(location, { readOnly: true });
  try {
    return { ok: true, pages: await copy(source, destination) };
  } catch (error) {
    rmSync(destination, { force: true });
    throw error;
  } finally {
    source.close();
  }
}
