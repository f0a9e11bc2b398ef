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
import { dateNotOfferedText } from "../../src/features/meetings/meeting-offer.ts";
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
import type { Alert } from "../../src/platform/alerts.server.ts";
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

const [day1 = "", day2 = "", day3 = ""] = nextWeekdays(new Date(), business.timeZone).map((slot) => slot.isoDate);
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

/** One content line of an iCalendar text, read by RFC 5545's grammar; throws on a line that breaks it. */
function contentLine(ics: string, property: string): { params: Record<string, string[]>; value: string } {
  const line = ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((candidate) => candidate.startsWith(`${property};`) || candidate.startsWith(`${property}:`));
  if (line === undefined) throw new Error(`no ${property} line`);
  let at = property.length;
  const params: Record<string, string[]> = {};
  // RFC 6868: ^n is a line break, ^' a double quote, ^^ a caret.
  const unescape = (text: string) => text.replace(/\^([n'^])/g, (_all, c: string) => (c === "n" ? "\n" : c === "'" ? '"' : "^"));
  while (line[at] === ";") {
    const name = /([A-Za-z0-9-]+)=/y;
    name.lastIndex = at + 1;
    const key = name.exec(line)?.[1];
    if (!key) throw new Error(`a parameter without a name: ${line}`);
    at = name.lastIndex;
    const values: string[] = [];
    for (;;) {
      // A quoted string holds no double quote or control character; a bare value no quote, ';', ':' or ','.
      // eslint-disable-next-line no-control-regex -- the grammar's control characters
      const value = /"([^"\u0000-\u0008\u000a-\u001f\u007f]*)"|([^";:,\u0000-\u0008\u000a-\u001f\u007f]*)/y;
      value.lastIndex = at;
      const found = value.exec(line);
      values.push(unescape(found?.[1] ?? found?.[2] ?? ""));
      at = value.lastIndex;
      if (line[at] !== ",") break;
      at++;
    }
    params[key.toUpperCase()] = values;
  }
  if (line[at] !== ":") throw new Error(`not a valid content line: ${line}`);
  return { params, value: line.slice(at + 1) };
}

/** A TEXT value with its escapes undone. */
const text = (value: string) => value.replace(/\\([\\;,nN])/g, (_all, c: string) => (c.toLowerCase() === "n" ? "\n" : c));

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

  it("books any name into Radicale: quotes, commas, semicolons, colons, emoji and right-to-left text come back as sent", async () => {
    const { leads, store, outbox, alerts } = instance(openSqliteLeadStore(join(folder, "names.db")));
    const names = [
      'John "Johnny" Smith',
      "Smith, John; Jr.: CEO",
      "Zoë Ünal 🎉👩‍💻",
      "مريم الأحمد",
      "דוד כהן and O'Brien ^' ^^ \\ (all of it) — ✓",
      `Ana María de los Ángeles ${"🌍 مرحبا ".repeat(6)}`,
    ];
    const times = ["9 AM", "10 AM", "11 AM", "12 PM", "1 PM", "2 PM"];
    sent.length = 0;
    for (const [i, name] of names.entries()) {
      const fields = { ...meeting(`name-${i}@example.com`, day3, times[i] ?? ""), name };
      expect(await leads.submit("meeting", fields, { idempotencyKey: `name-${i}` })).toMatchObject({ status: "stored" });
    }
    await outbox.runOnce();
    expect(alerts).toEqual([]);
    const held = await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER);
    expect(held).toHaveLength(names.length);
    for (const span of held) {
      const meetingHeld = (await store.meetings!.get(span.id))!;
      const name = meetingHeld.details.name;
      const stored = await radicale.getEvent(eventUrl(radicale.calendarUrl, meetingHeld.id));
      expect(stored, `Radicale holds the event of ${name}`).toBeDefined();
      const invitation = sent.find((email) => email.to[0]?.email === meetingHeld.details.email)?.ics ?? "";
      for (const ics of [stored ?? "", invitation]) {
        const attendee = contentLine(ics, "ATTENDEE");
        expect(attendee.params.CN).toEqual([name]);
        expect(attendee.value).toBe(`mailto:${meetingHeld.details.email}`);
        expect(contentLine(ics, "ORGANIZER").params.CN).toEqual(["Meetings Test Firm"]);
        expect(text(contentLine(ics, "DESCRIPTION").value)).toContain(name);
        for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
    }
    await store.close();
  });

  it("books and moves only to slots the site offers; nothing is held for the others", async () => {
    const { leads, store, outbox, meetings } = instance(openSqliteLeadStore(join(folder, "offered.db")));
    const saturday = new Date(`${day3}T12:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    const refusedDates = [saturday.toISOString().slice(0, 10), "2099-01-06", "2027-02-30", "2026-13-45"];
    for (const [i, date] of refusedDates.entries()) {
      const result = await leads.submit("meeting", meeting("far@example.com", date, "10 AM"), { idempotencyKey: `far-${i}` });
      expect(result).toEqual({ status: "invalid", errors: { meetingDate: dateNotOfferedText(CHAT_LABELS, business, date, Date.now()) } });
    }
    for (const [i, time] of ["10:99 AM", "11:-30 AM", "10:00:00", "25:00", "7 PM"].entries()) {
      const result = await leads.submit("meeting", meeting("odd@example.com", day3, time), { idempotencyKey: `odd-${i}` });
      expect(result).toMatchObject({ status: "invalid", errors: { meetingTime: expect.any(String) as unknown } });
      expect(JSON.stringify(result)).not.toContain("Free times");
    }
    expect(await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(await store.list()).toEqual([]);

    sent.length = 0;
    expect(await leads.submit("meeting", meeting("move@example.com", day3, "4 PM"), { idempotencyKey: "move-1" })).toMatchObject({
      status: "stored",
    });
    await outbox.runOnce();
    const link = linkIn(sent.find((email) => email.to[0]?.email === "move@example.com"));
    for (const [date, clock] of [
      [day3, "25:00"],
      [day3, "-1:00"],
      [day3, "10:99"],
      [day3, "11:-30"],
      [day3, "10:00:00"],
      [day3, "20:00"],
      [refusedDates[0] ?? "", "10:00"],
      ["2027-02-30", "10:00"],
    ] as const) {
      expect(await meetings.move(link, date, clock), `${date} ${clock}`).toBe("not-offered");
    }
    const [held] = await store.meetings!.heldBetween(0, Number.MAX_SAFE_INTEGER);
    expect(await store.meetings!.get(held!.id)).toMatchObject({ start: at(day3, 960), sequence: 0 });
    await store.close();
  });

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
