/**
 * Booking through the chat against a real calendar (docs/decisions/0470-0475): its own production
 * server with MEETING_CALENDAR_URL pointing at Radicale on 127.0.0.1, and a fake email provider. The
 * browser is in Singapore's zone. A full day is marked and refused, a busy time is refused with the
 * day's free times, a free time is booked: the confirmation names the visitor's own time, the event
 * lands in the calendar and both invitations go out.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { timeTakenText } from "../../src/features/meetings/meeting-calendar-words.ts";
import { businessInstant } from "../../src/features/meetings/meeting-free-times.ts";
import { nextWeekdays } from "../../src/features/meetings/meeting-slots.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { startFakeEmailProvider, type FakeEmailProvider } from "../fixtures/fake-email-provider.ts";
import {
  busyEventIcs,
  icsStamp,
  RADICALE_PASSWORD,
  RADICALE_USER,
  startRadicale,
  type RadicaleServer,
} from "../fixtures/radicale-server.ts";
import { bundle, fill, meetingHours, quickAction, site, templatePattern } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";

const panelLabels = site.labels.chat;
const CHAT_LABELS = bundle.chat.labels;
const MEETING = bundle.chat.meetingLabels;
const { business } = bundle.chat;
const rules = site.meetings ?? { minutes: 30, bufferMinutes: 0, noticeHours: 0 };
const slots = nextWeekdays(new Date(), business.timeZone);
// Day 1 is full; day 2 (always more than a day ahead, past any notice) is busy from 10 to 11 AM.
const [day1, day2] = [slots[0]!, slots[1]!];
const at = (isoDate: string, minute: number) => businessInstant(isoDate, minute, business.timeZone);
let radicale: RadicaleServer;
let provider: FakeEmailProvider;
let server: ProductionServer;
const folder = mkdtempSync(join(tmpdir(), "meetings-e2e-"));

test.use({ timezoneId: "Asia/Singapore" });
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.putEvent("full-day", busyEventIcs("full", at(day1.isoDate, 0), at(day1.isoDate, 24 * 60)));
  await radicale.putEvent("busy", busyEventIcs("busy", at(day2.isoDate, 600), at(day2.isoDate, 660)));
  provider = await startFakeEmailProvider();
  server = await startProductionServer({
    env: {
      LEADS_DB: join(folder, "leads.db"),
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: provider.apiUrl,
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
  await Promise.all([server?.stop(), radicale?.stop(), provider?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const log = (page: Page) => page.getByRole("log", { name: panelLabels.conversation });
const botMessages = (page: Page) => log(page).locator("p", { hasText: new RegExp(`^${panelLabels.assistant}`) });

async function say(page: Page, text: string) {
  const before = await botMessages(page).count();
  await page.getByRole("textbox", { name: panelLabels.input }).fill(text);
  await page.getByRole("button", { name: panelLabels.send }).click();
  await expect.poll(() => botMessages(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(log(page).getByText(panelLabels.typing)).toBeHidden({ timeout: 15_000 });
}

const lastReply = async (page: Page) => (await botMessages(page).last().textContent())?.replace(`${panelLabels.assistant} `, "") ?? "";

test("a meeting booked in the chat respects the calendar and lands in it", async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await page.goto(`${server.base}/`);
  await page.getByRole("button", { name: site.labels.layout.chat }).click();
  await expect(botMessages(page).first()).toBeVisible();
  const before = await botMessages(page).count();
  await page
    .getByRole("dialog", { name: panelLabels.title })
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
    log(page).getByText(fill(CHAT_LABELS.meetingSuccess, { ...meetingHours, date: day2.label, time: "2:00 PM", email })),
  ).toBeVisible();
  // Singapore shows another wall clock than the company's: the visitor's own time is named too.
  await expect(log(page).getByText(templatePattern(MEETING.meetingVisitorTime, { visitorZone: "Singapore Standard Time" }))).toBeVisible();

  await expect
    .poll(() => provider.emails.filter((sent) => [email, "bookings@meetings-e2e.example"].includes(sent.to[0]?.email ?? "")).length, {
      timeout: 15_000,
    })
    .toBe(2);
  const invitation = provider.emails.find((sent) => sent.to[0]?.email === email)?.ics ?? "";
  expect(invitation).toContain("METHOD:REQUEST");
  const meetingId = /UID:meeting-([\w-]+)@/.exec(invitation)?.[1] ?? "";
  await expect
    .poll(() => radicale.getEvent(`${radicale.calendarUrl}${meetingId}.ics`), { timeout: 15_000 })
    .toContain(`DTSTART:${icsStamp(at(day2.isoDate, 840))}`);
});
