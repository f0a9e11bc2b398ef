import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { rehypeScrollableTables } from "./scrollable-tables.ts";

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  // After the sanitizer: the wrapper's role, tabindex and label are ours, not the author's.
  .use(rehypeScrollableTables)
  .use(rehypeStringify);

/** Markdown to HTML that is safe to inline: raw HTML and script URLs are dropped by the sanitizer. */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
