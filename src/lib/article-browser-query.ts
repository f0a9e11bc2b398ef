import type { CompiledSection } from "../content/types.ts";

type ArticleBrowser = Extract<CompiledSection, { type: "article-browser" }>;

/**
 * The query parameters ArticleBrowserSection reads (article-browser-section.tsx), each with its
 * finite set of values: `category`, one of the section's categories. Every value is prerendered;
 * anything else the server renders (docs/decisions/0190-query-allow-lists.md).
 */
export const articleBrowserQuery = (section: ArticleBrowser) => ({ category: section.categories });
