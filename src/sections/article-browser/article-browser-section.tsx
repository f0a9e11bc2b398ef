import { useLocation, useSearchParams } from "react-router";
import type { CompiledSectionOf } from "../../content/types.ts";
import { ArticleCard } from "../../components/blog/article-card.tsx";
import { CategoryFilter } from "../../components/blog/category-filter.tsx";
import { FeaturedArticle } from "../../components/blog/featured-article.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import { useLabels } from "../../components/layout/use-labels.ts";
import { fillTemplate } from "../../lib/fill-template.ts";
import { defineSection } from "../section-module.ts";

/**
 * The blog's Editor's Pick, category filter and grid. The selected category comes from the URL
 * (?category=DevOps), so the server renders a filtered list for visitors without JavaScript and the
 * same links filter in place with it. Unknown categories show everything.
 */
function ArticleBrowserSection({ section }: { section: CompiledSectionOf<"article-browser"> }) {
  const labels = useLabels().cards;
  const [searchParams] = useSearchParams();
  // Prerendering renders /blog as /blog/: links use the path without its trailing slash.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const requested = searchParams.get("category");
  const selected = section.categories.find((category) => category === requested);
  const cards = selected ? section.cards.filter((card) => card.category === selected) : section.cards;
  const base = section.id ?? "articles";

  return (
    <>
      {section.featured && (
        <SectionShell labelledBy={`${base}-featured`}>
          <h2 id={`${base}-featured`} className="mb-8 eyebrow-wide text-accent">
            {section.featuredLabel}
          </h2>
          <FeaturedArticle card={section.featured} readLabel={section.readLabel} />
        </SectionShell>
      )}
      <SectionShell id={section.id} tinted labelledBy={`${base}-latest`}>
        <SectionHeading id={`${base}-latest`} title={section.title} intro={section.intro} />
        <CategoryFilter
          label={section.filterLabel}
          allLabel={section.allLabel}
          categories={section.categories}
          selected={selected}
          pathname={pathname}
        />
        <p role="status" className="mb-8 text-center text-sm text-fg-muted">
          {`${cards.length} ${cards.length === 1 ? labels.article : labels.articles}${selected ? ` ${fillTemplate(labels.inCategory, { category: selected })}` : ""}`}
        </p>
        {cards.length > 0 ? (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id} data-reveal>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-center text-fg-body">{section.emptyText}</p>
        )}
      </SectionShell>
    </>
  );
}

export const definition = defineSection({ type: "article-browser", interactive: true, Component: ArticleBrowserSection });
