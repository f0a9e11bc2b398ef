import type { Testimonials } from "../content/types.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { StarRating } from "../components/ui/star-rating.tsx";
import { SectionShell } from "./section-shell.tsx";

export function TestimonialsSection({ section }: { section: Testimonials }) {
  return (
    <SectionShell id={section.id}>
      <SectionHeading title={section.title} intro={section.intro} />
      <ul className="grid gap-8 md:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} data-reveal>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <StarRating rating={item.rating} />
              <blockquote className="mt-4 flex-1 text-slate-700 dark:text-slate-200">
                <p>“{item.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-600 font-semibold text-white"
                  aria-hidden="true"
                >
                  {item.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
