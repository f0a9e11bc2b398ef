import type { Locator, Page } from "@playwright/test";
import {
  bundle,
  contactFormPath,
  escapeRegExp,
  fill,
  labels,
  meetingHours,
  quickAction,
  service,
  site,
  templatePattern,
} from "./bundle.ts";
import { axeViolations, COLOUR_RULES, expect, test, useTheme } from "./fixtures.ts";

const PROVIDER = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}`;
/** The chat panel's own words (labels.chat of site.yaml). */
const panelLabels = site.labels.chat;
const LAUNCHER = site.labels.layout.chat;
const CHAT_LABELS = bundle.chat.labels;
const CONTACTS = { email: site.email, phone: site.phone };
const cloud = service("cloud");
/** The screen-reader words before each message: who wrote it. */
const BOT = `${panelLabels.assistant} `;
const VISITOR = `${panelLabels.visitor} `;
/** Ends at an address, as a page's URL does. */
const endsAt = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

type Received = { body: { email?: string; attributes?: Record<string, string>; listIds?: number[] } };

/** The contact the fake email provider received for this address, once the server forwarded it. */
async function receivedFor(email: string) {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${PROVIDER}/received`)).json()) as Received[];
        found = all.find((entry) => entry.body.email === email);
        return Boolean(found);
      },
      { timeout: 15_000, message: `the provider never received ${email}` },
    )
    .toBe(true);
  return found?.body;
}

const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function launcher(page: Page) {
  return page.getByRole("button", { name: LAUNCHER });
}

function panel(page: Page) {
  return page.getByRole("dialog", { name: panelLabels.title });
}

async function openChat(page: Page) {
  await launcher(page).click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  // The welcome message shows once the knowledge index has loaded.
  await expect(botMessages(page).first()).toBeVisible();
  return dialog;
}

function log(page: Page): Locator {
  return page.getByRole("log", { name: panelLabels.conversation });
}

function botMessages(page: Page): Locator {
  return log(page).locator("p", { hasText: new RegExp(`^${escapeRegExp(panelLabels.assistant)}`) });
}

/** Runs an action that makes the bot reply, and waits until the reply is shown and the typing indicator gone. */
async function expectReply(page: Page, act: () => Promise<void>) {
  const before = await botMessages(page).count();
  await act();
  await expect.poll(() => botMessages(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(log(page).getByText(panelLabels.typing)).toBeHidden({ timeout: 15_000 });
}

/** Types a message, sends it and waits for the reply. */
async function say(page: Page, text: string) {
  await expectReply(page, async () => {
    await page.getByRole("textbox", { name: panelLabels.input }).fill(text);
    await page.getByRole("button", { name: panelLabels.send }).click();
  });
}

async function pickQuickAction(page: Page, name: string) {
  await expectReply(page, () => panel(page).getByRole("button", { name }).click());
}

/** The text of the last bot message. */
async function lastReply(page: Page) {
  return (await botMessages(page).last().textContent())?.replace(BOT, "") ?? "";
}

test.describe("chat: opening and closing", () => {
  test("the chat's code and knowledge index load only when it first opens", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => /chat-panel|chat-data\.json|meeting-ics/.test(path))).toEqual([]);
    const panelChunk = page.waitForRequest(/\/assets\/chat-panel-[^/]+\.js$/);
    const data = page.waitForRequest(/\/chat-data\.json$/);
    await launcher(page).click();
    await Promise.all([panelChunk, data]);
    await expect(panel(page)).toBeVisible();
    // The calendar library waits for a booked meeting's download.
    expect(requests.filter((path) => path.includes("meeting-ics"))).toEqual([]);
  });

  test("opens from the launcher with focus in the input, and closes with its button, Escape and an outside click", async ({ page }) => {
    await page.goto("/");
    const button = launcher(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    const dialog = await openChat(page);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)).toContainText(panelLabels.title);
    await expect(page.getByRole("textbox", { name: panelLabels.input })).toBeFocused();

    await dialog.getByRole("button", { name: panelLabels.close }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(page.getByRole("textbox", { name: panelLabels.input })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(dialog).toBeHidden();
  });

  test("closes when the route changes", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: site.labels.layout.quote }).click();
    await expect(page).toHaveURL(endsAt(contactFormPath));
    await openChat(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel(page)).toBeHidden();
  });

  test("fits small screens and never covers the launcher", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto("/");
    const dialog = await openChat(page);
    const box = await dialog.boundingBox();
    const button = await launcher(page).boundingBox();
    expect(box && button).toBeTruthy();
    if (!box || !button) return;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(360 - 8);
    // Room below the panel for the launcher and its 3 px focus ring with its 2 px offset.
    expect(box.y + box.height).toBeLessThanOrEqual(button.y - 5);
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await dialog.boundingBox();
    expect(wide?.width).toBeLessThanOrEqual(360);
    expect(wide?.height).toBeLessThanOrEqual(500);
  });
});

