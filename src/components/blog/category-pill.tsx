/** The article's category as a small pill. */
export function CategoryPill({ category }: { category: string }) {
  return (
    <span className="inline-flex rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200">
      {category}
    </span>
  );
}
