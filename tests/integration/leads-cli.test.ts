/**
 * `npm run leads` as an operator runs it (a child process on the Node the project pins), against both
 * stores: migrate, list and export work on a PostgreSQL URL; backup copies a live SQLite outbox to a
 * file only its owner can read, and points PostgreSQL users at pg_dump.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLeadStore } from "../../src/features/leads/server/open-lead-store.server.ts";
import { openSqliteLeadStore } from "../../src/features/leads/server/sqlite-lead-store.server.ts";
import { startPostgres } from "../fixtures/postgres-server.ts";
import type { PostgresServer } from "../fixtures/postgres-server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let postgres: PostgresServer;
let dir: string;

beforeAll(async () => {
  postgres = await startPostgres();
  dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
}, 60_000);
afterAll(async () => {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
});

function leads(leadsDb: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/leads.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LEADS_DB: leadsDb },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run leads", () => {
  it("migrates, lists and exports a PostgreSQL outbox", async () => {
    const url = await postgres.createDatabase("cli");
    expect(leads(url, "migrate")).toMatchObject({ code: 0, stdout: expect.stringMatching(/up to date/) as unknown });
    const store = await openLeadStore(url);
    await store.insert({ kind: "newsletter", fields: { email: "pg-reader@example.com" } });
    await store.close();
    expect(leads(url, "list").stdout).toContain("pg-reader@example.com");
    expect(JSON.parse(leads(url, "export", "--format", "json").stdout)).toEqual([
      expect.objectContaining({ kind: "newsletter", fields: { email: "pg-reader@example.com" } }),
    ]);
    expect(leads(url, "backup", join(dir, "pg.db"))).toMatchObject({ code: 1, stderr: expect.stringMatching(/pg_dump/) as unknown });
  });

  it("backs up a SQLite outbox that is open, to a private file, and refuses to overwrite one", async () => {
    const db = join(dir, "leads.db");
    const live = openSqliteLeadStore(db);
    await live.insert({ kind: "newsletter", fields: { email: "kept@example.com" } });
    const copy = join(dir, "backup.db");
    expect(leads(db, "backup", copy)).toMatchObject({ code: 0, stdout: expect.stringMatching(/Backed up/) as unknown });
    await live.close();
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    expect(leads(copy, "list").stdout).toContain("kept@example.com");
    expect(leads(db, "backup", copy)).toMatchObject({ code: 1, stderr: expect.stringMatching(/already exists/) as unknown });
  });
});