test.describe("chat: conversation", () => {
  test("quick actions show at first, hide after a message or with their control, and come back", async ({ page }) => {
    await page.goto("/");
    const dialog = await openChat(page);
    const quick = dialog.getByRole("group", { name: panelLabels.quickActions });
    await expect(quick.getByRole("listitem").getByRole("button")).toHaveCount(bundle.chat.quickActions.length);
    await dialog.getByRole("button", { name: panelLabels.hideQuickActions }).click();
    await expect(quick).toBeHidden();
    await dialog.getByRole("button", { name: panelLabels.showQuickActions }).click();
    await expect(quick).toBeVisible();

    // Empty input is not sent.
    await page.getByRole("textbox", { name: panelLabels.input }).fill("   ");
    await page.keyboard.press("Enter");
    await expect(quick).toBeVisible();
    await expect(log(page).locator("p", { hasText: new RegExp(`^${escapeRegExp(panelLabels.visitor)}`) })).toHaveCount(0);

    await page.getByRole("textbox", { name: panelLabels.input }).fill("  hello  ");
    // The reply follows the typing indicator by under a second, and on a busy machine two polling assertions
    // can miss that window: one in-page check reads the indicator and the send button in the same frame.
    const whileTyping = page.waitForFunction(
      ({ typing, send }) => {
        const dialog = document.querySelector("[role=dialog]");
        const indicator = [...(dialog?.querySelectorAll("[role=log] *") ?? [])].find((element) => element.textContent?.trim() === typing);
        if (!dialog || !indicator) return undefined;
        const sendButton = [...dialog.querySelectorAll("button")].find((button) => button.textContent?.trim() === send);
        return { typingVisible: indicator.checkVisibility(), sendDisabled: sendButton?.disabled };
      },
      { typing: panelLabels.typing, send: panelLabels.send },
      { polling: "raf", timeout: 10_000 },
    );
    await page.keyboard.press("Enter");
    expect(await (await whileTyping).jsonValue()).toEqual({ typingVisible: true, sendDisabled: true });
    await expect(quick).toBeHidden();
    await expect(log(page).locator("p", { hasText: new RegExp(`^${escapeRegExp(panelLabels.visitor)}`) })).toHaveText([`${VISITOR}hello`]);
    await expect(log(page).getByText(panelLabels.typing)).toBeHidden();
    expect(await lastReply(page)).toMatch(new RegExp(`^${escapeRegExp(CHAT_LABELS.greeting)}`));
    await dialog.getByRole("button", { name: panelLabels.showQuickActions }).click();
    await expect(quick).toBeVisible();
  });

  test("answers a knowledge question with related pages that navigate and close the panel", async ({ page }) => {
    await page.goto("/about");
    await openChat(page);
    await say(page, "cloud pricing");
    expect(await lastReply(page)).toContain(cloud.priceLine);
    // A service's full description is long: its opening shows until the show-more control is used.
    await log(page).getByRole("button", { name: panelLabels.showMore }).click();
    await expect(log(page).getByRole("button", { name: panelLabels.showLess })).toHaveAttribute("aria-expanded", "true");
    const related = log(page).getByRole("link", { name: cloud.title });
    await expect(related).toHaveAttribute("href", cloud.url);
    await related.click();
    await expect(page).toHaveURL(endsAt(cloud.url));
    await expect(page.getByRole("heading", { name: cloud.title, level: 1 })).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("without a match it offers the contact form, email and phone, and 'yes' starts the meeting flow", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await say(page, "xyzzy plugh");
    const reply = await lastReply(page);
    expect(reply).toContain(fill(CHAT_LABELS.noMatch, CONTACTS));
    expect(reply).toContain(site.email);
    expect(reply).toContain(site.phone);
    await expect(log(page).getByRole("link", { name: CHAT_LABELS.contactFormLinkLabel })).toHaveAttribute("href", contactFormPath);
    await say(page, "yes");
    expect(await lastReply(page)).toContain(CHAT_LABELS.meetingAskName);
    await say(page, "cancel");
    await say(page, "xyzzy plugh");
    await say(page, "no");
    expect(await lastReply(page)).toBe(CHAT_LABELS.declined);
  });
});

test.describe("chat: short answers and the optional AI", () => {
  test("leads with what was asked, and the show-more control gives the rest of the item", async ({ page }) => {
    const cyber = service("cybersecurity");
    await page.goto("/");
    await openChat(page);
    await say(page, "What's the price of your cybersecurity service?");
    const reply = await lastReply(page);
    expect(reply.startsWith(`${cyber.title}: ${cyber.priceLine}`)).toBe(true);
    expect(reply).not.toContain(cyber.description.slice(0, 60));
    await log(page).getByRole("button", { name: panelLabels.showMore }).last().click();
    await expect(botMessages(page).last()).toContainText(cyber.description.slice(0, 60));
    await say(page, "What is your office address?");
    expect(await lastReply(page)).toContain(bundle.site.address.street);
  });

  test("waits for the server's answer with the typing indicator, shows the page the AI used and keeps the contact offers under it", async ({
    page,
  }) => {
    // The site's own /api/chat, faked in the page: the server's side (passages, key, fake AI endpoint,
    // time-out) is covered by tests/integration/chat-server.test.ts and src/features/assistant/server/chat-endpoint.integration.test.ts.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const used = { title: "Data work", url: "/services" };
    await page.route("**/api/chat", async (route) => {
      asked.push((route.request().postDataJSON() as { question: string }).question);
      await answered;
      return route.fulfill({
        json: { ok: true, reply: { source: "ai", text: "Yes, our data team builds Tableau dashboards.", relatedPages: [used] } },
      });
    });
    await page.goto("/");
    await openChat(page);
    const before = await botMessages(page).count();
    await page.getByRole("textbox", { name: panelLabels.input }).fill("Do you use Tableau?");
    await page.getByRole("button", { name: panelLabels.send }).click();
    await expect(log(page).getByText(panelLabels.typing)).toBeVisible();
    await page.waitForTimeout(1_200); // past the 800 ms reply delay: still waiting for the server
    await expect(log(page).getByText(panelLabels.typing)).toBeVisible();
    release();
    await expect.poll(() => botMessages(page).count()).toBe(before + 2);
    expect(asked).toEqual(["Do you use Tableau?"]);
    await expect(botMessages(page).nth(before)).toContainText("Tableau dashboards");
    await expect(log(page).getByRole("link", { name: used.title })).toHaveAttribute("href", used.url);
    const offers = await lastReply(page);
    expect(offers).toContain(fill(CHAT_LABELS.aiFollowUp, CONTACTS));
    expect(offers).toContain(bundle.site.phone);
    await expect(log(page).getByRole("link", { name: bundle.chat.labels.contactFormLinkLabel }).last()).toHaveAttribute(
      "href",
      contactFormPath,
    );
    await say(page, "yes");
    expect(await lastReply(page)).toContain(CHAT_LABELS.meetingAskName);
  });
});

test.describe("chat: the server's answer", () => {
  // The refused request below is a console error of its own.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test("the server's answer replaces the widget's own, which stands when the server does not answer", async ({ page }) => {
    let answer = true;
    await page.route("**/api/chat", (route) =>
      answer
        ? route.fulfill({
            json: { ok: true, reply: { source: "site", kind: "answer", text: "The server's own answer.", relatedPages: [] } },
          })
        : route.abort("connectionrefused"),
    );
    await page.goto("/");
    await openChat(page);
    await say(page, "What's your phone number?");
    expect(await lastReply(page)).toContain("The server's own answer.");
    answer = false;
    await say(page, "What's your phone number?");
    expect(await lastReply(page)).toContain(bundle.site.phone);
  });
});

