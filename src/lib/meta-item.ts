import type { LucideIcon } from "lucide-react";

/** One short fact of a card or a detail page (timeline, team, location, salary), as MetaList shows it. */
export interface MetaItem {
  icon: LucideIcon;
  label: string;
  value: React.ReactNode;
}
