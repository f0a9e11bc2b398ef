import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

const QUIET = "no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:text-accent-hover";

/** The link back to a detail page's list (blog, portfolio, careers): a quiet link that is not printed. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={QUIET}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
