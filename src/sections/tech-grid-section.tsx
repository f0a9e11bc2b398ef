import type { TechGrid } from "../content/types.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";

export function TechGridSection({ section }: { section: TechGrid }) {
  return (
    <SectionShell id={section.id} tinted>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {section.items.map((item) => (
          <li
            key={item.name}
            className="rounded-xl border border-slate-200 bg-white p-4 text-center dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
            <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{item.category}</span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
