import { CheckCircle2, type LucideIcon } from "lucide-react";

/**
 * A list whose items each start with the same decorative icon (a check mark by default): features,
 * results, responsibilities. The caller sets the list's spacing; items and icon have sensible defaults.
 */
export function IconList({
  items,
  className = "",
  itemClassName = "flex gap-3 text-fg-body",
  icon: ItemIcon = CheckCircle2,
  iconClassName = "mt-0.5 size-5 shrink-0 text-success",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  icon?: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <ItemIcon className={iconClassName} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
