import { isJobOpen } from "../lib/job-status.ts";

interface JobDates {
  url: string;
  validThrough: string;
}

/**
 * Pages are prerendered at build time, so a job that closes later would stay listed in the static files.
 * This names the paths whose prerendered file is stale today; the server renders those instead, and the
 * loaders check the date per request.
 */
export function closedSinceBuild(jobs: readonly JobDates[], builtOn: string, today: () => string): (pathname: string) => boolean {
  return (pathname) => {
    const now = today();
    const closed = jobs.filter((job) => isJobOpen(job, builtOn) && !isJobOpen(job, now));
    if (closed.length === 0) return false;
    const path = pathname.replace(/\/+$/, "") || "/";
    const stale = new Set(["/careers", "/careers.data", "/sitemap.xml", "/chat-data.json", "/chat-data.json.data"]);
    for (const job of closed) for (const suffix of ["", ".data", "/index.html"]) stale.add(`${job.url}${suffix}`);
    stale.add("/careers/index.html");
    return stale.has(path);
  };
}
