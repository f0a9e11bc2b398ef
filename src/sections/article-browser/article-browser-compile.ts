import { articleCard } from "../../content/compiler/article-sections.ts";
import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { ArticleBrowser, ArticleCard } from "../../content/entry-types.ts";

/**
 * An article-browser section as its component receives it. featured is null only when no article is
 * featured, which the compiler reports as a content error.
 */
export type Compiled = ArticleBrowser & { featured: ArticleCard | null; cards: ArticleCard[] };

/**
 * The query parameters ArticleBrowserSection reads (article-browser-section.tsx), each with its
 * finite set of values: `category`, one of the section's categories. Every value is prerendered;
 * anything else the server renders (docs/decisions/0190-query-allow-lists.md).
 */
export const query = (section: Compiled) => ({ category: section.categories });

/**
 * The blog's Editor's Pick (the featured article) and the grid of all the others, highest number
 * first. Filtering by category happens in the page, so one prerendered page serves every filter.
 */
export function compile(section: ArticleBrowser, { from, report }: SectionCompileContext): Compiled {
  const { articles } = from;
  const featured = articles.find((article) => article.featured);
  if (!featured && from.complete.articles) report(["type"], "no article is featured: set featured: true in one file of content/blog");
  const cards = articles
    .filter((article) => article !== featured)
    .sort((a, b) => Number(b.id) - Number(a.id))
    .map(articleCard);
  return { ...section, featured: featured ? articleCard(featured) : null, cards };
}

/** Every article: the page changes in the sitemap when one of them does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(_section: Compiled, { dayOf, articleUrls }: ListedContext): (string | undefined)[] {
  return articleUrls.map(dayOf);
}

/** Its own fields give the assistant no passages: the articles it shows give their own passages (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
