/**
 * Booking through the chat against a real calendar (docs/decisions/0470-0475): its own production
 * server with MEETING_CALENDAR_URL pointing at Radicale on 127.0.0.1, and a fake email provider. The
 * browser is in Singapore's zone. A full day is marked and refused, a busy time is refused with the
 * day's free times, a free time is booked: the confirmation names the visitor's own time, the event
 * lands in the calendar and both invitations go out.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { timeTakenText } from "../../src/chat/meeting-calendar-words.ts";
import { businessInstant } from "../../src/chat/meeting-free-times.ts";
import { nextWeekdays } from "../../src/chat/meeting-slots.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { RADICALE_PASSWORD, RADICALE_USER, startRadicale, type RadicaleServer } from "../fixtures/radicale-server.ts";
import { bundle, fill, meetingHours, quickAction, site, templatePattern } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";

const chatWords = site.labels.chat;
const TEXTS = bundle.chat.texts;
const MEETING = bundle.chat.meetingTexts;
const { business } = bundle.chat;
const rules = site.meetings ?? { minutes: 30, bufferMinutes: 0, noticeHours: 0 };
const slots = nextWeekdays(new Date(), business.timeZone);
// Day 1 is full; day 2 (always more than a day ahead, past any notice) is busy from 10 to 11 AM.
const [day1, day2] = [slots[0]!, slots[1]!];
const at = (isoDate: string, minute: number) => businessInstant(isoDate, minute, business.timeZone);
const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const event = (uid: string, start: number, end: number) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20250101T000000Z\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(end)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

let radicale: RadicaleServer;
let provider: Server;
let server: ProductionServer;
const emails: { to: { email: string }[]; textContent: string; attachment: { content: string }[] }[] = [];
const folder = mkdtempSync(join(tmpdir(), "meetings-e2e-"));

test.use({ timezoneId: "Asia/Singapore" });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.putEvent("full-day", event("full", at(day1.isoDate, 0), at(day1.isoDate, 24 * 60)));
  await radicale.putEvent("busy", event("busy", at(day2.isoDate, 600), at(day2.isoDate, 660)));
  provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.url === "/v3/smtp/email") emails.push(JSON.parse(body) as (typeof emails)[number]);
      response.writeHead(request.url === "/v3/smtp/email" || request.url === "/v3/contacts" ? 201 : 200, {
        "content-type": "application/json",
      });
      response.end(request.url === "/v3/contacts/attributes" ? '{"attributes":[]}' : "{}");
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  server = await startProductionServer({
    env: {
      LEADS_DB: join(folder, "leads.db"),
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v3`,
      LEAD_SENDER: "site@meetings-e2e.example",
      MEETING_CALENDAR_URL: radicale.calendarUrl,
      MEETING_CALENDAR_USER: RADICALE_USER,
      MEETING_CALENDAR_PASSWORD: RADICALE_PASSWORD,
      MEETING_LINK_SECRET: "a-secret-for-the-meeting-journey",
      MEETING_BOOKING_ADDRESS: "bookings@meetings-e2e.example",
    },
  });
});

test.afterAll(async () => {
  await Promise.all([
    server?.stop(),
    radicale?.stop(),
    new Promise((resolve) => (provider ? provider.close(resolve) : resolve(undefined))),
  ]);
  rmSync(folder, { recursive: true, force: true });
});

const log = (page: Page) => page.getByRole("log", { name: chatWords.conversation });
const botMessages = (page: Page) => log(page).locator("p", { hasText: new RegExp(`^${chatWords.assistant}`) });

async function say(page: Page, text: string) {
  const before = await botMessages(page).count();
  await page.getByRole("textbox", { name: chatWords.input }).fill(text);
  await page.getByRole("button", { name: chatWords.send }).click();
  await expect.poll(() => botMessages(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(log(page).getByText(chatWords.typing)).toBeHidden({ timeout: 15_000 });
}

const lastReply = async (page: Page) => (await botMessages(page).last().textContent())?.replace(`${chatWords.assistant} `, "") ?? "";

test("a meeting booked in the chat respects the calendar and lands in it", async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto(`${server.base}/`);
  await page.getByRole("button", { name: site.labels.layout.chat }).click();
  await expect(botMessages(page).first()).toBeVisible();
  const before = await botMessages(page).count();
  await page
    .getByRole("dialog", { name: chatWords.title })
    .getByRole("button", { name: quickAction("meeting") })
    .click();
  await expect.poll(() => botMessages(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await say(page, "Grace Journey");
  await say(page, email);
  expect(await lastReply(page)).toContain(`1. ${day1.label}${MEETING.meetingDayFull}`);
  await say(page, "1");
  expect(await lastReply(page)).toBe(fill(MEETING.meetingDayFullChosen, { ...meetingHours, date: day1.label }));
  await say(page, "2");
  await say(page, "10:30 AM");
  const availability = {
    minutes: rules.minutes,
    bufferMinutes: rules.bufferMinutes,
    noticeMinutes: rules.noticeHours * 60,
    busy: [{ start: at(day2.isoDate, 600), end: at(day2.isoDate, 660) }],
  };
  expect(await lastReply(page)).toBe(timeTakenText(MEETING, business, availability, day2.isoDate, "10:30 AM", Date.now()));
  await say(page, "2 PM");
  await expect(
    log(page).getByText(fill(TEXTS.meetingSuccess, { ...meetingHours, date: day2.label, time: "2:00 PM", email })),
  ).toBeVisible();
  // Singapore shows another wall clock than the company's: the visitor's own time is named too.
  await expect(log(page).getByText(templatePattern(MEETING.meetingVisitorTime, { visitorZone: "Singapore Standard Time" }))).toBeVisible();

  await expect
    .poll(() => emails.filter((sent) => [email, "bookings@meetings-e2e.example"].includes(sent.to[0]?.email ?? "")).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const invitation = Buffer.from(emails.find((sent) => sent.to[0]?.email === email)?.attachment[0]?.content ?? "", "base64").toString(
    "utf8",
  );
  expect(invitation).toContain("METHOD:REQUEST");
  const meetingId = /UID:meeting-([\w-]+)@/.exec(invitation)?.[1] ?? "";
  await expect
    .poll(() => radicale.getEvent(`${radicale.calendarUrl}${meetingId}.ics`), { timeout: 15_000 })
    .toContain(`DTSTART:${stamp(at(day2.isoDate, 840))}`);
});
