/**
 * The classes of every button look (0364), in a plain module so the server's status
 * pages, which Node runs without a bundler, dress their link exactly like the Button component.
 */

/** The look of a button: a gradient call to action, an outlined alternative, or a plain brand fill. */
type ButtonVariant = "primary" | "secondary" | "solid";
/** What the button sits on: the page's own surfaces, or a coloured band (white on the band's colour). */
type ButtonTone = "default" | "onColor";
/** Its size: `sm` beside other controls (the default), `md` in running text, `lg` as a form's submit. */
type ButtonSize = "sm" | "md" | "lg";

/** A filled button on a coloured band is white, whichever fill it has on the page. */
const WHITE_ON_COLOR = "bg-white text-brand-deep shadow-lg shadow-sky-900/20 hover:bg-sky-50";

const VARIANTS: Record<ButtonTone, Record<ButtonVariant, string>> = {
  default: {
    primary: "bg-brand-gradient text-white shadow-lg shadow-sky-900/20 hover:bg-brand-gradient-light",
    secondary: "border border-line-strong text-fg hover:border-accent-line hover:text-accent",
    solid: "bg-brand text-white hover:bg-brand-bright",
  },
  onColor: {
    primary: WHITE_ON_COLOR,
    secondary: "border border-white text-white hover:bg-white/10",
    solid: WHITE_ON_COLOR,
  },
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-5 py-2.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-base",
  lg: "min-h-12 px-6 py-2.5 text-base",
};

const BASE = "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors";

/** How a button looks; every part has a default (a small primary button on the page's own surface). */
export type ButtonLook = { variant?: ButtonVariant; tone?: ButtonTone; size?: ButtonSize };

/** The classes of a button of this look, for the rare control that cannot be a Button. */
export function buttonClasses({ variant = "primary", tone = "default", size = "sm" }: ButtonLook = {}, className = "") {
  return `${BASE} ${SIZES[size]} ${VARIANTS[tone][variant]} ${className}`.trimEnd();
}
