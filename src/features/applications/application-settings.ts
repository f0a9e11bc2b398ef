import type { SiteSettings } from "../../content/types.ts";

/** Days an application is kept when content/site.yaml does not say (docs/decisions/0540). */
const DEFAULT_RETENTION_DAYS = 180;

/** content/site.yaml's applications: how long they are kept, where hiring reads them, whom applicants write to. */
export function applicationSettings(site: Pick<SiteSettings, "applications" | "email">) {
  return {
    retentionDays: site.applications?.retentionDays ?? DEFAULT_RETENTION_DAYS,
    hiringEmail: site.applications?.hiringEmail ?? site.email,
    contactEmail: site.email,
  };
}
