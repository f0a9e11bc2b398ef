/**
 * The job page's action with every refusal the issue names, over a real multipart body and a real
 * (in-memory SQLite) store: a refusal says what is wrong at its field, keeps the other answers and
 * stores nothing; an accepted application is stored whole with its files before it is acknowledged.
 */
import { afterEach, describe, expect, it } from "vitest";
import { content } from "../../../content/content.server.ts";
import type { CompiledJob } from "../../../content/types.ts";
import { fillTemplate } from "../../../lib/fill-template.ts";
import { LEAD_LABELS, emailMessage } from "../../leads/lead-labels.fixture.ts";
import type { LeadStore } from "../../leads/server/lead-store.server.ts";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import { MAX_FILE_BYTES, answerField, type ApplicationResult } from "../application-form.ts";
import { makeExe, makePdf } from "../application-files.fixture.ts";
import type { ApplicationContextValue } from "./application-context.server.ts";
import { handleApplicationPost } from "./application-post.server.ts";

const words = content.site.labels.application;
/** The first job whose questions include a required one and a choice: the form's hardest case. */
const job = content.jobs.find(
  (entry) => entry.questions?.some((question) => question.required) && entry.questions.some((question) => question.type === "choice"),
) as CompiledJob;
const questions = job.questions ?? [];

let store: LeadStore | undefined;
afterEach(async () => {
  await store?.close();
});

function context(): ApplicationContextValue {
  store = openSqliteLeadStore(":memory:");
  const ledger = store.applications;
  if (!ledger) throw new Error("the SQLite store keeps applications");
  return { ledger, siteOrigin: "http://127.0.0.1:3000", log: { info: () => {}, error: () => {} } };
}

/** Every answer a careful applicant gives. */
function answers(): Record<string, string> {
  const values: Record<string, string> = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+1 214 555 0100",
    location: "Dallas, TX",
    profile: "linkedin.com/in/ada",
    coverLetter: "I would like to build your platforms.",
  };
  for (const question of questions)
    values[answerField(question.id)] =
      question.type === "yes-no" ? "yes" : question.type === "choice" ? (question.options?.[0] ?? "") : "Yes, for three years.";
  return values;
}

async function post(
  values: Record<string, string>,
  files: Record<string, [name: string, bytes: Uint8Array]> = { resume: ["cv.pdf", makePdf()] },
  closed = false,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [name, [filename, bytes]] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request(`http://127.0.0.1:3000${job.url}`, { method: "POST", body: form });
  const answer = (await handleApplicationPost(request, context(), job, closed)) as unknown as {
    data: ApplicationResult;
    init: { status: number };
  };
  return { status: answer.init.status, result: answer.data };
}

const refused = (result: ApplicationResult) => {
  if (result.ok) throw new Error("expected a refusal");
  return result;
};

describe("the application form's post", () => {
  it("stores an application with its résumé, answers and checksum, and acknowledges it", async () => {
    const pdf = makePdf();
    const { status, result } = await post(answers(), { resume: ["Ada CV.pdf", pdf] });
    expect(status).toBe(200);
    expect(result).toEqual({ ok: true, email: "ada@example.com" });
    const [stored] = (await store?.applications?.list()) ?? [];
    expect(stored).toMatchObject({ jobSlug: job.slug, status: "received", fields: { profile: "https://linkedin.com/in/ada" } });
    expect(stored?.answers.map((answer) => answer.id)).toEqual(questions.map((question) => question.id));
    const file = await store?.applications?.file(stored?.id ?? "", "resume");
    expect(file?.content.equals(pdf)).toBe(true);
    expect(file).toMatchObject({ name: "Ada CV.pdf", kind: "pdf", size: pdf.length });
  });

  it("refuses missing required fields and answers at their fields, keeps every other answer, and stores nothing", async () => {
    const required = questions.find((question) => question.required);
    const values = { ...answers(), name: "", email: "ada@", [answerField(required?.id ?? "")]: "" };
    const { status, result } = await post(values, {});
    expect(status).toBe(422);
    const { errors, values: kept, error } = refused(result);
    expect(error).toBe(words.fixFields);
    expect(errors?.name).toBe(fillTemplate(LEAD_LABELS.validation.required, { field: LEAD_LABELS.validation.fields.name }));
    expect(errors?.email).toBe(emailMessage("nothingAfter"));
    expect(errors?.[answerField(required?.id ?? "")]).toBe(fillTemplate(LEAD_LABELS.validation.required, { field: words.answerWords }));
    expect(errors?.resume).toBe(words.resumeMissing);
    expect(kept).toMatchObject({ phone: values.phone, location: values.location, coverLetter: values.coverLetter });
    expect(await store?.applications?.list()).toEqual([]);
  });

  it("refuses an answer that is not one of the choices, and a profile that is not a web address", async () => {
    const choice = questions.find((question) => question.type === "choice");
    const { result } = await post({ ...answers(), profile: "javascript:alert(1)", [answerField(choice?.id ?? "")]: "Yesterday" });
    expect(refused(result).errors).toEqual({ profile: words.profileUrl, [answerField(choice?.id ?? "")]: words.chooseAnswer });
  });

  it("refuses a disguised program, an empty file and a file of 10 MB + 1 byte, each at its field, keeping the answers", async () => {
    const disguised = await post(answers(), { resume: ["cv.pdf", makeExe()] });
    expect(refused(disguised.result).errors).toEqual({ resume: fillTemplate(words.fileWrongType, { file: "cv.pdf" }) });
    const empty = await post(answers(), { resume: ["cv.pdf", makePdf()], coverLetterFile: ["letter.txt", new Uint8Array(0)] });
    expect(refused(empty.result).errors).toEqual({ coverLetterFile: fillTemplate(words.fileEmpty, { file: "letter.txt" }) });
    const large = await post(answers(), { resume: ["big.pdf", makePdf("Big", MAX_FILE_BYTES + 1)] });
    expect(large.status).toBe(422);
    expect(refused(large.result).errors).toEqual({ resume: fillTemplate(words.fileTooLarge, { file: "big.pdf", max: "10 MB" }) });
    expect(refused(large.result).values).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    expect(await store?.applications?.list()).toEqual([]);
  });

  it("takes a résumé of exactly 10 MB", async () => {
    const { status } = await post(answers(), { resume: ["big.pdf", makePdf("Big", MAX_FILE_BYTES)] });
    expect(status).toBe(200);
  });

  it("keeps one application when the same person sends the same résumé again", async () => {
    const ctx = context();
    const send = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(answers())) form.append(name, value);
      form.append("resume", new Blob([new Uint8Array(makePdf())]), "cv.pdf");
      return handleApplicationPost(new Request(`http://127.0.0.1:3000${job.url}`, { method: "POST", body: form }), ctx, job, false);
    };
    await send();
    await send();
    expect(await store?.applications?.list()).toHaveLength(1);
  });

  it("says a closed job takes no applications, and refuses what is not a multipart form", async () => {
    const closed = await post(answers(), undefined, true);
    expect(closed).toEqual({ status: 410, result: { ok: false, error: words.closed } });
    const request = new Request(`http://127.0.0.1:3000${job.url}`, {
      method: "POST",
      body: "name=Ada",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const answer = (await handleApplicationPost(request, context(), job, false)) as unknown as { init: { status: number } };
    expect(answer.init.status).toBe(415);
  });
});
