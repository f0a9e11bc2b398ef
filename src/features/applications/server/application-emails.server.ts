import { fillTemplate } from "../../../lib/fill-template.ts";
import { asciiEmail } from "../../leads/index.ts";
import type { TransactionalEmail } from "../../../platform/provider-client.server.ts";
import type { ApplicationLabels } from "../application-form.ts";
import type { ApplicationRecord, StoredFile } from "./application-ledger.server.ts";

export type Mailboxes = {
  /** Who sends the emails: LEAD_SENDER (or site.yaml's leadSender), named after the company. */
  sender: { email: string; name: string };
  /** Where applications go: content/site.yaml's applications.hiringEmail, else the site's email. */
  hiring: { email: string; name: string };
  /** Whom an applicant writes to about their data: the site's email. */
  contactEmail: string;
  retentionDays: number;
};

/**
 * Hiring's notice of an application: everything it needs to act on Monday morning without opening
 * anything else, and its files attached (base64, as the provider takes attachments). Replying answers
 * the applicant.
 */
export function hiringNotice(application: ApplicationRecord, files: StoredFile[], mailboxes: Mailboxes): TransactionalEmail {
  const { fields, attribution } = application;
  const source = attribution
    ? Object.entries(attribution)
        .filter(([, value]) => value !== "" && !(Array.isArray(value) && value.length === 0))
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`)
    : [];
  const lines = [
    `Application for ${application.jobTitle} (${application.jobSlug})`,
    "",
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Phone: ${fields.phone}`,
    `Location: ${fields.location}`,
    ...(fields.profile ? [`LinkedIn or portfolio: ${fields.profile}`] : []),
    ...application.answers.flatMap((answer) => ["", answer.question, answer.answer || "(no answer)"]),
    ...(fields.coverLetter ? ["", "Cover letter:", fields.coverLetter] : []),
    "",
    `Files attached: ${files.map((file) => `${file.name} (${Math.ceil(file.size / 1024)} KB, SHA-256 ${file.sha256})`).join("; ") || "none"}`,
    ...(source.length ? ["", "Source:", ...source] : []),
    "",
    `Application ${application.id}, received ${new Date(application.createdAt).toISOString()}. It is deleted after ${mailboxes.retentionDays} days; npm run leads -- applications lists every application.`,
  ];
  return {
    sender: mailboxes.sender,
    to: [mailboxes.hiring],
    replyTo: { email: asciiEmail(fields.email), name: fields.name },
    subject: `Application: ${application.jobTitle} — ${fields.name}`,
    textContent: lines.join("\n"),
    attachment: files.map((file) => ({ name: file.name, content: file.content.toString("base64") })),
  };
}

/** The applicant's confirmation, naming the job, in content/site.yaml's words. */
export function applicantConfirmation(application: ApplicationRecord, labels: ApplicationLabels, mailboxes: Mailboxes): TransactionalEmail {
  const values = {
    name: application.fields.name,
    job: application.jobTitle,
    days: String(mailboxes.retentionDays),
    email: mailboxes.contactEmail,
  };
  return {
    sender: mailboxes.sender,
    to: [{ email: asciiEmail(application.fields.email), name: application.fields.name }],
    replyTo: { email: mailboxes.hiring.email, name: mailboxes.hiring.name },
    subject: fillTemplate(labels.confirmationSubject, values),
    textContent: fillTemplate(labels.confirmationText, values),
  };
}
