import { useLabels } from "../layout/use-labels.ts";

/** An article's tags as small pills; on cards only the first two show, with '+N more' for the rest. */
export function TagList({ tags, more = 0, className = "" }: { tags: readonly string[]; more?: number; className?: string }) {
  const labels = useLabels().cards;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={labels.tags}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-surface-muted px-2 py-1 text-xs font-medium text-fg-body">
          {tag}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-md border border-dashed border-line-strong px-2 py-1 text-xs font-medium text-fg-muted">
          +{more} {labels.more}
          <span className="sr-only"> {more === 1 ? labels.tag : labels.moreTags}</span>
        </li>
      )}
    </ul>
  );
}
