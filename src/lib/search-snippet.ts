/** Bounds of what search results and link previews show in full. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/**
 * The document title: the page's own title with the brand once. A title that already names the brand is
 * used as it is; home leads with the brand, every other page ends with it.
 */
export function documentTitle(title: string, brand: string, isHome: boolean): string {
  if (title.includes(brand)) return title;
  return isHome ? `${brand} | ${title}` : `${title} | ${brand}`;
}

/** How many times the brand appears in a text, to catch titles that would name it twice. */
export function brandCount(text: string, brand: string): number {
  return text.split(brand).length - 1;
}
