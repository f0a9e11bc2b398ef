import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backup } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupSqliteFile } from "./sqlite-backup.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";

let dir: string;
let previousUmask: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "sqlite-backup-"));
  // The loosest umask an operator could have: nothing but the code keeps the copy private.
  previousUmask = process.umask(0);
});
afterEach(() => {
  process.umask(previousUmask);
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite backup", () => {
  it("is owner-only before its first page is written, while it is written, and after", async () => {
    const db = join(dir, "leads.db");
    const store = openSqliteLeadStore(db);
    await store.insert({ kind: "newsletter", fields: { email: "copied@example.test" } });
    const copy = join(dir, "copy.db");
    const modes: number[] = [];
    const outcome = await backupSqliteFile(db, copy, async (source, destination) => {
      modes.push(statSync(destination).mode & 0o777);
      const pages = await backup(source, destination, { rate: 1, progress: () => void modes.push(statSync(destination).mode & 0o777) });
      modes.push(statSync(destination).mode & 0o777);
      return pages;
    });
    await store.close();
    expect(outcome).toMatchObject({ ok: true });
    expect(modes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(modes)).toEqual(new Set([0o600]));
    expect(statSync(copy).mode & 0o777).toBe(0o600);
  });

  it("never writes into an existing file", async () => {
    const db = join(dir, "leads.db");
    await openSqliteLeadStore(db).close();
    const taken = join(dir, "taken.db");
    writeFileSync(taken, "keep me");
    expect(await backupSqliteFile(db, taken)).toEqual({ ok: false, reason: "exists" });
    expect(statSync(taken).size).toBe("keep me".length);
  });
});
