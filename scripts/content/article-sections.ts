import type { ArticleBrowser, ArticleCard, CompiledArticle, CompiledSection } from "../../src/content/types.ts";

/** How many related articles an article page shows (at most 2, as on the original site: docs/decisions/0151). */
const RELATED_LIMIT = 2;

/** The fields a card shows; never the article's HTML, so the blog page's data stays small. */
function articleCard({
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

/**
 * The blog's Editor's Pick (the featured article) and the grid of all the others, highest number
 * first. Filtering by category happens in the page, so one prerendered page serves every filter.
 */
export function articleBrowser(
  section: ArticleBrowser,
  articles: readonly CompiledArticle[],
  report: (message: string) => void,
): CompiledSection {
  const featured = articles.find((article) => article.featured);
  if (!featured) report("no article is featured: set featured: true in one file of content/blog");
  const cards = articles
    .filter((article) => article !== featured)
    .sort((a, b) => Number(b.id) - Number(a.id))
    .map(articleCard);
  return { ...section, featured: featured ? articleCard(featured) : null, cards };
}
