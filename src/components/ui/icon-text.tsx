import type { LucideIcon } from "lucide-react";

/** A short fact after a decorative icon (author, date, reading time), on one line. */
export function IconText({
  icon: TextIcon,
  children,
  className = "inline-flex items-center gap-1.5",
  iconClassName = "size-4",
}: {
  icon: LucideIcon;
  children: React.ReactNode;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span className={className}>
      <TextIcon className={iconClassName} aria-hidden="true" />
      {children}
    </span>
  );
}
