import { Link } from "react-router";

const STYLES = {
  primary: "bg-gradient-to-r from-sky-600 to-indigo-600 text-white shadow-lg shadow-sky-900/20 hover:from-sky-500 hover:to-indigo-500",
  secondary:
    "border border-slate-300 text-slate-900 hover:border-sky-600 hover:text-sky-700 dark:border-slate-600 dark:text-white dark:hover:border-sky-400 dark:hover:text-sky-300",
} as const;

export const BUTTON_BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors";

/**
 * A link styled as a button; internal paths navigate client-side, others are plain links.
 * `context` is read only by screen readers, to tell repeated labels apart (Apply Now for DevOps Engineer).
 */
export function ButtonLink({
  href,
  label,
  variant = "primary",
  className = "",
  context,
  children,
}: {
  href: string;
  label: string;
  variant?: "primary" | "secondary";
  className?: string;
  context?: string;
  children?: React.ReactNode;
}) {
  const classes = `${BUTTON_BASE} ${STYLES[variant]} ${className}`;
  const content = (
    <>
      {label}
      {context && <span className="sr-only">{context}</span>}
      {children}
    </>
  );
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={classes} prefetch="intent">
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={classes}>
      {content}
    </a>
  );
}
