import type { CompiledJob, SiteSettings } from "../../content/types.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import { type FieldRule, checkFieldNamed, checkLeadField } from "../leads/index.ts";

/**
 * The application form of a job's page: its fields, its limits and its checks,
 * shared by the page that shows it and the server that takes it, so both say the same.
 */
export type ApplicationLabels = SiteSettings["labels"]["application"];
export type JobQuestion = NonNullable<CompiledJob["questions"]>[number];

/** The largest résumé or cover-letter file taken: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The file inputs, in the order the form shows them. */
export const FILE_FIELDS = ["resume", "coverLetterFile"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** The answer to a job's question is posted under `q-` and its id, so it never collides with a field. */
export const answerField = (id: string) => `q-${id}`;

export type ApplicationFields = {
  name: string;
  email: string;
  phone: string;
  location: string;
  /** A LinkedIn or portfolio address, as an https:// URL, or "". */
  profile: string;
  coverLetter: string;
};
export type ApplicationAnswer = { id: string; question: string; answer: string };
export type CheckedText = { fields: ApplicationFields; answers: ApplicationAnswer[] };
export type ApplicationErrors = Record<string, string>;

/** What the job page shows after a post: the thanks, or the form again with its messages and the text kept. */
export type ApplicationResult =
  { ok: true; email: string } | { ok: false; error: string; errors?: ApplicationErrors; values?: Record<string, string> };

const rule = (required: boolean, maxLength: number, multiline = false): FieldRule => ({ required, maxLength, format: "text", multiline });
const SHORT_ANSWER = rule(false, 300);
const LONG_ANSWER = rule(false, 5000, true);

/**
 * The form's text (contact details, cover letter, the job's answers) checked and normalised as it will be
 * stored; every problem keyed by its input's name. The files are checked where they are read.
 */
export function checkApplicationText(
  values: Record<string, string>,
  questions: readonly JobQuestion[],
  labels: LeadLabels & { application: ApplicationLabels },
): { ok: true; application: CheckedText } | { ok: false; errors: ApplicationErrors } {
  const words = labels.application;
  const errors: ApplicationErrors = {};
  const fields: Partial<ApplicationFields> = {};
  const take = (name: keyof ApplicationFields, checked: { value: string } | { error: string }) => {
    if ("error" in checked) errors[name] = checked.error;
    else fields[name] = checked.value;
  };
  take("name", checkLeadField("career", "name", values.name, labels));
  take("email", checkLeadField("career", "email", values.email, labels));
  take("phone", checkFieldNamed(values.phone, labels.validation.fields.phone, rule(true, 100), labels));
  take("location", checkFieldNamed(values.location, words.locationWords, rule(true, 200), labels));
  take("coverLetter", checkFieldNamed(values.coverLetter, words.coverLetterWords, LONG_ANSWER, labels));
  const profile = checkFieldNamed(values.profile, words.profileWords, rule(false, 500), labels);
  if ("value" in profile && profile.value !== "") {
    const url = webAddress(profile.value);
    take("profile", url === undefined ? { error: words.profileUrl } : { value: url });
  } else take("profile", profile);

  const answers: ApplicationAnswer[] = [];
  for (const question of questions) {
    const name = answerField(question.id);
    const long = question.type === "long-text";
    const checked = checkFieldNamed(
      values[name],
      words.answerWords,
      { ...(long ? LONG_ANSWER : SHORT_ANSWER), required: question.required === true },
      labels,
    );
    if ("error" in checked) {
      errors[name] = checked.error;
      continue;
    }
    const answer = checked.value === "" ? "" : choiceOf(question, checked.value, words);
    if (answer === undefined) errors[name] = words.chooseAnswer;
    else answers.push({ id: question.id, question: question.label, answer });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, application: { fields: fields as ApplicationFields, answers } };
}

/** A yes-no answer as the label reads ("Yes"), a choice as its option; undefined when it is none of them. */
function choiceOf(question: JobQuestion, value: string, words: ApplicationLabels): string | undefined {
  if (question.type === "yes-no") return value === "yes" ? words.yes : value === "no" ? words.no : undefined;
  if (question.type === "choice") return question.options?.find((option) => option === value);
  return value;
}

/** An http(s) address with a dotted host, https:// added when it was typed without ("linkedin.com/in/…"). */
function webAddress(text: string): string | undefined {
  const url = URL.parse(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || !url.hostname.includes(".") || url.username || url.password)
    return undefined;
  return url.href;
}
