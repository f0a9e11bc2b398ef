import { formWords } from "../../../scripts/content/form-words.ts";
import type { SectionCompileContext } from "../../../scripts/content/section-compile.ts";
import type { LeadWords } from "../../content/lead-words.ts";
import type { Newsletter } from "../../content/entry-types.ts";

/**
 * A newsletter section as its component receives it: with the words its form checks the address with,
 * null only when site.yaml failed its own check, which the compiler reports as a content error.
 */
export type Compiled = Newsletter & { words: LeadWords | null };

export function compile(section: Newsletter, { from }: SectionCompileContext): Compiled {
  return { ...section, words: formWords(from.site) };
}
