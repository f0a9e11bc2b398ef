import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

const QUIET =
  "no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:text-sky-600 dark:hover:text-sky-200";

/**
 * The link back to a detail page's list (blog, portfolio, careers): by default a quiet link that is not
 * printed; the not-found card passes its own, filled look.
 */
export function BackLink({ to, label, className = QUIET }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
