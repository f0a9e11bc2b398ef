/** `npm run chat:gaps` as an editor or operator runs it: a child process reading the server's lead database. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteLeadStore } from "../../src/features/leads/server/sqlite-lead-store.server.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let dir: string;
let db: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "chat-gaps-cli-"));
  db = join(dir, "leads.db");
  const store = openSqliteLeadStore(db);
  const day = (date: string) => Date.parse(`${date}T12:00:00Z`);
  await store.chatGaps?.record("do you repair pizza ovens", day("2026-10-01"));
  await store.chatGaps?.record("do you repair pizza ovens", day("2026-11-02"));
  await store.chatGaps?.record("do you have an office in berlin", day("2026-10-15"));
  await store.chatGaps?.record("what is your sla for [name]", day("2026-11-03"));
  await store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chatGaps(leadsDb: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/chat-gaps.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", LEADS_DB: leadsDb },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run chat:gaps", () => {
  it("lists the most asked questions the site did not answer, as a table or JSON", () => {
    const table = chatGaps(db);
    expect(table.code).toBe(0);
    expect(table.stdout.split("\n").slice(2, 6)).toEqual([
      "COUNT  LAST SEEN   QUESTION",
      "    2  2026-11-02  do you repair pizza ovens",
      "    1  2026-11-03  what is your sla for [name]",
      "    1  2026-10-15  do you have an office in berlin",
    ]);
    const json = JSON.parse(chatGaps(db, "--json", "--limit", "1").stdout) as { question: string; count: number }[];
    expect(json).toEqual([
      expect.objectContaining({ question: "do you repair pizza ovens", count: 2, lastSeen: "2026-11-02T12:00:00.000Z" }),
    ]);
    const since = chatGaps(db, "--since", "2026-11-03");
    expect(since.stdout).toContain("since 2026-11-03");
    expect(since.stdout).not.toContain("pizza");
  });

  it("says what is wrong with its arguments or its database", () => {
    expect(chatGaps(db, "--since", "yesterday")).toMatchObject({ code: 2, stderr: expect.stringContaining("YYYY-MM-DD") as unknown });
    expect(chatGaps(join(dir, "missing.db"))).toMatchObject({ code: 1, stderr: expect.stringContaining("No lead database") as unknown });
  });
});