test.describe("chat: guided flows reach the email provider", () => {
  test("career: name, mobile, email and resume link", async ({ page }) => {
    const email = uniqueEmail("career");
    await page.goto("/careers");
    await openChat(page);
    await pickQuickAction(page, quickAction("career"));
    expect(await lastReply(page)).toContain(CHAT_LABELS.careerAskName);
    await say(page, "Ada Career");
    expect(await lastReply(page)).toContain(fill(CHAT_LABELS.careerAskMobile, { name: "Ada Career" }));
    await say(page, "+1 214 555 0101");
    await say(page, "not-an-email");
    expect(await lastReply(page)).toContain(labels.validation.email.noAt);
    await say(page, email);
    expect(await lastReply(page)).toContain(CHAT_LABELS.careerAskResume);
    await say(page, "https://example.com/ada-resume.pdf");
    await expect(log(page).getByText(fill(CHAT_LABELS.careerSuccess, { name: "Ada Career" }))).toBeVisible();
    const body = await receivedFor(email);
    expect(body?.attributes).toEqual({ FNAME: "Ada Career", PHONE: "+1 214 555 0101", RESUMELINK: "https://example.com/ada-resume.pdf" });
    expect(body?.listIds).toEqual([21]);
  });

  test("contact: name, email and phone", async ({ page }) => {
    const email = uniqueEmail("contact");
    await page.goto("/");
    await openChat(page);
    await pickQuickAction(page, quickAction("contact"));
    await say(page, "Grace Contact");
    await say(page, email);
    await say(page, "+1 214 555 0102");
    await expect(log(page).getByText(fill(CHAT_LABELS.contactSuccess, { name: "Grace Contact" }))).toBeVisible();
    const body = await receivedFor(email);
    expect(body?.attributes).toEqual({ FNAME: "Grace Contact", PHONE: "+1 214 555 0102" });
    expect(body?.listIds).toEqual([21]);
  });

  test("meeting: invalid day and times are asked again, then the booking and its calendar file", async ({ page }) => {
    const email = uniqueEmail("meeting");
    await page.goto("/");
    await openChat(page);
    await pickQuickAction(page, quickAction("meeting"));
    await say(page, "Linus Meeting");
    await say(page, email);
    const days = await lastReply(page);
    expect(days).toMatch(templatePattern(CHAT_LABELS.meetingAskDate, meetingHours));
    await say(page, "9");
    expect(await lastReply(page)).toBe(fill(CHAT_LABELS.invalidDayChoice, meetingHours));
    await say(page, "2");
    expect(await lastReply(page)).toMatch(templatePattern(CHAT_LABELS.meetingAskTime, meetingHours));
    // Typed times for site.yaml's 9 AM - 6 PM: half past closing time, then no time at all.
    await say(page, "6:30 PM");
    expect(await lastReply(page)).toBe(fill(CHAT_LABELS.timeOutOfRange, meetingHours));
    await say(page, "teatime");
    expect(await lastReply(page)).toBe(fill(CHAT_LABELS.invalidTimeFormat, meetingHours));
    await say(page, "10 am");
    await expect(
      log(page).getByText(templatePattern(CHAT_LABELS.meetingSuccess, { ...meetingHours, time: "10:00 AM", email })),
    ).toBeVisible();

    const body = await receivedFor(email);
    expect(body?.attributes?.FNAME).toBe("Linus Meeting");
    expect(body?.attributes?.MEETING_TIME).toBe("10:00 AM");
    const date = body?.attributes?.MEETING_DATE ?? "";
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
    expect(body?.listIds).toEqual([21]);

    const download = page.waitForEvent("download");
    await log(page).getByRole("button", { name: CHAT_LABELS.meetingIcsLabel }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`meeting-${date}.ics`);
    const path = await file.path();
    const { readFile } = await import("node:fs/promises");
    // Unfolded: calendar lines wrap at 75 characters.
    const ics = (await readFile(path, "utf8")).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(email);
    // The title is chat.yaml's meetingIcsTitle (commas and semicolons escaped, as calendar files write them).
    expect(ics).toContain(`SUMMARY:${fill(CHAT_LABELS.meetingIcsTitle, { company: site.name }).replace(/([,;])/g, "\\$1")}\r\n`);
  });
});

