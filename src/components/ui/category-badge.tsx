/** A small pill naming a category, e.g. Cloud Infrastructure. */
export function CategoryBadge({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <span className={`inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-on-accent-soft ${className}`}>
      {children}
    </span>
  );
}
