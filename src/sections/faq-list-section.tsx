import type { FaqList } from "../content/types.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";

/** A few questions with their answers, always open. */
export function FaqListSection({ section }: { section: FaqList }) {
  return (
    <SectionShell id={section.id} tinted>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {section.items.map((item) => (
          <li
            key={item.question}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{item.question}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
