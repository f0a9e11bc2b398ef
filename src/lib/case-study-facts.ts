import { Clock, Users } from "lucide-react";
import type { MetaItem } from "./meta-item.ts";
import { fillTemplate } from "./fill-template.ts";

/**
 * The facts under a case study's title, on its card, in the spotlight and on its page: how long, how
 * many people, then `more` (the page adds the budget). Written once so the three keep the same icons
 * and order; each place names the team with its own labels.
 */
export function caseStudyFacts(
  study: { timeline: string; teamSize: number },
  labels: { timeline: string; team: string; teamCount: string },
  more: MetaItem[] = [],
): MetaItem[] {
  return [
    { icon: Clock, label: labels.timeline, value: study.timeline },
    { icon: Users, label: labels.team, value: fillTemplate(labels.teamCount, { n: study.teamSize }) },
    ...more,
  ];
}
