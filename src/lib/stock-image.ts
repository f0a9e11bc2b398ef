import { photoFallbackUrl, type ImageRef } from "./own-photo.ts";

/** The stock-photo host: the only other origin a page may load images from (src/server/csp.server.ts). */
export const STOCK_PHOTO_ORIGIN = "https://images.unsplash.com";

/** Address of a stock photo at a given size; the host crops it to exactly width x height. */
export function stockImageUrl(id: string, width: number, height: number): string {
  return `${STOCK_PHOTO_ORIGIN}/${id}?w=${width}&h=${height}&fit=crop&auto=format&q=70`;
}

/**
 * Widths offered to the browser for responsive images. A close ladder, so a phone (a 380 px column at
 * 1.75x is 665 px) gets 768 px rather than the next double of the layout width.
 */
const WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920];

/** The srcset of a photo laid out at width x height: every ladder width up to twice that, same crop. */
export function stockImageSrcSet(id: string, width: number, height: number): string {
  return WIDTHS.filter((candidate) => candidate <= width * 2)
    .map((candidate) => `${stockImageUrl(id, candidate, Math.round((height * candidate) / width))} ${candidate}w`)
    .join(", ");
}

/**
 * A full address of a photo for other sites (structured data, link previews): the stock host's crop,
 * or an own photo's JPEG or PNG of at least `width` pixels on this site (docs/decisions/0280-own-photos.md).
 */
export function imageAddress(image: ImageRef, width: number, height: number, siteUrl: string): string {
  if ("id" in image) return stockImageUrl(image.id, width, height);
  return image.media ? `${siteUrl}${photoFallbackUrl(image.media, width)}` : siteUrl;
}
