import { cardClasses } from "../../components/ui/card.tsx";

/** The job page's list headings and its cards (the three lists; the cards also hold the two in the aside). */
export const H2 = "heading-panel text-fg";
export const CARD = cardClasses("panel", "p-6 sm:p-8");
