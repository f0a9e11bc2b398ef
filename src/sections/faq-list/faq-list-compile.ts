import type { FaqList } from "../../content/entry-types.ts";

/** A faq-list section as its component receives it: as written. */
export type Compiled = FaqList;

/** Nothing to fill in; the compile step is here for the declaration below. */
export function compile(section: FaqList): Compiled {
  return section;
}

/**
 * Its own fields give the assistant no passages: its questions are short forms of content/faq.yaml's, whose answers
 * are passages already (src/features/assistant/build-step/passage-index.ts).
 */
export const passages = false;
