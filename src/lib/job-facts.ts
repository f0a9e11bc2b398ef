import { Briefcase, DollarSign, MapPin } from "lucide-react";
import type { MetaItem } from "./meta-item.ts";
import type { JobCard } from "../content/types.ts";

/**
 * The facts under a job's title, on its card and on its page: where, what kind, then `more` (the page
 * adds the experience), then the pay. Written once so the two keep the same icons and order.
 */
export function jobFacts(
  job: Pick<JobCard, "location" | "type" | "salaryText">,
  labels: { location: string; type: string; salary: string },
  more: MetaItem[] = [],
): MetaItem[] {
  return [
    { icon: MapPin, label: labels.location, value: job.location },
    { icon: Briefcase, label: labels.type, value: job.type },
    ...more,
    { icon: DollarSign, label: labels.salary, value: job.salaryText },
  ];
}
