/**
 * Job applications through the real production server: multipart posts over HTTP,
 * hiring's email with the résumé attached and the applicant's confirmation at the (fake) provider, and
 * `kill -9` in the middle of an upload and of a notification. One server and one SQLite file for the
 * whole file, restarted on the same port after each kill.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../src/content/content.server.ts";
import { answerField } from "../../src/features/applications/application-form.ts";
import { makePdf } from "../../src/features/applications/application-files.fixture.ts";
import { fillTemplate } from "../../src/lib/fill-template.ts";
import { REPLY, startFakeProvider, type FakeProvider } from "../fixtures/fake-provider.ts";
import { freePort } from "../fixtures/free-port.ts";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { businessToday, isJobOpen } from "../../src/lib/job-status.ts";

const words = content.site.labels.application;
// An open job, one that asks questions where there is one: an editor's month may close or remove any job.
const openJobs = content.jobs.filter((entry) => isJobOpen(entry, businessToday(content.site.timeZone)));
const job = openJobs.find((entry) => (entry.questions ?? []).length > 0) ?? openJobs[0];
if (!job) throw new Error("the content has no job");
/** One attempt's time-out; a claimed email is leased for six of them. */
const ATTEMPT_TIMEOUT_MS = 1_000;

let dir: string;
let db: string;
let port: number;
let provider: FakeProvider;
let server: ProductionServer | undefined;
let hangEmails = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "applications-server-"));
  db = join(dir, "leads.db");
  port = await freePort();
  provider = await startFakeProvider((request) =>
    request.path === "/v3/smtp/email" ? (hangEmails ? "hang" : REPLY.emailSent) : { status: 200, body: { attributes: [] } },
  );
  server = await start();
}, 60_000);

