import { cardClasses } from "../../components/ui/card.tsx";

/** The job page's section headings and its cards (the three lists and the two in the aside). */
export const H2 = "text-2xl font-bold tracking-tight text-fg";
export const CARD = cardClasses("panel", "p-6 sm:p-8");
