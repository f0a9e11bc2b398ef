import type { Page } from "@playwright/test";
import { answerField, MAX_FILE_BYTES } from "../../src/features/applications/application-form.ts";
import { makeExe, makePdf } from "../../src/features/applications/application-files.fixture.ts";
import { bundle, fill, labels } from "./bundle.ts";
import { expect, test } from "./fixtures.ts";
import { leadsCommand } from "./lead-commands.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";

/**
 * Applying for a job on its own page (docs/decisions/0540), as a candidate on a phone would: without
 * JavaScript (a multipart post, the page answers) and with it (a file over the limit is refused before it
 * is uploaded, the visit's campaign goes with the application). The résumé is a real PDF made here.
 */

const words = labels.application;
// An open job, one that asks questions where there is one: an editor's month may close or remove any job.
const openJobs = bundle.jobs.filter((entry) => isJobOpen(entry, businessToday(bundle.site.timeZone)));
const job = openJobs.find((entry) => (entry.questions ?? []).length > 0) ?? openJobs[0];
const PROVIDER = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT}`;
const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type SentEmail = { to?: { email: string }[]; textContent?: string; attachment?: { name: string; content: string }[] };

async function emailsAbout(email: string): Promise<SentEmail[]> {
  const all = (await (await fetch(`${PROVIDER}/received`)).json()) as { body: SentEmail }[];
  return all.map((entry) => entry.body).filter((body) => body.textContent?.includes(email) || body.to?.some((to) => to.email === email));
}

async function fillForm(page: Page, email: string) {
  const form = page.locator("#apply form");
  await form.getByLabel(words.name).fill("Ada Lovelace");
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.phone).fill("+1 214 555 0100");
  await form.getByLabel(words.location).fill("Dallas, TX");
  for (const question of job?.questions ?? []) {
    if (question.type === "yes-no") await form.locator(`input[name="${answerField(question.id)}"][value="yes"]`).check();
    else if (question.type === "choice") await form.getByLabel(question.label).selectOption(question.options?.[0] ?? "");
    else await form.getByLabel(question.label).fill("Yes, for three years.");
  }
  return form;
}

test.describe("applying without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 422/] });

  test("a refused file shows its message with every answer kept; a real PDF is taken and reaches hiring attached", async ({ page }) => {
    const email = uniqueEmail("apply-nojs");
    await page.goto(`${job?.url}#apply`);
    let form = await fillForm(page, email);
    await form.getByLabel(words.resume).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: makeExe() });
    await form.getByRole("button", { name: words.send }).click();
    form = page.locator("#apply form");
    await expect(form.getByText(fill(words.fileWrongType, { file: "cv.pdf" }))).toBeVisible();
    await expect(form.getByLabel(words.email)).toHaveValue(email);
    await expect(form.getByLabel(words.location)).toHaveValue("Dallas, TX");

    const pdf = makePdf("Ada Lovelace");
    await form.getByLabel(words.resume).setInputFiles({ name: "Ada CV.pdf", mimeType: "application/pdf", buffer: pdf });
    await form.getByRole("button", { name: words.send }).click();
    await expect(page.getByText(words.sentTitle)).toBeVisible();
    await expect(page.getByText(fill(words.sentText, { job: job?.title ?? "", email }))).toBeVisible();

    expect(await leadsCommand("applications", "--format", "csv")).toContain(email);
    await expect
      .poll(async () => (await emailsAbout(email)).find((sent) => sent.attachment?.length)?.attachment?.[0]?.content, { timeout: 20_000 })
      .toBe(pdf.toString("base64"));
  });
});

test.describe("applying with JavaScript", () => {
  test("a file over 10 MB is refused before it is sent; the application carries the visit's campaign", async ({ page }) => {
    const email = uniqueEmail("apply-js");
    await page.goto(`${job?.url}?utm_source=jobboard&utm_campaign=spring-hiring`);
    const form = await fillForm(page, email);
    await form
      .getByLabel(words.resume)
      .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: makePdf("Big", MAX_FILE_BYTES + 1) });
    await form.getByRole("button", { name: words.send }).click();
    await expect(form.getByText(fill(words.fileTooLarge, { file: "big.pdf", max: "10 MB" }))).toBeVisible();

    await form.getByLabel(words.resume).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: makePdf() });
    await form.getByRole("button", { name: words.send }).click();
    await expect(page.getByText(words.sentTitle)).toBeVisible();
    const csv = await leadsCommand("applications", "--format", "csv");
    const row = csv.split("\r\n").find((line) => line.includes(email)) ?? "";
    expect(row).toContain("spring-hiring");
    expect(row).toContain("jobboard");
  });
});
