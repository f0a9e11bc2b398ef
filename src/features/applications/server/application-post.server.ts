import { data } from "react-router";
import { content } from "../../../content/content.server.ts";
import type { CompiledJob } from "../../../content/types.ts";
import { describeError } from "../../../platform/describe-error.server.ts";
import { isCrossSite, mediaTypeOf, tooLargeText } from "../../../platform/request-guards.server.ts";
import { fillTemplate } from "../../../lib/fill-template.ts";
import { attributionField, cleanAttribution, hostOf, leadLabelsOf, looksAutomated } from "../../leads/index.ts";
import {
  FILE_FIELDS,
  MAX_FILE_BYTES,
  checkApplicationText,
  type ApplicationErrors,
  type ApplicationResult,
  type FileField,
} from "../application-form.ts";
import { detectFileKind, safeFileName } from "../file-signature.ts";
import type { ApplicationContextValue } from "./application-context.server.ts";
import type { StoredFile } from "./application-ledger.server.ts";
import { MAX_POST_BYTES, readMultipart, type ReceivedFile } from "./multipart-reader.server.ts";

/** The inputs a page shows again after a refusal; files never come back (a browser cannot be given one). */
const NOT_KEPT = new Set(["website", "fillMs", "attribution", "page"]);

/**
 * A job's application form, posted to the job's page (docs/decisions/0540), with or without JavaScript.
 * Acknowledged only once the application, its files and its emails are committed (docs/leads.md, "One path, and ").
 */
export async function handleApplicationPost(request: Request, context: ApplicationContextValue | null, job: CompiledJob, closed: boolean) {
  const labels = content.site.labels;
  const words = labels.application;
  const refuse = (status: number, error: string, more: Omit<Extract<ApplicationResult, { ok: false }>, "error" | "ok"> = {}) =>
    reply({ ok: false, error, ...more }, status);
  if (closed) return refuse(410, words.closed);
  if (context && isCrossSite(request, context.siteOrigin)) return refuse(403, labels.requests.crossSite);
  if (mediaTypeOf(request) !== "multipart/form-data") return refuse(415, labels.requests.cannotSend);
  const post = await readMultipart(request);
  if (post === "body-too-large") return refuse(413, tooLargeText(labels.requests.tooLarge, MAX_POST_BYTES));
  if (post === "unreadable") return refuse(400, labels.requests.unreadable);
  const values = Object.fromEntries(Object.entries(post.fields).filter(([name]) => !NOT_KEPT.has(name)));
  if (!context) return refuse(503, words.failed, { values });

  const text = checkApplicationText(post.fields, job.questions ?? [], { ...leadLabelsOf(labels), application: words });
  const errors: ApplicationErrors = text.ok ? {} : { ...text.errors };
  const files: StoredFile[] = [];
  for (const field of FILE_FIELDS) {
    const checked = checkFile(field, post.files[field]);
    if (typeof checked === "string") errors[field] = checked;
    else if (checked) files.push(checked);
  }
  if (!text.ok || Object.keys(errors).length > 0) {
    context.counted?.(job.slug, "invalid");
    return refuse(422, words.fixFields, { errors, values });
  }

  try {
    const { record, created } = await context.ledger.insert({
      jobSlug: job.slug,
      jobTitle: job.title,
      ...text.application,
      attribution: cleanAttribution({ ...attributionField(post.fields.attribution), page: job.url }, hostOf(context.siteOrigin)) ?? null,
      suspect: looksAutomated(post.fields),
      files,
    });
    const outcome = !created ? "duplicate" : record.status === "suspect" ? "suspect" : "stored";
    context.log.info(`Application ${record.id} for ${job.slug} ${created ? `stored (${record.status})` : "repeated; kept once"}.`);
    context.counted?.(job.slug, outcome);
    if (created) context.stored?.();
    return reply({ ok: true, email: record.fields.email }, 200);
  } catch (error) {
    // Never a false success: nothing was kept, and the applicant is told to try again.
    context.log.error(`Storing an application for ${job.slug} failed: ${describeError(error)}.`);
    context.counted?.(job.slug, "error");
    return refuse(503, words.failed, { values });
  }

  /** The file ready to store, nothing (an optional file not sent), or why it is refused. */
  function checkFile(field: FileField, file: ReceivedFile | undefined): StoredFile | string | undefined {
    if (!file) return field === "resume" ? words.resumeMissing : undefined;
    const name = file.name || field;
    if (file.tooLarge) return fillTemplate(words.fileTooLarge, { file: name, max: `${MAX_FILE_BYTES / 1024 / 1024} MB` });
    if (file.bytes.length === 0) return fillTemplate(words.fileEmpty, { file: name });
    const kind = detectFileKind(file.bytes);
    if (!kind) return fillTemplate(words.fileWrongType, { file: name });
    return { role: field, name: safeFileName(name, kind), kind, size: file.bytes.length, sha256: file.sha256, content: file.bytes };
  }
}

function reply(result: ApplicationResult, status: number) {
  return data(result, { status, headers: { "Cache-Control": "no-store" } });
}
