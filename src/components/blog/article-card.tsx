import { Calendar, Clock, User } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as ArticleCardData } from "../../content/types.ts";
import { MediaCard } from "../ui/card.tsx";
import { CategoryPill } from "./category-pill.tsx";
import { TagList } from "./tag-list.tsx";
import { IconText } from "../ui/icon-text.tsx";

/**
 * One article in a grid (the blog's latest articles, an article's related ones). The title is the
 * card's only link; it stretches over the whole card so the card is one click target and one tab stop.
 */
export function ArticleCard({ card, headingLevel = 3 }: { card: ArticleCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <MediaCard image={card.image} preset="articleCard" className="group relative">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CategoryPill category={card.category} />
        <IconText icon={Clock} className="inline-flex items-center gap-1 text-xs text-fg-muted" iconClassName="size-3.5">
          {card.readTime}
        </IconText>
      </div>
      <Heading className="mt-4 text-lg leading-snug font-semibold text-fg">
        <Link to={card.url} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-3 text-sm text-fg-muted">{card.excerpt}</p>
      <TagList tags={card.tags} more={card.moreTags} className="mt-4" />
      <div className="mt-auto pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4 text-sm text-fg-muted">
          <IconText icon={User}>{card.author}</IconText>
          <IconText icon={Calendar}>
            <time dateTime={card.date}>{card.dateText}</time>
          </IconText>
        </div>
      </div>
    </MediaCard>
  );
}
