import { ImageOff } from "lucide-react";
import { preconnect } from "react-dom";
import type { ImageRef } from "../../lib/own-photo.ts";
import { STOCK_PHOTO_ORIGIN, stockImageSrcSet, stockImageUrl } from "../../lib/stock-image.ts";
import { IMAGE_PRESETS, type ImagePreset } from "./image-presets.ts";
import { OwnPhotoPicture } from "./own-photo-picture.tsx";

/**
 * Aspect-ratio classes by reduced width/height, written out so Tailwind generates them. A class, not a
 * style attribute: the Content-Security-Policy allows no inline styles (src/server/csp.server.ts).
 */
const ASPECT_CLASSES: Record<string, string> = {
  "16/9": "aspect-video",
  "3/2": "aspect-[3/2]",
  "4/3": "aspect-[4/3]",
  "8/5": "aspect-[8/5]",
  "10/7": "aspect-[10/7]",
  "16/13": "aspect-[16/13]",
  "40/21": "aspect-[40/21]",
};

/** The class for an image size; an unknown ratio fails the build (every page is prerendered) with the fix. */
function aspectClass(width: number, height: number): string {
  const divisor = greatestCommonDivisor(width, height);
  const ratio = `${width / divisor}/${height / divisor}`;
  const aspect = ASPECT_CLASSES[ratio];
  if (!aspect)
    throw new Error(
      `Photo: no aspect-ratio class for ${width}x${height} (${ratio}); add "${ratio}": "aspect-[${ratio}]" to ASPECT_CLASSES in src/components/ui/photo.tsx`,
    );
  return aspect;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** A photo's size: a named preset (src/components/ui/image-presets.ts), or its own numbers. */
export type PhotoSize = { preset: ImagePreset } | { width: number; height: number; sizes: string };

type PhotoProps = PhotoSize & {
  /** A stock photo by id, or an own photo by file with what the compiler adds. */
  image: ImageRef;
  className?: string;
  /** The first image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
};

/**
 * A photo (stock or own) at a fixed aspect ratio over a skeleton. If it fails to load (the host is down or
 * blocked), the skeleton gives way to a calm placeholder of the same size: no layout shift, no broken
 * icon. The component holds no state: IMAGE_STATE_SCRIPT (run in the document head, before any image)
 * marks the frame `data-state="loaded"` or `"failed"`, so a photo needs no hydration to fall back.
 */
export function Photo({ image, className = "", priority = false, ...size }: PhotoProps) {
  const [width, height, sizes] = "preset" in size ? IMAGE_PRESETS[size.preset] : [size.width, size.height, size.sizes];
  // Only a page that shows a stock photo connects early to its host; React puts the hint in the head (docs/decisions/0380-preconnect-only-where-stock-photos-show.md).
  if ("id" in image) preconnect(STOCK_PHOTO_ORIGIN);
  return (
    <div className={`photo-frame relative overflow-hidden bg-surface-sunken ${aspectClass(width, height)} ${className}`}>
      <span className="photo-frame-fallback absolute inset-0 items-center justify-center text-fg-faint" aria-hidden="true">
        <ImageOff className="size-8" />
      </span>
      {"id" in image ? (
        <img
          src={stockImageUrl(image.id, width, height)}
          srcSet={stockImageSrcSet(image.id, width, height)}
          sizes={sizes}
          width={width}
          height={height}
          alt={image.alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        image.media && (
          <OwnPhotoPicture media={image.media} alt={image.alt} width={width} height={height} sizes={sizes} priority={priority} />
        )
      )}
    </div>
  );
}

/**
 * Marks each photo's frame (the image's parent, or its <picture>'s) when its image loads or fails. Load and error events do not bubble,
 * so one listener in the capture phase sees every image, including those React adds after navigation.
 */
export const IMAGE_STATE_SCRIPT = `for(const[t,s]of[["load","loaded"],["error","failed"]])addEventListener(t,function(e){var f=e.target instanceof HTMLImageElement&&e.target.parentElement;if(f&&f.tagName==="PICTURE")f=f.parentElement;if(f&&f.classList.contains("photo-frame"))f.setAttribute("data-state",s)},true)`;
