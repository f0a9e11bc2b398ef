/** Address of a stock photo at a given size; the host crops it to exactly width x height. */
export function stockImageUrl(id: string, width: number, height: number): string {
  return `https://images.unsplash.com/${id}?w=${width}&h=${height}&fit=crop&auto=format&q=70`;
}

/** Widths offered to the browser for responsive images (it picks by the sizes attribute). */
export function stockImageSrcSet(id: string, width: number, height: number): string {
  return [0.5, 1, 1.5, 2]
    .map((scale) => {
      const w = Math.round(width * scale);
      return `${stockImageUrl(id, w, Math.round(height * scale))} ${w}w`;
    })
    .join(", ");
}
