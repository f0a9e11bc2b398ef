import type { Testimonials } from "../../content/types.ts";
import { StarRating } from "../../components/ui/star-rating.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

function TestimonialsSection({ section }: { section: Testimonials }) {
  return (
    <SectionShell id={section.id} heading={section}>
      <ul className="grid gap-8 md:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} data-reveal>
            <Card as="figure" className="flex h-full flex-col p-6 shadow-sm">
              <StarRating rating={item.rating} />
              <blockquote className="mt-4 flex-1 text-fg-body">
                <p>“{item.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-gradient-disc font-semibold text-white"
                  aria-hidden="true"
                >
                  {item.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span>
                  <span className="block font-semibold text-fg">{item.name}</span>
                  <span className="block text-sm text-fg-subtle">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "testimonials", interactive: false, Component: TestimonialsSection });
