import type { Cta } from "../content/types.ts";
import { Button } from "../components/ui/button.tsx";

export function CtaSection({ section }: { section: Cta }) {
  return (
    <section id={section.id} className="px-4 py-20 sm:px-6 lg:px-8">
      <div
        className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-sky-700 to-indigo-800 px-6 py-14 text-center shadow-2xl sm:px-12"
        data-reveal
      >
        <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{section.title}</h2>
        {section.text && <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-50">{section.text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {section.actions.map((action) => (
            <Button key={action.label} {...action} tone="onColor" />
          ))}
        </div>
      </div>
    </section>
  );
}
