import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../../../components/ui/button.tsx";
import { fillTemplate } from "../../../lib/fill-template.ts";
import { FormField, BotTrap } from "../../leads/components/index.ts";
import { LEAD_FORM_ATTRIBUTE, leadAttribution } from "../../leads/index.ts";
import {
  FILE_FIELDS,
  MAX_FILE_BYTES,
  answerField,
  type ApplicationLabels,
  type ApplicationResult,
  type FileField,
  type JobQuestion,
} from "../application-form.ts";

export type ApplicationFormProps = {
  job: { title: string; url: string; questions: readonly JobQuestion[] };
  labels: ApplicationLabels;
  /** The promise of the consent line: days kept, and where to ask for deletion. */
  retentionDays: number;
  contactEmail: string;
  /** What the last post answered, when the page is the answer to one. */
  result?: ApplicationResult | undefined;
};

const ACCEPT =
  ".pdf,.docx,.odt,.rtf,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,application/rtf,text/plain";

/**
 * The application form of an open job: a multipart post to the job's own page that
 * works without JavaScript; with it, a file over the limit or empty is refused before it is uploaded, and
 * the visit's attribution goes with the post. After a refusal the page shows the form again with every
 * answer kept and each message at its field.
 */
export function ApplicationForm({ job, labels, retentionDays, contactEmail, result }: ApplicationFormProps) {
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [sending, setSending] = useState(false);
  const [visit, setVisit] = useState("");
  if (result?.ok) return <ApplicationSent labels={labels} job={job.title} email={result.email} />;
  const refused = result && !result.ok ? result : undefined;
  const errors: Record<string, string | undefined> = { ...refused?.errors, ...fileErrors };
  const value = (name: string) => refused?.values?.[name] ?? "";

  function checkFiles(event: React.FormEvent<HTMLFormElement>) {
    const found = fileProblems(event.currentTarget, labels);
    setFileErrors(found);
    if (Object.keys(found).length > 0) return event.preventDefault();
    // Rendered before the browser reads the form: a hidden input's value follows its attribute, which React owns.
    flushSync(() => {
      setVisit(JSON.stringify(leadAttribution()));
      setSending(true);
    });
  }

  return (
    <form
      method="post"
      action={job.url}
      encType="multipart/form-data"
      {...{ [LEAD_FORM_ATTRIBUTE]: "" }}
      onSubmit={checkFiles}
      className="space-y-6"
      aria-describedby={refused ? "apply-refused" : undefined}
    >
      <BotTrap />
      <input type="hidden" name="attribution" value={visit} />
      {refused && (
        <p id="apply-refused" role="alert" className="rounded-lg border border-danger-line p-4 text-danger">
          {refused.error}
        </p>
      )}
      <ContactFields labels={labels} value={value} errors={errors} />
      {job.questions.length > 0 && (
        <fieldset className="space-y-6">
          <legend className="heading-card text-fg">{labels.questions}</legend>
          {job.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              labels={labels}
              value={value(answerField(question.id))}
              error={errors[answerField(question.id)]}
            />
          ))}
        </fieldset>
      )}
      <FormField
        as="textarea"
        rows={6}
        maxLength={5000}
        label={labels.coverLetter}
        name="coverLetter"
        defaultValue={value("coverLetter")}
        error={errors.coverLetter}
      />
      <FileField name="resume" label={labels.resume} hint={labels.resumeHint} required error={errors.resume} />
      <FileField name="coverLetterFile" label={labels.coverLetterFile} hint={labels.resumeHint} error={errors.coverLetterFile} />
      <p className="text-sm text-fg-muted">{fillTemplate(labels.consent, { days: String(retentionDays), email: contactEmail })}</p>
      <Button type="submit" label={labels.send} disabled={sending} className="w-full sm:w-auto" />
    </form>
  );
}

/** A chosen file over the limit or empty, by input: refused before a phone uploads it. The server checks again, and the kind. */
function fileProblems(form: HTMLFormElement, labels: ApplicationLabels): Partial<Record<FileField, string>> {
  const found: Partial<Record<FileField, string>> = {};
  for (const field of FILE_FIELDS) {
    const file = (form.elements.namedItem(field) as HTMLInputElement | null)?.files?.[0];
    if (!file) continue;
    if (file.size > MAX_FILE_BYTES)
      found[field] = fillTemplate(labels.fileTooLarge, { file: file.name, max: `${MAX_FILE_BYTES / 1024 / 1024} MB` });
    else if (file.size === 0) found[field] = fillTemplate(labels.fileEmpty, { file: file.name });
  }
  return found;
}

function ApplicationSent({ labels, job, email }: { labels: ApplicationLabels; job: string; email: string }) {
  return (
    <div role="status" className="rounded-xl border border-line bg-surface p-6">
      <h3 className="heading-card-lg text-fg">{labels.sentTitle}</h3>
      <p className="mt-2 text-fg">{fillTemplate(labels.sentText, { job, email })}</p>
    </div>
  );
}

type FieldsProps = { labels: ApplicationLabels; value: (name: string) => string; errors: Record<string, string | undefined> };

/** Name, email, phone and city in two columns from a tablet's width up, then the profile address; with autofill names. */
function ContactFields({ labels, value, errors }: FieldsProps) {
  const text = (name: "name" | "email" | "phone" | "location" | "profile") => ({ name, defaultValue: value(name), error: errors[name] });
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={labels.name} {...text("name")} required autoComplete="name" />
        <FormField label={labels.email} {...text("email")} type="email" required autoComplete="email" />
        <FormField label={labels.phone} {...text("phone")} type="tel" required autoComplete="tel" />
        <FormField label={labels.location} {...text("location")} required autoComplete="address-level2" />
      </div>
      <FormField label={labels.profile} {...text("profile")} autoComplete="url" />
    </>
  );
}

function FileField({
  name,
  label,
  hint,
  required,
  error,
}: {
  name: FileField;
  label: string;
  hint: string;
  required?: boolean;
  error?: string | undefined;
}) {
  const id = `apply-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg-strong">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-fg-muted">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={ACCEPT}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="mt-2 block w-full text-fg"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function QuestionField({
  question,
  labels,
  value,
  error,
}: {
  question: JobQuestion;
  labels: ApplicationLabels;
  value: string;
  error?: string | undefined;
}) {
  const name = answerField(question.id);
  const required = question.required === true;
  if (question.type === "short-text")
    return <FormField label={question.label} name={name} required={required} defaultValue={value} error={error} maxLength={300} />;
  if (question.type === "long-text")
    return (
      <FormField
        as="textarea"
        rows={4}
        label={question.label}
        name={name}
        required={required}
        defaultValue={value}
        error={error}
        maxLength={5000}
      />
    );
  if (question.type === "choice")
    return (
      <FormField
        as="select"
        label={question.label}
        name={name}
        required={required}
        defaultValue={value}
        error={error}
        options={question.options ?? []}
        emptyOption={labels.choose}
      />
    );
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-fg-strong">
        {question.label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="mt-2 flex gap-6">
        {(["yes", "no"] as const).map((answer) => (
          <label key={answer} className="flex items-center gap-2 text-fg">
            <input type="radio" name={name} value={answer} required={required} defaultChecked={value === answer} />
            {labels[answer]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