afterAll(async () => {
  await server?.kill9();
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<ProductionServer> {
  return startProductionServer({
    port,
    env: {
      LEADS_DB: db,
      BREVO_API_KEY: "test-key",
      BREVO_API_URL: provider.url,
      LEAD_SENDER: "hello@dallas-it.example",
      RATE_LIMIT_POSTS: "100000",
      LEAD_RETRY_BASE_MS: "100",
      LEAD_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      METRICS_TOKEN: "metrics-test-token",
    },
  });
}

function answers(email: string): Record<string, string> {
  const values: Record<string, string> = { name: "Ada Lovelace", email, phone: "+1 214 555 0100", location: "Dallas, TX" };
  for (const question of job?.questions ?? [])
    values[answerField(question.id)] =
      question.type === "yes-no" ? "yes" : question.type === "choice" ? (question.options?.[0] ?? "") : "Yes.";
  return values;
}

async function apply(values: Record<string, string>, resume?: Buffer): Promise<{ status: number; html: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (resume) form.append("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), "Ada Lovelace CV.pdf");
  const response = await fetch(`${server?.base}${job?.url}`, { method: "POST", body: form });
  return { status: response.status, html: await response.text() };
}

type Email = { to: { email: string }[]; subject: string; textContent: string; attachment?: { name: string; content: string }[] };
const emailsTo = (address: string): Email[] =>
  provider.requests
    .filter((request) => request.path === "/v3/smtp/email")
    .map((request) => JSON.parse(request.body) as Email)
    .filter((email) => email.textContent.includes(address) || email.to.some((to) => to.email === address));

async function until<T>(read: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(
        `waited in vain; the provider had ${provider.requests.map((r) => `${r.method} ${r.path}`).join(", ")}; the server said:\n${server?.output() ?? ""}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function counts(): { applications: number; files: number; orphans: number } {
  const sqlite = new DatabaseSync(db, { readOnly: true });
  try {
    const one = (sql: string) => Number(sqlite.prepare(sql).get()?.n ?? -1);
    return {
      applications: one("SELECT count(*) AS n FROM applications"),
      files: one("SELECT count(*) AS n FROM application_files"),
      orphans: one("SELECT count(*) AS n FROM application_files WHERE application_id NOT IN (SELECT id FROM applications)"),
    };
  } finally {
    sqlite.close();
  }
}

describe("applying for a job on the production server", () => {
  it("acknowledges a stored application; hiring gets the PDF attached and the applicant a confirmation naming the job", async () => {
    const pdf = makePdf();
    const { status, html } = await apply(answers("ada@example.com"), pdf);
    expect(status).toBe(200);
    expect(html).toContain(words.sentTitle);
    const hiring = await until(() => emailsTo("ada@example.com").find((email) => email.attachment?.length));
    expect(hiring.to[0]?.email).toBe(content.site.applications?.hiringEmail ?? content.site.email);
    expect(hiring.attachment?.[0]?.name).toBe("Ada Lovelace CV.pdf");
    expect(Buffer.from(hiring.attachment?.[0]?.content ?? "", "base64").equals(pdf)).toBe(true);
    const confirmation = await until(() => emailsTo("ada@example.com").find((email) => email.to[0]?.email === "ada@example.com"));
    expect(confirmation.subject).toBe(fillTemplate(words.confirmationSubject, { job: job?.title ?? "" }));
    const metrics = await (await fetch(`${server?.base}/metrics`, { headers: { authorization: "Bearer metrics-test-token" } })).text();
    expect(metrics).toContain(`applications_total{job="${job?.slug ?? ""}",outcome="stored"} 1`);
  });

  it("shows the form again without JavaScript's help: the message at its field and the answers typed", async () => {
    const { status, html } = await apply({ ...answers("grace@example.com"), name: "" });
    expect(status).toBe(422);
    expect(html).toContain(words.resumeMissing);
    expect(html).toContain('value="grace@example.com"');
    expect(html).toContain('value="Dallas, TX"');
  });

  it("loses no acknowledged application and keeps no file of an upload cut by kill -9", { timeout: 90_000 }, async () => {
    const before = counts();
    const boundary = "----cut-upload";
    const head = Object.entries(answers("cut@example.com"))
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("");
    const upload = httpRequest(`${server?.base}${job?.url}`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(8 * 1024 * 1024) },
    });
    upload.on("error", () => {});
    upload.write(`${head}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n`);
    upload.write(makePdf("Cut", 3 * 1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server?.kill9();
    upload.destroy();
    server = await start();
    expect(counts()).toEqual({ ...before, orphans: 0 });
    expect(before.applications).toBeGreaterThan(0);
  });

  it("sends hiring's email after a kill -9 while it was in flight", { timeout: 90_000 }, async () => {
    hangEmails = true;
    const { status } = await apply(answers("lin@example.com"), makePdf("Lin"));
    expect(status).toBe(200);
    await until(() => emailsTo("lin@example.com")[0]);
    await server?.kill9();
    hangEmails = false;
    const sentBefore = emailsTo("lin@example.com").length;
    server = await start();
    // The lease (six attempt time-outs) runs out, and the email goes again, its résumé attached.
    const after = await until(
      () =>
        emailsTo("lin@example.com")
          .slice(sentBefore)
          .find((email) => email.attachment?.length),
      30_000,
    );
    expect(after.subject).toContain(job?.title ?? "");
  });

  it("lists the applications for hiring and erases one person's on request, through the operator's command", async () => {
    const leads = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/leads.ts", ...args], { env: { ...process.env, LEADS_DB: db }, timeout: 20_000 });
    const csv = (await leads("applications", "--format", "csv")).stdout;
    expect(csv).toContain("ada@example.com");
    expect(csv).toContain("Ada Lovelace CV.pdf");
    const erased = (await leads("erase", "--email", "ada@example.com")).stdout;
    expect(erased).toMatch(/^Erased 0 leads, 1 application and 1 file of that address\./);
    expect((await leads("applications", "--format", "csv")).stdout).not.toContain("ada@example.com");
  });
});
