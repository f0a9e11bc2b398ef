/**
 * The production server with a meeting calendar (0473): Radicale on 127.0.0.1 holds
 * a busy hour, a fake provider takes the invitation emails. The chat's endpoint gives busy times without
 * titles, a busy time is refused, a free one is booked, and the invitation's link opens a page (plain
 * HTML forms) that cancels the meeting; a forged link changes nothing. Without the settings the busy
 * endpoint says there is no calendar.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingHourValues } from "../../src/features/meetings/business-hours.ts";
import { businessInstant } from "../../src/features/meetings/meeting-free-times.ts";
import { fillText } from "../../src/lib/chat-labels.ts";
import { dateLabel, nextWeekdays } from "../../src/features/meetings/meeting-slots.ts";
import type { ContentBundle } from "../../src/content/types.ts";
import { hasProductionBuild, startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { startFakeEmailProvider, type FakeEmailProvider } from "../fixtures/fake-email-provider.ts";
import { busyEventIcs, RADICALE_PASSWORD, RADICALE_USER, startRadicale, type RadicaleServer } from "../fixtures/radicale-server.ts";

const bundle = JSON.parse(readFileSync(new URL("../../.generated/content.json", import.meta.url), "utf8")) as ContentBundle;
const { business, meetingLabels } = bundle.chat;
const [, , day3 = ""] = nextWeekdays(new Date(), business.timeZone).map((slot) => slot.isoDate);
const at = (minute: number) => businessInstant(day3, minute, business.timeZone);
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

let radicale: RadicaleServer;
let provider: FakeEmailProvider;
let server: ProductionServer;
const folder = mkdtempSync(join(tmpdir(), "meetings-server-"));

beforeAll(async () => {
  radicale = await startRadicale();
  // Day 3 is busy from 1 to 2 PM business time.
  await radicale.putEvent("lunch", busyEventIcs("lunch-1", at(780), at(840), "Private lunch"));
  provider = await startFakeEmailProvider();
  server = await startProductionServer({
    env: {
      LEADS_DB: join(folder, "leads.db"),
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: provider.apiUrl,
      LEAD_SENDER: "site@meetings-test.example",
      MEETING_CALENDAR_URL: radicale.calendarUrl,
      MEETING_CALENDAR_USER: RADICALE_USER,
      MEETING_CALENDAR_PASSWORD: RADICALE_PASSWORD,
      MEETING_LINK_SECRET: "a-secret-for-the-meeting-server-test",
      MEETING_BOOKING_ADDRESS: "bookings@meetings-test.example",
    },
  });
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.stop(), radicale?.stop(), provider?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const postLead = (fields: Record<string, string>, key: string) =>
  fetch(`${server.base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "meeting", fields, idempotencyKey: key, timeZone: "Europe/London" }),
  });

describe.skipIf(!hasProductionBuild())("the server with a meeting calendar", () => {
  it("gives the chat busy times without titles, refuses a busy time and books a free one", async () => {
    // On a loaded machine the first read may outlast its time-out; a failure is kept ten seconds only.
    const read = async () => (await fetch(`${server.base}/api/meetings/busy`)).text();
    await expect
      .poll(async () => (JSON.parse(await read()) as { reachable?: boolean }).reachable, { timeout: 30_000, interval: 1_000 })
      .toBe(true);
    const text = await read();
    expect(text).not.toContain("Private lunch");
    expect(JSON.parse(text)).toMatchObject({
      ok: true,
      reachable: true,
      busy: expect.arrayContaining([{ start: at(780), end: at(840) }]) as unknown,
    });

    const fields = { name: "Ada Lovelace", email: "ada@example.com", meetingDate: day3 };
    const refused = await postLead({ ...fields, meetingTime: "1:30 PM" }, "server-busy");
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.meetingTime).toContain("1:30 PM");

    const booked = await postLead({ ...fields, meetingTime: "3 PM" }, "server-free");
    expect(booked.status).toBe(201);
    const after = (await (await fetch(`${server.base}/api/meetings/busy`)).json()) as { busy: { start: number; end: number }[] };
    expect(after.busy).toContainEqual({ start: at(900), end: at(930) });
  });

  it("opens the invitation's link as a page that cancels the meeting; a forged link shows the refusal", async () => {
    await expect.poll(() => provider.emails.find((email) => email.to[0]?.email === "ada@example.com"), { timeout: 15_000 }).toBeDefined();
    const link =
      /\/meeting\?t=([\w.-]+)/.exec(provider.emails.find((email) => email.to[0]?.email === "ada@example.com")?.textContent ?? "")?.[1] ??
      "";
    const forged = await fetch(`${server.base}/meeting?t=${link.split(".")[0]}.forged`);
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain(escapeHtml(meetingLabels.meetingPageInvalid));

    const page = await fetch(`${server.base}/meeting?t=${link}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(escapeHtml(meetingLabels.meetingPageCancel));
    // Plain forms that post to the page: no JavaScript needed.
    expect(html).toMatch(/<form[^>]* method="post"/);

    const cancelled = await fetch(`${server.base}/meeting?t=${link}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ t: link, intent: "cancel" }).toString(),
    });
    // Done is 200, though the page's loader, run again after the action, finds the link spent.
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain(escapeHtml(meetingLabels.meetingPageCancelled));
    const after = (await (await fetch(`${server.base}/api/meetings/busy`)).json()) as { busy: { start: number; end: number }[] };
    expect(after.busy).not.toContainEqual({ start: at(900), end: at(930) });
  });
  it("moves a meeting with 200, and answers a time it does not offer with its own sentence, not 'just taken'", async () => {
    expect(
      (await postLead({ name: "Kay Move", email: "kay.move@example.com", meetingDate: day3, meetingTime: "4 PM" }, "server-move")).status,
    ).toBe(201);
    const mail = () => provider.emails.find((email) => email.to[0]?.email === "kay.move@example.com");
    await expect.poll(mail, { timeout: 15_000 }).toBeDefined();
    const link = /\/meeting\?t=([\w.-]+)/.exec(mail()?.textContent ?? "")?.[1] ?? "";
    const move = (slot: string) =>
      fetch(`${server.base}/meeting?t=${link}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: link, intent: "move", slot }).toString(),
      });
    for (const slot of [`${day3} 25:00`, `${day3} -1:00`, `${day3} 10:99`, `${day3} 10:00:00`, "2027-02-30 10:00", `${day3} 20:00`]) {
      const refused = await move(slot);
      expect(refused.status, slot).toBe(422);
      const html = await refused.text();
      expect(html).toContain(escapeHtml(meetingLabels.meetingPageNotOffered));
      expect(html).not.toContain(escapeHtml(meetingLabels.meetingPageTaken));
    }
    const moved = await move(`${day3} 17:00`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(
      escapeHtml(fillText(meetingLabels.meetingPageMoved, { ...meetingHourValues(business), date: dateLabel(day3), time: "5:00 PM" })),
    );
  });

  it("refuses a booking of a slot it does not offer, naming the field to fix", async () => {
    const fields = { name: "Ada Lovelace", email: "ada.far@example.com" };
    const far = await postLead({ ...fields, meetingDate: "2099-01-06", meetingTime: "10 AM" }, "server-far");
    expect(far.status).toBe(422);
    expect(((await far.json()) as { errors: Record<string, string> }).errors).toHaveProperty("meetingDate");
    const odd = await postLead({ ...fields, meetingDate: day3, meetingTime: "10:99 AM" }, "server-odd");
    expect(odd.status).toBe(422);
    expect(((await odd.json()) as { errors: Record<string, string> }).errors).toHaveProperty("meetingTime");
  });
});

describe.skipIf(!hasProductionBuild())("the server without a meeting calendar", () => {
  it("says there is no calendar, and books a meeting as a lead like any other", async () => {
    const plain = await startProductionServer({ env: { LEADS_DB: join(folder, "plain.db") } });
    try {
      const busy = await fetch(`${plain.base}/api/meetings/busy`);
      expect(busy.status).toBe(200);
      expect(await busy.json()).toEqual({ ok: true, calendar: false });
      const fields = { name: "Ada Lovelace", email: "ada@example.com", meetingDate: day3, meetingTime: "1:30 PM" };
      const stored = await fetch(`${plain.base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "meeting", fields, idempotencyKey: "plain-1" }),
      });
      expect(stored.status).toBe(201);
      // Without a calendar too, only an offered slot is stored (docs/decisions/0476).
      const unreal = await fetch(`${plain.base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "meeting", fields: { ...fields, meetingDate: "2027-02-30" }, idempotencyKey: "plain-2" }),
      });
      expect(unreal.status).toBe(422);
    } finally {
      await plain.stop();
    }
  });
});
