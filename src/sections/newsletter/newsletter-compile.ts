import { formLabels } from "../../content/compiler/form-labels.ts";
import type { SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import type { Newsletter } from "../../content/entry-types.ts";

/**
 * A newsletter section as its component receives it: with the labels its form checks the address with,
 * null only when site.yaml failed its own check, which the compiler reports as a content error.
 */
export type Compiled = Newsletter & { leadLabels: LeadLabels | null };

export function compile(section: Newsletter, { from }: SectionCompileContext): Compiled {
  return { ...section, leadLabels: formLabels(from.site) };
}

/** Its own fields give the assistant no passages: a form's labels are not facts a visitor asks the assistant about (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
