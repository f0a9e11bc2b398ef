import type { Timeline } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { defineSection } from "../section-module.ts";

/** Milestones on a vertical line: the year is the heading's label, the achievement its text. */
function TimelineSection({ section }: { section: Timeline }) {
  return (
    <SectionShell id={section.id} heading={section}>
      <ol className="relative mx-auto max-w-3xl border-l-2 border-sky-200 dark:border-sky-900">
        {section.items.map((item) => (
          <li key={`${item.year}-${item.title}`} className="relative pb-10 pl-8 last:pb-0" data-reveal>
            <span className="absolute top-1 -left-[9px] size-4 rounded-full border-2 border-canvas bg-accent-icon" aria-hidden="true" />
            <h3 className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
              <span className="text-2xl font-extrabold text-accent tabular-nums">{item.year}</span>{" "}
              <span className="heading-card text-fg">{item.title}</span>
            </h3>
            <p className="mt-2 text-fg-muted">{item.achievement}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "timeline", interactive: false, Component: TimelineSection });
