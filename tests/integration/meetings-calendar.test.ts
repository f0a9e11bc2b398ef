/**
 * Meetings against a real CalDAV server (docs/decisions/0470-0475): Debian's Radicale on 127.0.0.1 holds
 * the company's calendar with busy events; the email provider is a fake on 127.0.0.1. Busy times are
 * refused, a booking lands in Radicale with both invitations sent, two bookings of one slot at once give
 * one meeting (one SQLite file or one PostgreSQL database, two instances), cancel and move follow in
 * Radicale and by email, and an unreachable calendar falls back to the specified behaviour.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessInstant, describeFreeRanges } from "../../src/features/meetings/meeting-free-times.ts";
import { nextWeekdays } from "../../src/features/meetings/meeting-slots.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { LEAD_LABELS } from "../../src/features/leads/lead-labels.fixture.ts";
import { createLeadService, type LeadService } from "../../src/features/leads/server/lead-service.server.ts";
import type { LeadStore } from "../../src/features/leads/server/lead-store.server.ts";
import { openPostgresLeadStore } from "../../src/features/leads/server/postgres-lead-store.server.ts";
import { openSqliteLeadStore } from "../../src/features/leads/server/sqlite-lead-store.server.ts";
import { createBusySource } from "../../src/features/meetings/server/busy-source.server.ts";
import { eventUrl } from "../../src/features/meetings/server/meeting-invitations.server.ts";
import { createMeetingOutbox, type MeetingOutbox } from "../../src/features/meetings/server/meeting-outbox.server.ts";
import { createMeetingService, type MeetingService } from "../../src/features/meetings/server/meeting-service.server.ts";
import type { Alert } from "../../src/server/ops/alerts.server.ts";
import { closedPortUrl } from "../fixtures/fake-provider.ts";
import { startPostgres, type PostgresServer } from "../fixtures/postgres-server.ts";
import { startFakeEmailProvider, type FakeEmailProvider, type SentEmail } from "../fixtures/fake-email-provider.ts";
import {
  busyEventIcs,
  icsStamp,
  RADICALE_PASSWORD,
  RADICALE_USER,
  startRadicale,
  type RadicaleServer,
} from "../fixtures/radicale-server.ts";

const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;
const { business } = bundle.chat;
const CHAT_LABELS = { ...bundle.chat.labels, ...bundle.chat.meetingLabels };
const RULES = { minutes: 30, bufferMinutes: 10, noticeHours: 0 };
const SECRET = "meeting-link-secret-for-tests";
const BOOKING = "bookings@company.example";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const [day1 = "", day2 = ""] = nextWeekdays(new Date(), business.timeZone).map((slot) => slot.isoDate);
const at = (isoDate: string, minute: number) => businessInstant(isoDate, minute, business.timeZone);
const meeting = (email: string, isoDate: string, time: string) => ({
  name: "Ada Lovelace",
  email,
  meetingDate: isoDate,
  meetingTime: time,
});

let radicale: RadicaleServer;
let postgres: PostgresServer;
let provider: FakeEmailProvider;
let providerUrl = "";
/** The invitations the fake provider received; emptied by the tests that count them. */
let sent: SentEmail[] = [];
const folder = mkdtempSync(join(tmpdir(), "meetings-test-"));

beforeAll(async () => {
  [radicale, postgres] = await Promise.all([startRadicale(), startPostgres()]);
  // Day 1 is busy from 10 to 11 AM business time.
  await radicale.putEvent("busy", busyEventIcs("busy-1", at(day1, 600), at(day1, 660), "Board meeting"));
  provider = await startFakeEmailProvider();
  [providerUrl, sent] = [provider.apiUrl, provider.emails];
}, 90_000);

