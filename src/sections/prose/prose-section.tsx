import type { CompiledSectionOf } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { defineSection } from "../section-module.ts";

/** Markdown rendered and sanitised at build time by the content compiler. */
function ProseSection({ section }: { section: CompiledSectionOf<"prose"> }) {
  return (
    <SectionShell id={section.id}>
      <div className="mx-auto max-w-3xl">
        {section.title && <h2 className="heading-topic text-fg">{section.title}</h2>}
        {section.note && <p className="mt-2 text-sm text-fg-subtle">{section.note}</p>}
        <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "prose", interactive: false, Component: ProseSection });
