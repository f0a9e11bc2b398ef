import { BadgeCheck } from "lucide-react";
import type { Badges } from "../content/types.ts";
import { Icon } from "../components/ui/icon.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";

export function BadgesSection({ section }: { section: Badges }) {
  return (
    <SectionShell id={section.id} tinted>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((badge) => (
          <li
            key={badge.name}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-600 text-white">
              {badge.icon ? <Icon name={badge.icon} className="size-6" /> : <BadgeCheck className="size-6" aria-hidden="true" />}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{badge.name}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{badge.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
