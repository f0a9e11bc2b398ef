import { markdownToHtml } from "../../content/compiler/markdown.ts";
import type { Prose } from "../../content/entry-types.ts";

/** A prose section as its component receives it: the Markdown as sanitised HTML. */
export type Compiled = Prose & { html: string };

export function compile(section: Prose): Compiled {
  return { ...section, html: markdownToHtml(section.markdown) };
}
