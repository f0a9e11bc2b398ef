import type { FaqList } from "../../content/types.ts";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

/** A few questions with their answers, always open. */
function FaqListSection({ section }: { section: FaqList }) {
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {section.items.map((item) => (
          <Card as="li" key={item.question} className="p-6" data-reveal>
            <h3 className="heading-card text-fg">{item.question}</h3>
            <p className="mt-2 text-fg-copy">{item.answer}</p>
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "faq-list", interactive: false, Component: FaqListSection });
