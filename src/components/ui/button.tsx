import { Link } from "react-router";
import { buttonClasses, type ButtonLook } from "../../lib/button-classes.ts";

type ButtonProps = ButtonLook & {
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
 * A button (0364): with `href` a link that looks like one (internal paths navigate
 * client-side), without it a `<button>` (type "button" unless told otherwise).
 */
export function Button({ variant, tone, size, className = "", label, context, children, ...rest }: ButtonProps) {
  const classes = buttonClasses({ variant, tone, size }, className);
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
