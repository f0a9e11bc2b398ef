import { ArrowLeft, Calendar, Clock, User } from "lucide-react";
import { data, Link } from "react-router";
import { StaticIsland } from "../components/layout/static-island.tsx";
import type { Route } from "./+types/article";
import { ArticleCard } from "../components/blog/article-card.tsx";
import { CategoryPill } from "../components/blog/category-pill.tsx";
import { TagList } from "../components/blog/tag-list.tsx";
import { notFoundBoundary, notFoundTitle } from "../components/layout/detail-not-found.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { StockImage } from "../components/ui/stock-image.tsx";
import { content } from "../content/content.server.ts";
import { breadcrumbTrail } from "../lib/breadcrumbs.ts";
import { shellFrom } from "../lib/route-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import { blogPosting, breadcrumbList, organization } from "../lib/structured-data.ts";
import { noonOn } from "../lib/zoned-date-time.ts";
import { SectionShell } from "../sections/section-shell.tsx";

// Ids are compared as text: /blog/07 is not /blog/7.
export function loader({ params }: Route.LoaderArgs) {
  const article = content.articles.find((item) => item.id === params.blogId);
  if (!article) throw data(null, { status: 404 });
  const blog = content.pages["/blog"];
  const trail = breadcrumbTrail(article.url, { blog: blog?.heading ?? "Blog", [article.id]: article.title });
  return { article, trail, labels: content.site.labels.article };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const shell = shellFrom(matches);
  if (!loaderData || !shell) return notFoundTitle(shell?.labels, "article");
  const { article, trail } = loaderData;
  return [
    ...pageMeta(shell, {
      title: article.seoTitle ?? article.title,
      description: article.seoDescription ?? article.excerpt,
      keywords: article.tags,
      path: article.url,
      shareImage: article.shareImage,
      type: "article",
      jsonLd: [
        organization(shell.site, shell.siteUrl),
        blogPosting(article, shell.site, shell.siteUrl),
        breadcrumbList(trail, shell.siteUrl),
      ],
    }),
    { property: "article:published_time", content: noonOn(article.date, shell.site.timeZone) },
    ...(article.updated ? [{ property: "article:modified_time", content: noonOn(article.updated, shell.site.timeZone) }] : []),
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function ArticlePage({ loaderData: { article, labels } }: Route.ComponentProps) {
  return (
    // The whole page is content without behaviour: one static island (keyed, so the next entry re-renders).
    <StaticIsland key={article.id} id="page">
      <article>
        <header className="mx-auto max-w-4xl px-4 pt-28 sm:px-6 lg:px-8">
          <Link
            to="/blog"
            className="no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-sky-700 hover:text-sky-600 dark:text-sky-300 dark:hover:text-sky-200"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {labels.back}
          </Link>
          <div className="mt-6">
            <CategoryPill category={article.category} />
          </div>
          <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {article.title}
          </h1>
          <p className="mt-5 text-xl text-slate-600 dark:text-slate-300">{article.excerpt}</p>
          <ul className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-700 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <User className="size-4 text-sky-700 dark:text-sky-300" aria-hidden="true" />
              <span>
                <span className="font-semibold text-slate-900 dark:text-white">{article.author}</span>
                {article.authorRole && <span>, {article.authorRole}</span>}
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Calendar className="size-4 text-sky-700 dark:text-sky-300" aria-hidden="true" />
              <time dateTime={article.date}>{article.dateText}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-sky-700 dark:text-sky-300" aria-hidden="true" />
              {article.readTime}
            </li>
          </ul>
          <TagList tags={article.tags} className="mt-6" />
        </header>

        <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6 lg:px-8">
          <StockImage
            image={article.image}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 1024px) 64rem, calc(100vw - 2rem)"
            className="rounded-2xl shadow-xl"
          />
        </div>

        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          {/* Compiled and sanitised from Markdown at build time. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />

          <aside
            aria-labelledby="article-next"
            className="mt-16 rounded-3xl bg-gradient-to-br from-sky-700 to-indigo-800 p-8 text-center shadow-xl sm:p-10"
          >
            <h2 id="article-next" className="text-2xl font-bold text-white sm:text-3xl">
              {labels.next}
            </h2>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <ButtonLink href="/contact" label={labels.contact} className="!bg-none !bg-white !text-sky-800 hover:!bg-sky-50" />
              <ButtonLink href="/blog" label={labels.more} variant="secondary" className="!border-white !text-white hover:!bg-white/10" />
            </div>
          </aside>
        </div>
      </article>

      {article.related.length > 0 && (
        <SectionShell tinted labelledBy="related-articles">
          <h2 id="related-articles" className="text-3xl font-bold text-slate-900 dark:text-white">
            {labels.related}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {article.related.map((card) => (
              <li key={card.id} data-reveal>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        </SectionShell>
      )}
    </StaticIsland>
  );
}

export const ErrorBoundary = notFoundBoundary("article", "/blog");
