/** An article's tags as small pills; on cards only the first two show, with '+N more' for the rest. */
export function TagList({ tags, more = 0, className = "" }: { tags: readonly string[]; more?: number; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-surface-muted px-2 py-1 text-xs font-medium text-fg-body">
          {tag}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-md border border-dashed border-line-strong px-2 py-1 text-xs font-medium text-fg-muted">
          +{more} more<span className="sr-only"> {more === 1 ? "tag" : "tags"}</span>
        </li>
      )}
    </ul>
  );
}
