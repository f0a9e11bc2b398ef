/** Short names (technologies) as outlined pills that wrap. */
export function PillList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="rounded-full border border-line-strong bg-surface px-4 py-2 text-sm font-medium text-fg-strong">
          {item}
        </li>
      ))}
    </ul>
  );
}
