import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * The "read more" link at the foot of a card, pinned to the bottom (mt-auto) so a row of cards lines up.
 * `context` is read only by screen readers, to tell the cards' links apart.
 */
export function MoreLink({ to, label, context }: { to: string; label: string; context: string }) {
  return (
    <Link to={to} prefetch="intent" className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-accent hover:gap-2">
      {label}
      <span className="sr-only">{context}</span>
      <ArrowRight className="size-4 transition-all" aria-hidden="true" />
    </Link>
  );
}
