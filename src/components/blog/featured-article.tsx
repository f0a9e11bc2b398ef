import { ArrowRight, Calendar, Clock, User } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard } from "../../content/types.ts";
import { Photo } from "../ui/photo.tsx";
import { CategoryPill } from "./category-pill.tsx";
import { TagList } from "./tag-list.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { IconText } from "../ui/icon-text.tsx";

/** The blog's Editor's Pick: a wide card with a large photo, the excerpt and a button that opens it. */
export function FeaturedArticle({ card, readLabel }: { card: ArticleCard; readLabel: string }) {
  return (
    <Card as="article" variant="feature" className="grid overflow-hidden shadow-xl lg:grid-cols-2">
      <Photo image={card.image} preset="featured" priority className="lg:h-full lg:min-h-96 lg:aspect-auto" />
      <div className="flex flex-col justify-center p-8 lg:p-12">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-fg-muted">
          <CategoryPill category={card.category} />
          <IconText icon={Calendar}>
            <time dateTime={card.date}>{card.dateText}</time>
          </IconText>
          <IconText icon={Clock}>{card.readTime}</IconText>
        </div>
        <h3 className="mt-5 heading-feature leading-tight text-fg">
          <Link to={card.url} prefetch="intent" className="hover:text-accent">
            {card.title}
          </Link>
        </h3>
        <p className="mt-4 text-lg text-fg-muted">{card.excerpt}</p>
        <TagList tags={card.tags} more={card.moreTags} className="mt-5" />
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <IconText icon={User} className="inline-flex items-center gap-2 font-medium text-fg-strong">
            {card.author}
          </IconText>
          <Button href={card.url} variant="solid" prefetch="none" label={readLabel} context={`: ${card.title}`}>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
