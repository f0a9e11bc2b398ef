/**
 * The application ledger's promises on both lead stores: an application is stored
 * whole with its files and emails, its emails are leased like leads, retention deletes it with its files
 * and emails, and erase removes every lead, application and file of one address and nobody else's.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { storeDatabases } from "../../../../tests/fixtures/store-databases.ts";
import type { LeadStore } from "../../leads/server/lead-store.server.ts";
import { openPostgresLeadStore } from "../../leads/server/postgres-lead-store.server.ts";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import { makePdf, makeTxt } from "../application-files.fixture.ts";
import type { ApplicationLedger, NewApplication, StoredFile } from "./application-ledger.server.ts";

const { database, afterTest } = storeDatabases("applications");

const file = (role: StoredFile["role"], bytes: Buffer, name: string): StoredFile => ({
  role,
  name,
  kind: role === "resume" ? "pdf" : "txt",
  size: bytes.length,
  sha256: createHash("sha256").update(bytes).digest("hex"),
  content: bytes,
});

function application(email: string, overrides: Partial<NewApplication> = {}): NewApplication {
  return {
    jobSlug: "night-technician",
    jobTitle: "Night Technician",
    fields: { name: "Ada Lovelace", email, phone: "+1 214 555 0100", location: "Dallas, TX", profile: "", coverLetter: "" },
    answers: [{ id: "work-authorization", question: "Are you authorized to work in the United States?", answer: "Yes" }],
    attribution: null,
    suspect: false,
    files: [file("resume", makePdf(email), "cv.pdf"), file("coverLetterFile", makeTxt(), "letter.txt")],
    ...overrides,
  };
}

type Opener = (now: () => number) => Promise<LeadStore>;
const stores: [string, Opener][] = [
  ["SQLite", async (now) => openSqliteLeadStore(":memory:", { now })],
  ["PostgreSQL", async (now) => openPostgresLeadStore(await database(), { now })],
];

describe.each(stores)("%s application ledger", (_name, opener) => {
  let clock = 1_000;
  async function open(): Promise<{ store: LeadStore; ledger: ApplicationLedger }> {
    clock = 1_000;
    const store = await opener(() => clock);
    afterTest(() => store.close());
    if (!store.applications) throw new Error("no application ledger");
    return { store, ledger: store.applications };
  }

  it("stores an application with its files, gives the bytes back unchanged, and queues hiring's and the applicant's emails", async () => {
    const { ledger } = await open();
    const sent = application("ada@example.com");
    const { record, created } = await ledger.insert(sent);
    expect(created).toBe(true);
    expect(await ledger.get(record.id)).toMatchObject({
      jobSlug: "night-technician",
      status: "received",
      answers: sent.answers,
      createdAt: 1_000,
    });
    const resume = await ledger.file(record.id, "resume");
    expect(resume?.content.equals(sent.files[0]?.content ?? Buffer.alloc(0))).toBe(true);
    expect(resume?.sha256).toBe(sent.files[0]?.sha256);
    const messages = await ledger.claimDueMessages(1_000, 10, 5_000);
    expect(messages.map((message) => message.kind).sort()).toEqual(["confirmation", "hiring"]);
    // Leased: a second instance claims nothing until the lease runs out.
    expect(await ledger.claimDueMessages(1_000, 10, 5_000)).toEqual([]);
    expect(await ledger.claimDueMessages(5_000, 10, 9_000)).toHaveLength(2);
  });

  it("keeps a repeated application once, and queues nothing for a suspect one", async () => {
    const { ledger } = await open();
    const first = await ledger.insert(application("ada@example.com"));
    const again = await ledger.insert(application("ada@example.com"));
    expect(again).toMatchObject({ created: false, record: { id: first.record.id } });
    await ledger.insert(application("bot@example.com", { suspect: true }));
    expect(await ledger.claimDueMessages(1_000, 10, 2_000)).toHaveLength(2);
    expect((await ledger.list()).map((entry) => entry.status).sort()).toEqual(["received", "suspect"]);
  });

  it("releases a suspect application once: it becomes received and its two emails are queued", async () => {
    const { ledger } = await open();
    const suspect = await ledger.insert(application("person@example.com", { suspect: true }));
    const received = await ledger.insert(application("ada@example.com"));
    expect(await ledger.claimDueMessages(1_000, 10, 100_000)).toHaveLength(2);
    clock = 3_000;
    expect(await ledger.release(suspect.record.id)).toMatchObject({ id: suspect.record.id, status: "received" });
    expect((await ledger.claimDueMessages(3_000, 10, 100_000)).map((message) => [message.applicationId, message.kind]).sort()).toEqual([
      [suspect.record.id, "confirmation"],
      [suspect.record.id, "hiring"],
    ]);
    // Released already, or never suspect, or unknown: nothing to release, nothing queued.
    expect(await ledger.release(suspect.record.id)).toBeUndefined();
    expect(await ledger.release(received.record.id)).toBeUndefined();
    expect(await ledger.release("no-such-id")).toBeUndefined();
    expect(await ledger.claimDueMessages(3_000, 10, 100_000)).toEqual([]);
  });

  it("deletes applications past the retention with their files and emails, and keeps newer ones", async () => {
    const { ledger } = await open();
    const old = await ledger.insert(application("old@example.com"));
    clock = 10_000;
    const recent = await ledger.insert(application("new@example.com"));
    expect(await ledger.purgeBefore(5_000)).toBe(1);
    expect(await ledger.get(old.record.id)).toBeUndefined();
    expect(await ledger.file(old.record.id, "resume")).toBeUndefined();
    expect((await ledger.claimDueMessages(20_000, 10, 30_000)).map((message) => message.applicationId)).toEqual([
      recent.record.id,
      recent.record.id,
    ]);
  });

  it("erases every lead, application and file of one address, whatever its case, and nobody else's", async () => {
    const { store, ledger } = await open();
    await ledger.insert(application("ada@example.com"));
    await ledger.insert(application("ada@example.com", { jobSlug: "weekend-dispatcher", jobTitle: "Weekend Dispatcher" }));
    const other = await ledger.insert(application("grace@example.com"));
    await store.insert({ kind: "newsletter", fields: { email: "ada@example.com" } });
    const kept = await store.insert({ kind: "newsletter", fields: { email: "grace@example.com" } });
    expect(await ledger.erasePerson("ADA@example.com")).toEqual({ applications: 2, files: 4, leads: 1 });
    expect((await ledger.list()).map((entry) => entry.id)).toEqual([other.record.id]);
    expect((await store.list()).map((lead) => lead.id)).toEqual([kept.lead.id]);
    expect(await ledger.erasePerson("ada@example.com")).toEqual({ applications: 0, files: 0, leads: 0 });
  });
});
