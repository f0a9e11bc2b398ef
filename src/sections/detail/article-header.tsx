import { Calendar, Clock, User } from "lucide-react";
import { CategoryPill } from "../../components/blog/category-pill.tsx";
import { TagList } from "../../components/blog/tag-list.tsx";
import { BackLink } from "../../components/layout/back-link.tsx";
import type { CompiledArticle, SiteSettings } from "../../content/types.ts";

/** The top of an article: back to the blog, its category, title and excerpt, author, date, reading time and tags. */
export function ArticleHeader({ article, labels }: { article: CompiledArticle; labels: SiteSettings["labels"]["article"] }) {
  return (
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
  );
}
