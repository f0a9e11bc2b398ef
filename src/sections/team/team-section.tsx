import type { Team } from "../../content/types.ts";
import { Photo } from "../../components/ui/photo.tsx";
import { SectionShell } from "../section-shell.tsx";
import { defineSection } from "../section-module.ts";

/**
 * People in rows of three on wide screens. When the count leaves two over (five people), the first
 * row holds those two, centred on a six-column grid, so the leaders head the page.
 */
function TeamSection({ section }: { section: Team }) {
  const firstRowOfTwo = section.members.length % 3 === 2;
  return (
    <SectionShell id={section.id} tinted heading={section}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
        {section.members.map((member, index) => {
          const wide = firstRowOfTwo && index < 2;
          return (
            <li
              key={member.name}
              className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm ${
                wide ? "lg:col-span-3" : "lg:col-span-2"
              }`}
              data-reveal
            >
              {/* The wider first-row cards get a wider photo so both rows' photos are of similar height. */}
              <Photo
                image={member.image}
                width={wide ? 640 : 480}
                height={wide ? 400 : 360}
                sizes={
                  wide
                    ? "(min-width: 640px) 50vw, calc(100vw - 2rem)"
                    : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
                }
              />
              <div className="flex-1 p-6">
                <h3 className="heading-card-lg text-fg">{member.name}</h3>
                <p className="mt-1 text-sm font-semibold text-accent">{member.role}</p>
                <p className="mt-3 text-sm text-fg-muted">{member.bio}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

export const definition = defineSection({ type: "team", interactive: false, Component: TeamSection });