test.describe("chat: persistence and keyboard", () => {
  test("the conversation survives a navigation and a reload, and starting over clears it", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await say(page, "cloud pricing");
    await page.getByRole("textbox", { name: panelLabels.input }).press("Escape");
    await page.getByRole("banner").getByRole("link", { name: site.labels.layout.quote }).click();
    await expect(page).toHaveURL(endsAt(contactFormPath));
    await launcher(page).click();
    await expect(log(page).getByText(`${VISITOR}cloud pricing`)).toBeVisible();
    await expect(panel(page).getByRole("button", { name: panelLabels.showQuickActions })).toBeVisible();

    await page.reload();
    await launcher(page).click();
    await expect(log(page).getByText(`${VISITOR}cloud pricing`)).toBeVisible();
    await expect(log(page).getByRole("link", { name: cloud.title })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("chat-conversation"))).toContain("cloud pricing");

    await panel(page).getByRole("button", { name: panelLabels.startOver }).click();
    await expect(log(page).getByText(`${VISITOR}cloud pricing`)).toHaveCount(0);
    await expect(panel(page).getByRole("group", { name: panelLabels.quickActions })).toBeVisible();
    await expect(botMessages(page)).toHaveCount(1);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/faq");
    const button = launcher(page);
    let tabs = 0;
    while (!(await button.evaluate((element) => element === document.activeElement)) && tabs < 150) {
      await page.keyboard.press("Tab");
      tabs++;
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const input = page.getByRole("textbox", { name: panelLabels.input });
    await expect(input).toBeFocused();
    await expect(botMessages(page)).toHaveCount(1);
    await page.keyboard.type("When was the company founded?");
    await page.keyboard.press("Enter");
    await expect(log(page).getByText(`${VISITOR}When was the company founded?`)).toBeVisible();
    await expect(log(page).getByText(panelLabels.typing)).toBeHidden();
    await expect(botMessages(page)).toHaveCount(2);
    expect(await lastReply(page)).toContain(String(site.founded));
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("chat: accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  // The light theme changes colours only: its pass runs axe's colour rules (docs/decisions/0500-tests-by-kind.md).
  for (const [theme, rules] of [
    ["dark", undefined],
    ["light", COLOUR_RULES],
  ] as const) {
    test(`no axe violations with the panel open, ${theme} theme${rules ? " (colour rules)" : ""}`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/");
      await openChat(page);
      await say(page, "cloud pricing");
      await say(page, "xyzzy plugh");
      expect(await axeViolations(page, rules)).toEqual([]);
      await panel(page).getByRole("button", { name: panelLabels.showQuickActions }).click();
      expect(await axeViolations(page, rules)).toEqual([]);
    });
  }
});
