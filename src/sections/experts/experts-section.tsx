import { BadgeCheck } from "lucide-react";
import type { Experts } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { Photo } from "../../components/ui/photo.tsx";
import { SectionShell } from "../section-shell.tsx";
import { IconList } from "../../components/ui/icon-list.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { defineSection } from "../section-module.ts";

function ExpertsSection({ section }: { section: Experts }) {
  const labels = useLabels().cards;
  return (
    <SectionShell id={section.id} tinted>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div data-reveal>
          <h2 className="heading-section text-fg">{section.title}</h2>
          <p className="mt-4 text-lg text-fg-muted">{section.text}</p>
          {section.points && (
            <IconList items={section.points} className="mt-6 grid gap-3 sm:grid-cols-2" itemClassName="flex gap-2 text-fg-body" />
          )}
          {section.badges && (
            <ul className="mt-8 flex flex-wrap gap-3" aria-label={labels.certifications}>
              {section.badges.map((badge) => (
                <li
                  key={badge}
                  className="inline-flex items-center gap-2 rounded-full border border-sky-300 bg-sky-50 px-4 py-2 text-sm font-semibold text-on-accent-soft dark:border-sky-700 dark:bg-sky-950"
                >
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {section.action && <Button {...section.action} className="mt-8" />}
        </div>
        {section.image && <Photo image={section.image} preset="experts" className="rounded-2xl shadow-xl" />}
      </div>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "experts", interactive: false, Component: ExpertsSection });
