import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The link back to a detail page's list (blog, portfolio, careers); not printed. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:text-sky-600 dark:hover:text-sky-200"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
