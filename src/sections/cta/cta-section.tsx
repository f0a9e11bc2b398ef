import type { Cta } from "../../content/types.ts";
import { Button } from "../../components/ui/button.tsx";
import { defineSection } from "../section-module.ts";

export function CtaSection({ section }: { section: Cta }) {
  return (
    <section id={section.id} className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-band px-6 py-14 text-center shadow-2xl sm:px-12" data-reveal>
        <h2 className="heading-section text-white">{section.title}</h2>
        {section.text && <p className="mx-auto mt-4 max-w-2xl text-lg text-on-brand-muted">{section.text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {section.actions.map((action) => (
            <Button key={action.label} {...action} tone="onColor" />
          ))}
        </div>
      </div>
    </section>
  );
}

export const definition = defineSection({ type: "cta", interactive: false, Component: CtaSection });
