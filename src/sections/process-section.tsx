import type { Process } from "../content/types.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { SectionShell } from "./section-shell.tsx";
import { useLabels } from "../components/layout/use-labels.ts";

export function ProcessSection({ section }: { section: Process }) {
  const stepLabel = useLabels().cards.step;
  return (
    <SectionShell id={section.id}>
      <SectionHeading title={section.title} intro={section.intro} />
      <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            data-reveal
          >
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-600 font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">
                {stepLabel} {index + 1}:{" "}
              </span>
              {step.title}
            </h3>
            {step.duration && <p className="mt-1 text-sm font-medium text-sky-700 dark:text-sky-300">{step.duration}</p>}
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
