import { useEffect, useRef, useState } from "react";
import type { CompiledSectionOf } from "../../content/types.ts";
import { AccordionItem } from "../../components/ui/accordion-item.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";
import { faqPage } from "../../lib/structured-data.ts";

/** The FAQ by category; every question opens and closes on its own, so several can be open at once. */
function FaqBrowserSection({ section }: { section: CompiledSectionOf<"faq-browser"> }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const shell = useRef<HTMLDivElement>(null);
  // React starts from what the page shows: answers the head script opened before hydration stay open (docs/hydration.md, "The first input, before and during hydration").
  useEffect(() => {
    const opened = shell.current?.querySelectorAll("button[aria-controls][aria-expanded='true']") ?? [];
    const ids = [...opened].map((button) => button.id.replace(/-button$/, ""));
    if (ids.length > 0) setOpen(new Set(ids));
  }, []);

  return (
    <SectionShell id={section.id}>
      <div ref={shell} className="mx-auto max-w-4xl space-y-14">
        {section.groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="scroll-mt-24">
            <h2 id={group.id} className="flex items-center gap-3 heading-group text-fg">
              {group.icon && (
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon name={group.icon} className="size-5" />
                </span>
              )}
              {group.name}
            </h2>
            <Card className="mt-6 overflow-hidden shadow-sm">
              {group.questions.map((item) => (
                <AccordionItem key={item.id} {...item} open={open.has(item.id)} onToggle={() => toggle(item.id)} />
              ))}
            </Card>
          </section>
        ))}
      </div>
    </SectionShell>
  );
}

export const definition = defineSection({
  type: "faq-browser",
  interactive: true,
  Component: FaqBrowserSection,
  // A page with the FAQ browser carries every question and answer as FAQPage data.
  structuredData: (section) => [faqPage(section.groups.flatMap((group) => group.questions))],
});
