/** The article's category as a small pill. */
export function CategoryPill({ category }: { category: string }) {
  return <span className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-on-accent-soft">{category}</span>;
}
