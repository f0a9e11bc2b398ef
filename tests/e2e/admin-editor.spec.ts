/**
 * The browser editor, driven as an editor would drive it, in local mode (`npm run edit`) on a temporary
 * copy of the project: create a service (by duplicating one), change a price, add an FAQ question, save.
 * The files land in the copy's content/, pass `npm run content:check`, and show on the built pages.
 * The site's own page fixture waits for hydration, which the editor page never has, so this spec uses
 * Playwright's plain test and checks the console itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../fixtures/free-port.ts";
import { copyProject, runInCopy } from "../fixtures/project-copy.ts";
import { copyServices, type CopyService } from "./editor-photo-steps.ts";

// The test's own entries and price, which no editor's content holds.
const NEW_SERVICE = "Quantum Readiness";
const NEW_QUESTION = "Can you help us prepare for post-quantum cryptography?";
const NEW_PRICE = 249;
const NEW_SEO_TITLE = "Quantum Readiness Planning";
const NEW_SEO_DESCRIPTION = "Plan the move to post-quantum cryptography: an inventory of your keys and a staged migration roadmap.";

/** From anywhere in the editor to one entry, the way an editor clicks: collection, then the entry's card. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("link", { name: "Contents" }).click();
  await page.getByRole("link", { name: collection, exact: true }).first().click();
  await page.locator(`a[href$="/entries/${entry}"]`).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // Saved: the button turns into "Published" once the proxy has written the file.
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 20_000 });
}

test.describe("the browser editor in local mode", () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ actionTimeout: 20_000 });
  let copy: string;
  let editor: ChildProcess;
  let base: string;
  let output = "";
  /** The service duplicated into the new one: the copy's first. */
  let original: CopyService;
  /** The service whose monthly price changes: another one with a monthly price, not already the new one. */
  let priced: CopyService;

  test.beforeAll(async () => {
    // The editor builds the content and starts two servers: on a busy machine that outlasts a hook's default minute.
    test.setTimeout(240_000);
    copy = copyProject("editor-");
    const services = copyServices(copy);
    const [first] = services;
    const other = services.find((service) => service !== first && service.monthly !== undefined && service.monthly !== NEW_PRICE);
    if (!first || !other) throw new Error("the copy needs two services, the second with a monthly price, for the editor to change");
    [original, priced] = [first, other];
    const [port, proxyPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    // `npm run edit` itself, so the command editors run is the one under test; its own process group
    // so the proxy and the site stop together.
    editor = spawn("npm", ["run", "edit"], {
      cwd: copy,
      env: { ...process.env, PORT: String(port), CMS_PROXY_PORT: String(proxyPort), LEADS_DB: join(copy, "data", "leads.db") },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    editor.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    editor.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(async () => (await fetch(`${base}/admin/config.yml`).catch(() => undefined))?.status, { timeout: 200_000, intervals: [500] })
      .toBe(200);
  });

  test.afterAll(() => {
    if (editor.pid) {
      try {
        process.kill(-editor.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(copy, { recursive: true, force: true });
  });

  test("creates a service, changes a price and adds an FAQ question; the site shows them", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("link", { name: "Services" })).toBeVisible();

    // A new service, starting from an existing one.
    await openEntry(page, "Services", original.slug);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page).toHaveURL(/collections\/services\/new/);
    // The duplicate's form fills in the copied entry after the address changes; typing before that is overwritten,
    // and the file would be named after the copied title.
    const title = page.getByLabel("Title", { exact: true }).first();
    await expect(title).not.toHaveValue("");
    await title.fill(NEW_SERVICE);
    await page.getByLabel("Nav label", { exact: true }).fill("Quantum");
    // A page's search title and description are its own (the content check refuses a copy): the last
    // Title and Description of the form are those of the search-engine fields, the last group.
    await page.getByLabel("Title", { exact: true }).last().fill(NEW_SEO_TITLE);
    await page.getByLabel("Description", { exact: true }).last().fill(NEW_SEO_DESCRIPTION);
    await expect(title).toHaveValue(NEW_SERVICE);
    await publish(page);

    // A price.
    await page.getByRole("link", { name: /Writing in Services collection/ }).click();
    await openEntry(page, "Services", priced.slug);
    await page.getByLabel("Monthly (optional)").fill(String(NEW_PRICE));
    await publish(page);

    // An FAQ question, at the end of the last category (so it is the last question on the form).
    await page.getByRole("link", { name: /Writing in Services collection/ }).click();
    await openEntry(page, "FAQ", "faq");
    await page.getByRole("button", { name: "Add question and answer" }).last().click();
    await page.getByLabel("Question", { exact: true }).last().fill(NEW_QUESTION);
    await page
      .getByLabel("Answer", { exact: true })
      .last()
      .fill("Yes. We inventory where you use RSA and elliptic-curve keys and plan the move.");
    await publish(page);

    // The files an editor would have written by hand.
    const services = readdirSync(join(copy, "content/services"));
    expect(services, "the new service's file, among the services").toContain("quantum-readiness.yaml");
    const service = readFileSync(join(copy, "content/services/quantum-readiness.yaml"), "utf8");
    expect(service).toContain(`title: ${NEW_SERVICE}`);
    expect(service).toContain(NEW_SEO_TITLE);
    expect(readFileSync(join(copy, priced.file), "utf8")).toMatch(new RegExp(`monthly: ${NEW_PRICE}\\b`));
    expect(readFileSync(join(copy, "content/faq.yaml"), "utf8")).toContain(NEW_QUESTION);

    const check = runInCopy(copy, "npm", ["run", "content:check"]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const build = runInCopy(copy, "npm", ["run", "build"]);
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(readFileSync(join(copy, "build/client/services/quantum-readiness/index.html"), "utf8")).toContain(NEW_SERVICE);
    expect(readFileSync(join(copy, `build/client/services/${priced.slug}/index.html`), "utf8")).toContain(`$${NEW_PRICE}`);
    expect(readFileSync(join(copy, "build/client/faq/index.html"), "utf8")).toContain(NEW_QUESTION.replace(/'/g, "&#x27;"));
    expect(errors, output).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
