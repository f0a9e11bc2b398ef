import { Mail } from "lucide-react";
import type { CompiledSectionOf } from "../../content/types.ts";
import { NewsletterForm } from "../../features/leads/components/index.ts";
import { SectionShell } from "../section-shell.tsx";
import { defineSection } from "../section-module.ts";

/** A sign-up box around the newsletter form (the form stores and forwards the address itself). */
function NewsletterSection({ section }: { section: CompiledSectionOf<"newsletter"> }) {
  const headingId = `${section.id ?? "newsletter"}-heading`;
  return (
    <SectionShell id={section.id} labelledBy={headingId}>
      <div
        className="mx-auto max-w-3xl rounded-3xl border border-sky-200 bg-sky-50 p-8 text-center shadow-sm sm:p-12 dark:border-slate-700 dark:bg-slate-900"
        data-reveal
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-white">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="mt-4 heading-block text-fg">
          {section.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-fg-copy">{section.text}</p>
        <div className="mx-auto mt-8 max-w-xl text-left">{section.leadLabels && <NewsletterForm leadLabels={section.leadLabels} />}</div>
      </div>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "newsletter", interactive: true, Component: NewsletterSection });
