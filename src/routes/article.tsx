import { Calendar, Clock, User } from "lucide-react";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/article";
import { ArticleCard } from "../components/blog/article-card.tsx";
import { CategoryPill } from "../components/blog/category-pill.tsx";
import { TagList } from "../components/blog/tag-list.tsx";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { Button } from "../components/ui/button.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { blogPosting } from "../lib/structured-data-entries.ts";
import { noonOn } from "../lib/zoned-date-time.ts";
import { SectionShell } from "../sections/section-shell.tsx";
import { BackLink } from "../components/layout/back-link.tsx";
import { RevealList } from "../components/ui/reveal-list.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

export function loader({ params }: Route.LoaderArgs) {
  const article = findOr404(content.articles, (item) => item.id, params.blogId);
  const trail = detailTrail(article.url, content.pages["/blog"]?.heading, article.id, article.title);
  return { article, trail, labels: content.site.labels.article };
}

export const meta: Route.MetaFunction = detailMeta("article", ({ article, trail }, shell) => [
  ...entryMeta(
    shell,
    {
      ...article,
      seo: { title: article.seoTitle ?? article.title, description: article.seoDescription ?? article.excerpt, keywords: article.tags },
    },
    { trail, schemas: [blogPosting(article, shell.site, shell.siteUrl)], type: "article" },
  ),
  { property: "article:published_time", content: noonOn(article.date, shell.site.timeZone) },
  ...(article.updated ? [{ property: "article:modified_time", content: noonOn(article.updated, shell.site.timeZone) }] : []),
  { property: "article:author", content: article.author },
  { property: "article:section", content: article.category },
  ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
]);

export default function ArticlePage({ loaderData: { article, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={article.id} id="page">
      <article>
        <header className="mx-auto max-w-4xl px-4 pt-28 sm:px-6 lg:px-8">
          <BackLink to="/blog" label={labels.back} />
          <div className="mt-6">
            <CategoryPill category={article.category} />
          </div>
          <h1 className="mt-4 heading-page leading-tight text-fg">{article.title}</h1>
          <p className="mt-5 text-xl text-fg-muted">{article.excerpt}</p>
          <ul className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-fg-copy">
            <li className="flex items-center gap-2">
              <User className="size-4 text-accent" aria-hidden="true" />
              <span>
                <span className="font-semibold text-fg">{article.author}</span>
                {article.authorRole && <span>, {article.authorRole}</span>}
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Calendar className="size-4 text-accent" aria-hidden="true" />
              <time dateTime={article.date}>{article.dateText}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-accent" aria-hidden="true" />
              {article.readTime}
            </li>
          </ul>
          <TagList tags={article.tags} className="mt-6" />
        </header>

        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6 lg:px-8">
          <StockImage image={article.image} preset="articleHero" priority className="rounded-2xl shadow-xl" />
        </div>

        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          {/* Compiled and sanitised from Markdown at build time. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />

          <aside aria-labelledby="article-next" className="mt-16 rounded-3xl bg-brand-band p-8 text-center shadow-xl sm:p-10">
            <h2 id="article-next" className="heading-feature text-white">
              {labels.next}
            </h2>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Button href="/contact" label={labels.contact} tone="onColor" />
              <Button href="/blog" label={labels.more} variant="secondary" tone="onColor" />
            </div>
          </aside>
        </div>
      </article>

      {article.related.length > 0 && (
        <SectionShell tinted labelledBy="related-articles">
          <h2 id="related-articles" className="heading-topic text-fg">
            {labels.related}
          </h2>
          <RevealList items={article.related} keyOf={(card) => card.id} className="mt-8 grid gap-8 md:grid-cols-2">
            {(card) => <ArticleCard card={card} />}
          </RevealList>
        </SectionShell>
      )}
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("article", "/blog");
