/** A small pill naming a category, e.g. Cloud Infrastructure. */
export function CategoryBadge({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-800 dark:bg-sky-900/60 dark:text-sky-200 ${className}`}
    >
      {children}
    </span>
  );
}
