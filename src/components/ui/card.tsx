import type { ImageRef } from "../../lib/own-photo.ts";
import type { ImagePreset } from "./image-presets.ts";
import { Photo } from "./photo.tsx";

/** How a card looks; padding and layout stay with the caller, who knows its content. */
export type CardVariant = "panel" | "tile" | "media" | "feature";

const VARIANTS: Record<CardVariant, string> = {
  /** A bordered surface for text: answers, badges, phases, benefits. */
  panel: "rounded-2xl border border-line bg-surface",
  /** A smaller bordered surface for short items: technologies, features. */
  tile: "rounded-xl border border-line bg-surface",
  /** A photo on top and a body below, lifting on hover: services, case studies, articles. */
  media: "flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-xl",
  /** A wide card that stands out: the featured article, the case-study spotlight, a testimonial. */
  feature: "rounded-3xl border border-line bg-surface",
};

type CardElement = "div" | "li" | "article" | "section" | "figure";

/** The classes of a card of this variant, for markup that cannot be a Card. */
export function cardClasses(variant: CardVariant = "panel", className = "") {
  return `${VARIANTS[variant]} ${className}`.trimEnd();
}

/**
 * A card: one look per variant, rendered as the element the content needs
 * (a list item in a grid, an article, a section). Other attributes (id, aria-*, data-reveal) pass through.
 */
export function Card({
  as: Element = "div",
  variant = "panel",
  className = "",
  children,
  ...rest
}: {
  as?: CardElement;
  variant?: CardVariant;
  className?: string;
  children: React.ReactNode;
} & Omit<React.HTMLAttributes<HTMLElement>, "className" | "children">) {
  return (
    <Element className={cardClasses(variant, className)} {...rest}>
      {children}
    </Element>
  );
}

/**
 * A media card: a stock photo over a padded body that fills the card's height, so links pinned with
 * `mt-auto` line up across a row of cards.
 */
export function MediaCard({
  image,
  preset,
  className = "",
  children,
}: {
  image: ImageRef;
  preset: ImagePreset;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card as="article" variant="media" className={className}>
      <Photo image={image} preset={preset} />
      <div className="flex flex-1 flex-col p-6">{children}</div>
    </Card>
  );
}