afterAll(async () => {
  await Promise.all([radicale?.stop(), postgres?.stop(), provider?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

interface Instance {
  store: LeadStore;
  leads: LeadService;
  meetings: MeetingService;
  outbox: MeetingOutbox;
  alerts: Alert[];
}

function instance(store: LeadStore, calendarUrl = radicale.calendarUrl): Instance {
  const ledger = store.meetings!;
  const alerts: Alert[] = [];
  const credentials = { user: RADICALE_USER, password: RADICALE_PASSWORD };
  const alerter = { send: (alert: Alert) => void alerts.push(alert) };
  const outbox = createMeetingOutbox({
    ledger,
    apiUrl: providerUrl,
    apiKey: "test-key",
    sender: { email: "site@company.example", name: "Site" },
    calendar: credentials,
    alerts: alerter,
    log: quiet,
  });
  const meetings = createMeetingService({
    ledger,
    busy: createBusySource({
      settings: { calendarUrl, calendarUser: credentials.user, calendarPassword: credentials.password },
      timeZone: business.timeZone,
      log: quiet,
      alerts: alerter,
      timeoutMs: 15_000,
    }),
    rules: RULES,
    invitations: {
      labels: CHAT_LABELS,
      business,
      companyName: "Meetings Test Firm",
      bookingAddress: BOOKING,
      calendarUrl,
      linkSecret: SECRET,
      siteUrl: "https://site.example",
      now: Date.now,
    },
  });
  const leads = createLeadService({ store, leadLabels: LEAD_LABELS, meetings, logger: quiet });
  return { store, leads, meetings, outbox, alerts };
}

const linkIn = (email: SentEmail | undefined) => /\/meeting\?t=([\w.-]+)/.exec(email?.textContent ?? "")?.[1] ?? "";

describe("meetings against the company's calendar", () => {
  it("refuses a time the calendar holds busy, naming that day's free times", async () => {
    const { leads, store } = instance(openSqliteLeadStore(":memory:"));
    const result = await leads.submit("meeting", meeting("ada@example.com", day1, "10:30 AM"), { idempotencyKey: "busy-1" });
    // 10 to 11 AM is busy; with a 30-minute meeting and a 10-minute buffer, 9:00-9:20 and 11:10-6:00 stay free.
    const free = describeFreeRanges([
      { from: 540, to: 560 },
      { from: 670, to: 1080 },
    ]);
    expect(result).toMatchObject({ status: "invalid", errors: { meetingTime: expect.stringContaining(free) as unknown } });
    expect(await store.list()).toEqual([]);
    await store.close();
  });

  it("books a free time: the event lands in Radicale with the visitor, both sides get the invitation, a resend is the same lead", async () => {
    const { leads, store, outbox } = instance(openSqliteLeadStore(join(folder, "book.db")));
    sent.length = 0;
    const fields = meeting("grace@example.com", day1, "2 PM");
    const first = await leads.submit("meeting", fields, { idempotencyKey: "book-1", visitorTimeZone: "Asia/Singapore" });
    expect(first).toMatchObject({ status: "stored", duplicate: false });
    expect(await leads.submit("meeting", fields, { idempotencyKey: "book-1" })).toMatchObject({ status: "stored", duplicate: true });
    await outbox.runOnce();
    const [held] = await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER);
    expect(held).toMatchObject({ start: at(day1, 840), end: at(day1, 870) });
    const event = await radicale.getEvent(eventUrl(radicale.calendarUrl, held!.id));
    expect(event).toContain("grace@example.com");
    expect(event).toContain(`DTSTART:${icsStamp(at(day1, 840))}`);
    expect(event).not.toContain("METHOD:");
    expect(sent.map((email) => email.to[0]?.email).sort()).toEqual([BOOKING, "grace@example.com"]);
    for (const email of sent) expect(email.ics).toContain("METHOD:REQUEST");
    const visitor = sent.find((email) => email.to[0]?.email === "grace@example.com");
    expect(linkIn(visitor)).not.toBe("");
    // Singapore is 13 hours ahead of New York in winter, 12 in summer: the visitor's own time is named.
    expect(visitor?.textContent).toContain("Singapore");
    await store.close();
  });

  const twoInstances: [string, () => Promise<[LeadStore, LeadStore]>][] = [
    ["one SQLite file", async () => [openSqliteLeadStore(join(folder, "race.db")), openSqliteLeadStore(join(folder, "race.db"))]],
    [
      "one PostgreSQL database",
      async () => {
        const url = await postgres.createDatabase("meeting_race");
        const first = await openPostgresLeadStore(url);
        return [first, await openPostgresLeadStore(url)];
      },
    ],
  ];

  it.each(twoInstances)("gives one meeting when two instances book one slot at once (%s)", async (_name, open) => {
    const [a, b] = (await open()).map((store) => instance(store));
    const results = await Promise.all([
      a!.leads.submit("meeting", meeting("one@example.com", day2, "3 PM"), { idempotencyKey: "race-a" }),
      b!.leads.submit("meeting", meeting("two@example.com", day2, "3:15 PM"), { idempotencyKey: "race-b" }),
    ]);
    expect(results.filter((r) => r.status === "stored")).toHaveLength(1);
    const lost = results.findIndex((r) => r.status === "invalid");
    const [loser, fields] = lost === 0 ? [a!, meeting("one@example.com", day2, "3 PM")] : [b!, meeting("two@example.com", day2, "3:15 PM")];
    // The one that lost is offered the day's free times, the winner's meeting left out of them.
    const offered = await loser.meetings.refusal(fields);
    expect(results[lost]).toEqual({ status: "invalid", errors: offered });
    expect(offered.meetingTime).toBeDefined();
    expect(offered.meetingTime).not.toContain("3:00 PM–");
    expect(await a!.store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    expect((await a!.store.list()).length).toBe(1);
    await Promise.all([a!.store.close(), b!.store.close()]);
  });

  const oneStore: [string, () => Promise<LeadStore>][] = [
    ["SQLite", async () => openSqliteLeadStore(join(folder, "change.db"))],
    ["PostgreSQL", async () => openPostgresLeadStore(await postgres.createDatabase("meeting_change"))],
  ];

  it.each(oneStore)(
    "moves and cancels by the invitation's link: Radicale and both sides follow; old and forged links change nothing (%s)",
    async (name, open) => {
      const { leads, store, outbox, meetings } = instance(await open());
      // Each store books its own morning, so the two runs share the calendar without meeting.
      const nine = name === "SQLite" ? "9 AM" : "9:45 AM";
      const moveTo = name === "SQLite" ? "16:00" : "17:00";
      sent.length = 0;
      expect(await leads.submit("meeting", meeting("kay@example.com", day2, nine), { idempotencyKey: "change-1" })).toMatchObject({
        status: "stored",
      });
      await outbox.runOnce();
      const [held] = await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER);
      const url = eventUrl(radicale.calendarUrl, held!.id);
      const firstLink = linkIn(sent.find((email) => email.to[0]?.email === "kay@example.com"));

      sent.length = 0;
      expect(await meetings.move(firstLink, day2, moveTo)).toBe("moved");
      await outbox.runOnce();
      const moved = await radicale.getEvent(url);
      expect(moved).toContain(`DTSTART:${icsStamp(at(day2, name === "SQLite" ? 960 : 1020))}`);
      expect(moved).toContain("SEQUENCE:1");
      expect(sent).toHaveLength(2);
      for (const email of sent) expect(email.ics).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:1/);
      const secondLink = linkIn(sent.find((email) => email.to[0]?.email === "kay@example.com"));

      // The first link was spent by the move; a forged one was never good.
      expect(await meetings.move(firstLink, day2, "12:00")).toBe("invalid");
      expect(await meetings.cancel(firstLink)).toBe("invalid");
      expect(await meetings.cancel(`${secondLink.split(".")[0]}.forged`)).toBe("invalid");

      sent.length = 0;
      expect(await meetings.cancel(secondLink)).toBe("cancelled");
      await outbox.runOnce();
      expect(await radicale.getEvent(url)).toBeUndefined();
      expect(sent.map((email) => email.to[0]?.email).sort()).toEqual([BOOKING, "kay@example.com"]);
      for (const email of sent) expect(email.ics).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:2/);
      expect(await meetings.cancel(secondLink)).toBe("invalid");
      expect(await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
      await store.close();
    },
  );

  it("falls back when the calendar cannot be reached: a warning alert, every time offered, the booking still held", async () => {
    const { leads, store, meetings, alerts } = instance(openSqliteLeadStore(":memory:"), `${await closedPortUrl()}/calendar/`);
    const availability = await meetings.availability();
    expect(availability).toMatchObject({ reachable: false, busy: [] });
    expect(alerts.map((alert) => alert.kind)).toEqual(["calendar_unreachable"]);
    // 10:30 AM on day 1 is busy in the real calendar, but this one cannot be read: every time within the opening hours is offered.
    expect(await leads.submit("meeting", meeting("lin@example.com", day1, "10:30 AM"), { idempotencyKey: "down-1" })).toMatchObject({
      status: "stored",
    });
    expect(await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
    await store.close();
  });
});
