import type { Stats } from "../content/types.ts";
import { Counter } from "../components/ui/counter.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";

export function StatsSection({ section }: { section: Stats }) {
  return (
    <SectionShell id={section.id} tinted>
      <SectionHeading title={section.title} intro={section.intro} />
      <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {section.items.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 text-center sm:p-6 dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            <dt className="text-base font-semibold text-slate-900 dark:text-white">{stat.label}</dt>
            <dd className="order-first bg-gradient-to-r from-sky-600 to-indigo-600 bg-clip-text text-[clamp(1.75rem,7.5vw,2.25rem)] font-extrabold text-transparent sm:text-5xl dark:from-sky-400 dark:to-indigo-400">
              <Counter value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />
            </dd>
            {stat.description && <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{stat.description}</dd>}
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
