import { afterEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { parseLeadsArgs } from "../../leads/server/cli-args.server.ts";
import type { LeadStore } from "../../leads/server/lead-store.server.ts";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import { makePdf } from "../application-files.fixture.ts";
import { runApplicationCommand } from "./application-commands.server.ts";
import { createApplicationRetention } from "./application-retention.server.ts";

let store: LeadStore | undefined;
afterEach(async () => {
  await store?.close();
});

async function storeWithOne(email: string, at = Date.now()) {
  store = openSqliteLeadStore(":memory:", { now: () => at });
  const pdf = makePdf();
  await store.applications?.insert({
    jobSlug: "night-technician",
    jobTitle: "Night Technician",
    fields: { name: "Ada Lovelace", email, phone: "+1 214 555 0100", location: "Dallas, TX", profile: "", coverLetter: "=HYPERLINK(1)" },
    answers: [{ id: "start", question: "When could you start?", answer: "Within a month" }],
    attribution: {
      landing: "/careers",
      source: "jobboard",
      medium: "",
      campaign: "spring",
      term: "",
      content: "",
      referrer: "",
      page: "/careers/night-technician",
      clickIds: [],
    },
    suspect: false,
    files: [
      {
        role: "resume",
        name: "cv.pdf",
        kind: "pdf",
        size: pdf.length,
        sha256: createHash("sha256").update(pdf).digest("hex"),
        content: pdf,
      },
    ],
  });
  return store;
}

function capture() {
  const lines = { out: "", err: "" };
  return { lines, output: { out: (text: string) => void (lines.out += text), err: (text: string) => void (lines.err += text) } };
}

describe("npm run leads -- applications | erase", () => {
  it("parses the commands and refuses an erase without one address", () => {
    expect(parseLeadsArgs(["applications"])).toEqual({ ok: true, command: { name: "applications", format: "text" } });
    expect(parseLeadsArgs(["applications", "--job", "night-technician", "--format", "csv"])).toEqual({
      ok: true,
      command: { name: "applications", job: "night-technician", format: "csv" },
    });
    expect(parseLeadsArgs(["applications", "--format", "json"]).ok).toBe(false);
    expect(parseLeadsArgs(["erase", "--email", " Ada@Example.com "])).toEqual({
      ok: true,
      command: { name: "erase", email: "ada@example.com" },
    });
    expect(parseLeadsArgs(["erase"]).ok).toBe(false);
    expect(parseLeadsArgs(["erase", "--email", "example.com"]).ok).toBe(false);
  });

  it("lists applications by job with answers, file and source, and exports CSV a spreadsheet cannot run", async () => {
    const ledgerStore = await storeWithOne("ada@example.com");
    const listed = capture();
    expect(await runApplicationCommand({ name: "applications", format: "text" }, ledgerStore, listed.output)).toBe(0);
    expect(listed.lines.out).toContain("Night Technician (night-technician): 1 application");
    expect(listed.lines.out).toContain("When could you start? Within a month");
    expect(listed.lines.out).toContain("résumé: cv.pdf");
    expect(listed.lines.out).toContain("campaign spring, source jobboard");
    const csv = capture();
    await runApplicationCommand({ name: "applications", format: "csv" }, ledgerStore, csv.output);
    const [header, row] = csv.lines.out.split("\r\n");
    expect(header).toContain("q_start");
    expect(row).toContain("'=HYPERLINK(1)");
    expect(row).toContain("Within a month");
  });

  it("erase says what it removed in counts, without the address", async () => {
    const ledgerStore = await storeWithOne("ada@example.com");
    const erased = capture();
    expect(await runApplicationCommand({ name: "erase", email: "ada@example.com" }, ledgerStore, erased.output)).toBe(0);
    expect(erased.lines.out).toMatch(/^Erased 0 leads, 1 application and 1 file of that address\./);
    expect(erased.lines.out).not.toContain("ada@example.com");
    expect(await ledgerStore.applications?.list()).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes applications older than the days site.yaml promises, and logs a count", async () => {
    const day = 86_400_000;
    const now = Date.UTC(2026, 10, 29);
    const ledgerStore = await storeWithOne("old@example.com", now - 181 * day);
    const lines: string[] = [];
    const ledger = ledgerStore.applications;
    if (!ledger) throw new Error("no ledger");
    const retention = createApplicationRetention({
      ledger,
      retentionDays: 180,
      now: () => now,
      log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    });
    await retention.runOnce();
    expect(await ledger.list()).toEqual([]);
    expect(lines).toEqual(["Deleted 1 application older than 180 days, with their files."]);
  });
});
