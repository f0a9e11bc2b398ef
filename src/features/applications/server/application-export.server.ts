import { UTM_TAGS } from "../../leads/index.ts";
import { displaySafe, toCsv } from "../../../platform/operator-text.server.ts";
import type { ApplicationRecord, FileInfo } from "./application-ledger.server.ts";

/**
 * Hiring's view of the applications (`npm run leads -- applications`): by job, each with
 * its answers, its files and where it came from; or CSV with one column per question of any job.
 */

const fileText = (file: FileInfo | undefined) =>
  file ? `${file.name} (${Math.ceil(file.size / 1024)} KB, sha256 ${file.sha256.slice(0, 12)}…)` : "";
const fileOf = (application: ApplicationRecord, role: FileInfo["role"]) => application.files.find((file) => file.role === role);

function sourceText(application: ApplicationRecord): string {
  const a = application.attribution;
  if (!a) return "unknown";
  const parts = [
    a.campaign && `campaign ${a.campaign}`,
    a.source && `source ${a.source}`,
    a.medium && `medium ${a.medium}`,
    a.landing && `landed on ${a.landing}`,
    a.referrer && `referred by ${a.referrer}`,
    a.page && `sent from ${a.page}`,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "unknown";
}

/** For a terminal: a heading per job with its count, then each application, newest first. */
export function formatApplications(applications: readonly ApplicationRecord[]): string {
  if (applications.length === 0) return "No applications.\n";
  const byJob = Map.groupBy(applications, (application) => application.jobSlug);
  const out: string[] = [];
  for (const [slug, group] of byJob) {
    out.push(`${group[0]?.jobTitle ?? slug} (${slug}): ${group.length} application${group.length === 1 ? "" : "s"}`, "");
    for (const application of group) {
      const { fields } = application;
      out.push(
        `  ${new Date(application.createdAt).toISOString()}  ${fields.name} <${fields.email}>  ${fields.phone}  ${fields.location}${application.status === "suspect" ? "  [suspect: looked automated]" : ""}`,
        application.status === "suspect"
          ? `    id ${application.id} (a person's? send it with: npm run leads -- release ${application.id})`
          : `    id ${application.id}`,
        ...(fields.profile ? [`    profile: ${fields.profile}`] : []),
        `    résumé: ${fileText(fileOf(application, "resume"))}`,
        ...(fileOf(application, "coverLetterFile") ? [`    cover letter file: ${fileText(fileOf(application, "coverLetterFile"))}`] : []),
        ...(fields.coverLetter
          ? [`    cover letter: ${fields.coverLetter.replace(/\s+/g, " ").slice(0, 200)}${fields.coverLetter.length > 200 ? "…" : ""}`]
          : []),
        ...application.answers.map((answer) => `    ${answer.question} ${answer.answer || "(no answer)"}`),
        `    source: ${sourceText(application)}`,
        "",
      );
    }
  }
  return out.map(displaySafe).join("\n") + "\n";
}

/** CSV: bookkeeping, contact details, files, one column per question id of any job, then the source. */
export function applicationsToCsv(applications: readonly ApplicationRecord[]): string {
  const questionIds = [...new Set(applications.flatMap((application) => application.answers.map((answer) => answer.id)))].sort();
  const header = [
    "id",
    "received_at",
    "job",
    "job_title",
    "status",
    "name",
    "email",
    "phone",
    "location",
    "profile",
    "cover_letter",
    "resume_file",
    "resume_sha256",
    "cover_letter_file",
    ...questionIds.map((id) => `q_${id}`),
    "landing_page",
    ...UTM_TAGS.map((tag) => `utm_${tag}`),
    "referrer",
    "sent_from",
  ];
  const rows = applications.map((application) => {
    const { fields, attribution: a } = application;
    const answer = (id: string) => application.answers.find((given) => given.id === id)?.answer ?? "";
    return [
      application.id,
      new Date(application.createdAt).toISOString(),
      application.jobSlug,
      application.jobTitle,
      application.status,
      fields.name,
      fields.email,
      fields.phone,
      fields.location,
      fields.profile,
      fields.coverLetter,
      fileOf(application, "resume")?.name ?? "",
      fileOf(application, "resume")?.sha256 ?? "",
      fileOf(application, "coverLetterFile")?.name ?? "",
      ...questionIds.map(answer),
      a?.landing ?? "",
      ...UTM_TAGS.map((tag) => a?.[tag] ?? ""),
      a?.referrer ?? "",
      a?.page ?? "",
    ];
  });
  return toCsv([header, ...rows]);
}
