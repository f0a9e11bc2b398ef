import type { ArticleCard, CompiledArticle } from "../entry-types.ts";

/** How many related articles an article page shows (at most 2, as on the original site: docs/decisions/0151). */
const RELATED_LIMIT = 2;

/**
 * The fields a card shows; never the article's HTML, so the blog page's data stays small. Also the cards
 * of the blog's article-browser section (src/sections/article-browser/article-browser-compile.ts).
 */
export function articleCard({
  id,
  url,
  title,
  excerpt,
  author,
  date,
  dateText,
  readTime,
  category,
  image,
  tags,
}: Omit<CompiledArticle, "related">): ArticleCard {
  return {
    id,
    url,
    title,
    excerpt,
    author,
    date,
    dateText,
    readTime,
    category,
    image,
    tags: tags.slice(0, 2),
    moreTags: Math.max(0, tags.length - 2),
  };
}

/** Adds to each article up to two others of its category, lowest number first. */
export function withRelatedArticles(articles: readonly Omit<CompiledArticle, "related">[]): CompiledArticle[] {
  return articles.map((article) => ({
    ...article,
    related: articles
      .filter((other) => other.category === article.category && other.id !== article.id)
      .slice(0, RELATED_LIMIT)
      .map(articleCard),
  }));
}
