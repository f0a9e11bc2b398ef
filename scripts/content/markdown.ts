import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Markdown to HTML that is safe to inline: raw HTML and script URLs are dropped by the sanitizer. */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
