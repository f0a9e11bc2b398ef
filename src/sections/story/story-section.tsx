import type { Story } from "../../content/types.ts";
import { Photo } from "../../components/ui/photo.tsx";
import { SectionShell } from "../section-shell.tsx";
import { Card } from "../../components/ui/card.tsx";
import { defineSection } from "../section-module.ts";

/** The company's story beside a photo, with its key facts as a definition list. */
function StorySection({ section }: { section: Story }) {
  const headingId = `${section.id ?? "story"}-heading`;
  return (
    <SectionShell id={section.id} labelledBy={headingId}>
      <div className={`grid items-center gap-12 ${section.image ? "lg:grid-cols-2" : "mx-auto max-w-3xl"}`}>
        <div data-reveal>
          {section.eyebrow && <p className="eyebrow text-accent">{section.eyebrow}</p>}
          <h2 id={headingId} className="mt-2 heading-section text-fg">
            {section.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-fg-muted">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {section.facts && section.facts.length > 0 && (
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              {section.facts.map((fact) => (
                <Card variant="tile" key={fact.label} className="p-4">
                  <dt className="text-sm font-medium text-fg-subtle">{fact.label}</dt>
                  <dd className="mt-1 font-semibold text-fg">{fact.value}</dd>
                </Card>
              ))}
            </dl>
          )}
        </div>
        {section.image && <Photo image={section.image} preset="story" className="rounded-2xl shadow-xl" />}
      </div>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "story", interactive: false, Component: StorySection });
