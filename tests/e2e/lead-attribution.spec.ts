import type { Page } from "@playwright/test";
import { bundle, contactFormPath, escapeRegExp, firstOf, labels, quickAction, templatePattern } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";
import { leadsCommand, storedLead } from "./lead-commands.ts";

/**
 * Every lead says where it came from, with no tracking (docs/decisions/0250-0252): the landing page,
 * its campaign tags and the referring site are kept in the page's memory across client-side
 * navigation, sent with each lead with the page it was sent from, and counted by the marketing report.
 * Nothing is written to cookies or storage, and a full load starts a new visit.
 */

/** The campaign's landing page: some service's page, whichever the content has first. */
const LANDING = firstOf(bundle.services, "service").url;
const forms = labels.forms;
const panelLabels = labels.chat;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Follows a header link and proves the page was not loaded again: the marker set on landing survives. */
async function browseTo(page: Page, path: string) {
  await page.locator(`header a[href="${path}"]`).first().click();
  await page.waitForURL(`**${path}`);
  expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe("landed");
}

async function sendContactForm(page: Page, email: string) {
  await page.getByLabel(forms.name).fill("Campaign Visitor");
  await page.getByLabel(forms.email).fill(email);
  await page.getByRole("textbox", { name: forms.message }).fill("We saw your cloud campaign and would like to talk.");
  // As long as a person takes at least, so the lead is not kept as a suspected bot (docs/leads.md, "Kept, never dropped: suspected bots and the form clock").
  await page.waitForTimeout(800);
  await page.getByRole("button", { name: forms.send }).click();
  await expect(page.getByText(forms.sent.title).first()).toBeVisible();
}

/** Nothing of the visit is written to the device: no cookie, and no stored value that mentions it. */
async function expectNothingStored(page: Page, campaign: string) {
  expect(await page.context().cookies()).toEqual([]);
  const stored = await page.evaluate(() => {
    const all: string[] = [document.cookie];
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++) all.push(`${storage.key(i)}=${storage.getItem(storage.key(i) ?? "")}`);
    return all.join("\n");
  });
  for (const trace of [campaign, "linkedin", "gclid", "CLICK-VALUE", LANDING, "utm_"]) expect(stored).not.toContain(trace);
}

test("a tagged landing, three pages browsed client-side: the contact form's and the chat's leads say where they came from", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const campaign = `q4-cloud-${unique()}`;
  const landing = `${LANDING}?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}&utm_content=banner&gclid=CLICK-VALUE`;
  await page.goto(landing, { referer: "https://www.linkedin.com/feed/" });
  await page.evaluate(() => ((window as unknown as { visitMarker?: string }).visitMarker = "landed"));

  await browseTo(page, "/about");
  await browseTo(page, contactFormPath);
  const formEmail = `attributed-form-${unique()}@example.com`;
  await sendContactForm(page, formEmail);

  const expected = {
    landing: LANDING,
    source: "linkedin",
    medium: "social",
    campaign,
    term: "",
    content: "banner",
    clickIds: ["gclid"],
    referrer: "www.linkedin.com",
  };
  await expect
    .poll(async () => (await storedLead(formEmail))?.attribution, { timeout: 10_000 })
    .toEqual({ ...expected, page: contactFormPath });

  // A chat flow on the third page carries the same visit, and its own page.
  await browseTo(page, "/careers");
  const chatEmail = `attributed-chat-${unique()}@example.com`;
  await page.getByRole("button", { name: labels.layout.chat }).click();
  const dialog = page.getByRole("dialog", { name: panelLabels.title });
  await dialog.getByRole("button", { name: quickAction("contact") }).click();
  for (const answer of ["Chat Visitor", chatEmail, "214 555 0199"]) {
    await expect(page.getByRole("textbox", { name: panelLabels.input })).toBeEnabled();
    await page.getByRole("textbox", { name: panelLabels.input }).fill(answer);
    await page.getByRole("button", { name: panelLabels.send }).click();
  }
  await expect(
    page
      .getByRole("log", { name: panelLabels.conversation })
      .getByText(templatePattern(bundle.chat.labels.contactSuccess, { name: "Chat Visitor" })),
  ).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await storedLead(chatEmail))?.attribution, { timeout: 10_000 }).toEqual({ ...expected, page: "/careers" });

  // No identifier, no stored trace: the click identifier's value was never even sent.
  await expectNothingStored(page, campaign);
  expect(JSON.stringify(await storedLead(formEmail))).not.toContain("CLICK-VALUE");

  // A full load is a new visit: this page, untagged, is its landing page.
  await page.goto(contactFormPath);
  expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBeUndefined();
  const reloadEmail = `attributed-reload-${unique()}@example.com`;
  await sendContactForm(page, reloadEmail);
  await expect
    .poll(async () => (await storedLead(reloadEmail))?.attribution, { timeout: 10_000 })
    .toEqual({
      landing: contactFormPath,
      source: "",
      medium: "",
      campaign: "",
      term: "",
      content: "",
      clickIds: [],
      referrer: "",
      page: contactFormPath,
    });
  await expectNothingStored(page, campaign);

  // The marketing report counts the campaign's two leads: one contact form, one chat contact.
  const report = await leadsCommand("report", "--since", "1d", "--by", "campaign");
  expect(report).toMatch(/^CAMPAIGN\s+LEADS\s+CONTACT\s+NEWSLETTER\s+CAREER\s+CHAT-CONTACT\s+MEETING\s+DELIVERED\s+FAILED$/m);
  expect(report).toMatch(new RegExp(`^${campaign}\\s+2\\s+1\\s+0\\s+0\\s+1\\s+0\\s+\\d\\s+0$`, "m"));
  const bySource = await leadsCommand("report", "--since", "1d", "--by", "landing");
  expect(bySource).toMatch(new RegExp(`^${escapeRegExp(LANDING)}\\s+[1-9]\\d*\\s`, "m"));
});
