import type { MetaItem } from "../../lib/meta-item.ts";

/** Short facts of a card (timeline, team, location, salary) as a definition list with decorative icons. */
export function MetaList({ items, className = "" }: { items: MetaItem[]; className?: string }) {
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      {items.map(({ icon: ItemIcon, label, value }) => (
        <div key={label} className="flex items-center gap-1.5">
          <ItemIcon className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <dt className="font-medium text-fg">{label}:</dt>
          <dd className="text-fg-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
