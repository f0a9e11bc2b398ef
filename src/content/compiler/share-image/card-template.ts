import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CardSpec } from "./card-spec.ts";

/** The element tree satori lays out: React's shape, without React (these scripts run without JSX). */
export interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Node | string)[] | Node | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const h = (type: string, style: Record<string, string | number>, children?: Node["props"]["children"]): Node => ({
  type,
  props: { style, children },
});

/** The site's mark (public/favicon.svg) as an image source; satori draws SVG images itself. */
export function logoDataUri(projectRoot: string): string {
  return `data:image/svg+xml;base64,${readFileSync(join(projectRoot, "public/favicon.svg")).toString("base64")}`;
}

/** Long titles get a smaller size so they keep to three or four lines on any of the card's sizes. */
function titleSize(title: string, width: number, height: number): number {
  const base = Math.round(Math.min(width / 12, height / 8.2));
  if (title.length <= 36) return base;
  if (title.length <= 60) return Math.round(base * 0.84);
  return Math.round(base * 0.72);
}

/**
 * The card: the brand's dark slate with the logo's sky-to-indigo gradient as an accent, the kind of page
 * above the title, the company in the footer. Colours are the site's (Tailwind slate, sky and indigo).
 */
export function cardTemplate(card: CardSpec, logo: string, photo?: string): Node {
  if (!photo) return textPanel(card, logo, card.width);
  // With the page's own photo: the text on the left, the photo filling the right.
  const photoWidth = photoWidthOf(card);
  return h("div", { display: "flex", width: card.width, height: card.height, backgroundColor: "#0f172a" }, [
    textPanel(card, logo, card.width - photoWidth),
    { type: "img", props: { src: photo, width: photoWidth, height: card.height, style: { width: photoWidth, height: card.height } } },
  ]);
}

/** The photo's share of a card that shows one: two fifths, so a long title keeps its lines. */
export function photoWidthOf(card: { width: number }): number {
  return Math.round(card.width * 0.4);
}

function textPanel(card: CardSpec, logo: string, width: number): Node {
  const pad = Math.round(card.width / 15);
  const logoSize = Math.round(card.width / 17);
  return h(
    "div",
    {
      // satori sizes boxes without their padding (content-box).
      width: width - 2 * pad,
      height: card.height - 2 * pad,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: pad,
      // Flat colour: gradients across the whole card triple the PNG's size.
      backgroundColor: "#0f172a",
      color: "#f8fafc",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", height: 12, width: 160, borderRadius: 6, backgroundImage: "linear-gradient(90deg, #0ea5e9, #6366f1)" }),
      h("div", { display: "flex", flexDirection: "column", width: "100%", gap: Math.round(pad / 3) }, [
        h(
          "div",
          {
            display: "flex",
            fontSize: Math.round(card.width / 40),
            fontWeight: 700,
            color: "#7dd3fc",
            textTransform: "uppercase",
            letterSpacing: 3,
          },
          card.eyebrow,
        ),
        h(
          "div",
          {
            display: "flex",
            fontSize: titleSize(card.title, width, card.height),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
          },
          card.title,
        ),
      ]),
      h("div", { display: "flex", alignItems: "center", gap: Math.round(logoSize / 2.5) }, [
        { type: "img", props: { src: logo, width: logoSize, height: logoSize, style: { width: logoSize, height: logoSize } } },
        h("div", { display: "flex", flexDirection: "column" }, [
          h("div", { display: "flex", fontSize: Math.round(card.width / 36), fontWeight: 700 }, card.brand),
          h("div", { display: "flex", fontSize: Math.round(card.width / 52), color: "#cbd5e1" }, card.tagline),
        ]),
      ]),
    ],
  );
}
