import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { leadStoreNotice, preparePrivateFiles } from "./private-files.server.ts";
import { openSqliteLeadStore } from "./sqlite-lead-store.server.ts";

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "private-files-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const mode = (path: string) => statSync(path).mode & 0o777;

describe("private lead files", () => {
  it("creates the folder 0700 and the database with its -wal and -shm 0600, whatever the umask", async () => {
    const previous = process.umask(0o022);
    try {
      const path = join(scratch(), "nested", "data", "leads.db");
      const store = openSqliteLeadStore(path);
      await store.list();
      expect(mode(join(path, ".."))).toBe(0o700);
      for (const suffix of ["", "-wal", "-shm"]) expect(mode(path + suffix)).toBe(0o600);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });

  it("tightens an existing world-readable database and warns about a folder others can read", () => {
    const dir = scratch();
    const path = join(dir, "leads.db");
    writeFileSync(path, "", { mode: 0o644 });
    // mkdtemp makes it 0700; open it up as an operator might have.
    chmodSync(dir, 0o755);
    const warnings = preparePrivateFiles(path);
    expect(mode(path)).toBe(0o600);
    expect(warnings.join(" ")).toContain("chmod 700");
  });

  it("says where the leads are and how to back them up", () => {
    const notice = leadStoreNotice("data/leads.db");
    expect(notice).toMatch(/\/data\/leads\.db/);
    expect(notice).toContain("npm run leads -- backup");
    expect(leadStoreNotice("postgres://leads:***@db.internal:5432/leads")).toMatch(
      /PostgreSQL at postgres:\/\/leads:\*\*\*@db\.internal.*pg_dump/,
    );
  });
});
