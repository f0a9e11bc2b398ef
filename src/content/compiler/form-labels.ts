import type { SiteSettings } from "../entry-types.ts";
import { leadLabelsOf } from "../../features/leads/index.ts";

/**
 * What a form section needs to check its fields in the browser: only the pages
 * with a form carry it. Null only when site.yaml failed its own check, which stops the build.
 */
export function formLabels(site: SiteSettings | undefined) {
  return site ? leadLabelsOf(site.labels) : null;
}
