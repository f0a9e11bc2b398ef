import { Calendar, Clock, User } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as ArticleCardData } from "../../content/types.ts";
import { StockImage } from "../ui/stock-image.tsx";
import { CategoryPill } from "./category-pill.tsx";
import { TagList } from "./tag-list.tsx";

/**
 * One article in a grid (the blog's latest articles, an article's related ones). The title is the
 * card's only link; it stretches over the whole card so the card is one click target and one tab stop.
 */
export function ArticleCard({ card, headingLevel = 3 }: { card: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-xl dark:border-slate-700 dark:bg-slate-900">
      <StockImage
        image={card.image}
        width={640}
        height={360}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryPill category={card.category} />
          <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
            <Clock className="size-3.5" aria-hidden="true" />
            {card.readTime}
          </span>
        </div>
        <Heading className="mt-4 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
          <Link
            to={card.url}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-sky-700 dark:group-hover:text-sky-300"
          >
            {card.title}
          </Link>
        </Heading>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{card.excerpt}</p>
        <TagList tags={card.tags} more={card.moreTags} className="mt-4" />
        <div className="mt-auto pt-6">
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" />
              {card.author}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden="true" />
              <time dateTime={card.date}>{card.dateText}</time>
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
