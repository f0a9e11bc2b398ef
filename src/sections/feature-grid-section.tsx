import type { FeatureGrid } from "../content/types.ts";
import { Icon } from "../components/ui/icon.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";

export function FeatureGridSection({ section }: { section: FeatureGrid }) {
  const columns = section.items.length % 3 === 0 ? "lg:grid-cols-3" : section.items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <SectionShell id={section.id}>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
        {section.items.map((item) => (
          <li
            key={item.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            {item.icon && (
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-sky-100 text-sky-700 dark:bg-sky-900/60 dark:text-sky-300">
                <Icon name={item.icon} className="size-5" />
              </span>
            )}
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
