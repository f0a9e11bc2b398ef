import { Link } from "react-router";

/** The look of a button: a filled call to action or an outlined alternative. */
export type ButtonVariant = "primary" | "secondary";
/** What the button sits on: the page's own surfaces, or a coloured band (white on the band's colour). */
export type ButtonTone = "default" | "onColor";

const VARIANTS: Record<ButtonTone, Record<ButtonVariant, string>> = {
  default: {
    primary: "bg-gradient-to-r from-sky-600 to-indigo-600 text-white shadow-lg shadow-sky-900/20 hover:from-sky-500 hover:to-indigo-500",
    secondary: "border border-line-strong text-fg hover:border-sky-600 hover:text-accent dark:hover:border-sky-400",
  },
  onColor: {
    primary: "bg-white text-sky-800 shadow-lg shadow-sky-900/20 hover:bg-sky-50",
    secondary: "border border-white text-white hover:bg-white/10",
  },
};

const BASE = "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors";

/** The classes of a button of this variant and tone, for the rare control that cannot be a Button. */
function buttonClasses(variant: ButtonVariant = "primary", tone: ButtonTone = "default", className = "") {
  return `${BASE} ${VARIANTS[tone][variant]} ${className}`.trimEnd();
}

type ButtonProps = {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  className?: string;
  /** The visible words; icons or extra content go in children, after it. */
  label?: string;
  /** Read only by screen readers, to tell repeated labels apart (Apply Now for DevOps Engineer). */
  context?: string;
  children?: React.ReactNode;
} & (
  | { href: string; prefetch?: "intent" | "none" }
  | ({ href?: undefined } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children">)
);

/**
 * A button (docs/decisions/0157): with `href` a link that looks like one (internal paths navigate
 * client-side), without it a `<button>` (type "button" unless told otherwise).
 */
export function Button({ variant = "primary", tone = "default", className = "", label, context, children, ...rest }: ButtonProps) {
  const classes = buttonClasses(variant, tone, className);
  const content = (
    <>
      {label}
      {context && <span className="sr-only">{context}</span>}
      {children}
    </>
  );
  if (rest.href === undefined) {
    const { href: _none, type = "button", ...buttonProps } = rest;
    return (
      <button type={type} className={classes} {...buttonProps}>
        {content}
      </button>
    );
  }
  const { href, prefetch = "intent" } = rest;
  if (href.startsWith("/"))
    return (
      <Link to={href} className={classes} prefetch={prefetch}>
        {content}
      </Link>
    );
  return (
    <a href={href} className={classes}>
      {content}
    </a>
  );
}
