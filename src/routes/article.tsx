import { StaticIsland } from "../hydration/static-island.tsx";
import type { Route } from "./+types/article";
import { ArticleCard } from "../components/blog/article-card.tsx";
import { notFoundBoundary } from "../components/layout/detail-not-found.tsx";
import { Button } from "../components/ui/button.tsx";
import { Photo } from "../components/ui/photo.tsx";
import { content } from "../content/content.server.ts";
import { blogPosting } from "../lib/structured-data-entries.ts";
import { noonOn } from "../lib/zoned-date-time.ts";
import { ArticleHeader } from "../sections/detail/article-header.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { RevealList } from "../components/ui/reveal-list.tsx";
import { detailMeta, detailTrail, entryMeta, findOr404 } from "./detail-route.ts";

export function loader({ params }: Route.LoaderArgs) {
  const entry = findOr404(content.articles, (item) => item.id, params);
  const trail = detailTrail(entry.url, content.pages["/blog"]?.heading, entry.id, entry.title);
  return { entry, trail, labels: content.site.labels.article };
}

export const meta: Route.MetaFunction = detailMeta("article", ({ entry, trail }, shell) => [
  ...entryMeta(
    shell,
    {
      ...entry,
      seo: { title: entry.seoTitle ?? entry.title, description: entry.seoDescription ?? entry.excerpt, keywords: entry.tags },
    },
    { trail, schemas: [blogPosting(entry, shell.site, shell.siteUrl)], type: "article" },
  ),
  { property: "article:published_time", content: noonOn(entry.date, shell.site.timeZone) },
  ...(entry.updated ? [{ property: "article:modified_time", content: noonOn(entry.updated, shell.site.timeZone) }] : []),
  { property: "article:author", content: entry.author },
  { property: "article:section", content: entry.category },
  ...entry.tags.map((tag) => ({ property: "article:tag", content: tag })),
]);

export default function ArticlePage({ loaderData: { entry, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={entry.id} id="page">
      <article>
        <ArticleHeader article={entry} labels={labels} />

        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6 lg:px-8">
          <Photo image={entry.image} preset="articleHero" priority className="rounded-2xl shadow-xl" />
        </div>

        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          {/* Compiled and sanitised from Markdown at build time. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html }} />

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

      {entry.related.length > 0 && (
        <SectionShell tinted labelledBy="related-articles">
          <h2 id="related-articles" className="heading-topic text-fg">
            {labels.related}
          </h2>
          <RevealList items={entry.related} keyOf={(card) => card.id} className="mt-8 grid gap-8 md:grid-cols-2">
            {(card) => <ArticleCard card={card} />}
          </RevealList>
        </SectionShell>
      )}
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("article", "/blog");
