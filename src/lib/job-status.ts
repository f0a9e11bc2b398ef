import type { CompiledPage } from "../content/types.ts";

/**
 * Whether a job still takes applications (docs/decisions/0145-expired-jobs.md). Dates are the
 * company's calendar days in the business time zone, site.yaml's timeZone, so
 * a job closes at the same moment for every visitor.
 */

/** Today's date in the business time zone (site.yaml timeZone) as YYYY-MM-DD. */
export function businessToday(timeZone: string, now = new Date()): string {
  return dayFormat(timeZone).format(now);
}

/**
 * One formatter per time zone, made once: the server asks for today on every request (is a job page live?),
 * and making an Intl.DateTimeFormat costs far more than using one (it was a fifth of the server's time per
 * prerendered page under load).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** validThrough is the last day a job is open (inclusive). */
export function isJobOpen(job: { validThrough: string }, today: string): boolean {
  return today <= job.validThrough;
}

/** The job pages whose posting has closed by `today`. */
export function closedJobUrls(jobs: readonly { url: string; validThrough: string }[], today: string): Set<string> {
  return new Set(jobs.filter((job) => !isJobOpen(job, today)).map((job) => job.url));
}

/** Job lists show open positions only; checked per render, so a job that closes after the build leaves too. */
export function withOpenJobsOnly(page: CompiledPage, today: string): CompiledPage {
  if (!page.sections.some((section) => section.type === "job-list")) return page;
  const sections = page.sections.map((section) =>
    section.type === "job-list" ? { ...section, jobs: section.jobs.filter((job) => isJobOpen(job, today)) } : section,
  );
  return { ...page, sections };
}
