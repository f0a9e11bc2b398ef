import { photoFallbackUrl, photoSrcSet, type PhotoMedia } from "../../lib/own-photo.ts";

type OwnPhotoPictureProps = {
  media: PhotoMedia;
  alt: string;
  /** The frame's size in CSS pixels, which `width` and `height` state so nothing shifts. */
  width: number;
  height: number;
  sizes: string;
  priority: boolean;
};

/**
 * One of the company's own photos: AVIF, then WebP, then JPEG or PNG,
 * each in every width the build made, so the browser fetches the smallest file that is sharp.
 */
export function OwnPhotoPicture({ media, alt, width, height, sizes, priority }: OwnPhotoPictureProps) {
  return (
    <>
      {media.placeholder && <PhotoPlaceholder colours={media.placeholder} />}
      <picture>
        <source type="image/avif" srcSet={photoSrcSet(media, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={photoSrcSet(media, "webp")} sizes={sizes} />
        <img
          src={photoFallbackUrl(media, width)}
          srcSet={photoSrcSet(media, media.fallback)}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding={priority ? "sync" : "async"}
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
    </>
  );
}

/**
 * The photo's colours as a blurred 4x3 grid, drawn inline under it until it arrives
 * (docs/decisions/0282-own-photo-placeholder.md). An SVG's fill is an attribute, not a style, so the
 * Content-Security-Policy needs no change.
 */
function PhotoPlaceholder({ colours }: { colours: readonly string[] }) {
  return (
    <svg
      className="photo-placeholder absolute inset-0 size-full scale-110 blur-xl"
      viewBox="0 0 4 3"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {colours.map((colour, index) => (
        <rect key={index} x={index % 4} y={Math.floor(index / 4)} width="1.02" height="1.02" fill={colour} />
      ))}
    </svg>
  );
}
