import { useEffect, useRef, useState } from "react";
import { ImageOff } from "lucide-react";
import { stockImageSrcSet, stockImageUrl } from "../../lib/stock-image.ts";

interface StockImageProps {
  image: { id: string; alt: string };
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  /** The first image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
}

/**
 * A stock photo at a fixed aspect ratio over a skeleton. If it fails to load (the host is down or
 * blocked), the skeleton gives way to a calm placeholder of the same size: no layout shift, no broken icon.
 */
export function StockImage({ image, width, height, sizes = "100vw", className = "", priority = false }: StockImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");

  useEffect(() => {
    // The image may have settled before hydration attached the handlers.
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <div
      className={`stock-image relative overflow-hidden bg-slate-200 dark:bg-slate-800 ${state === "loading" ? "skeleton" : ""} ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={state}
    >
      {state === "failed" ? (
        <div className="absolute inset-0 flex items-center justify-center text-slate-500 dark:text-slate-400" role="img" aria-label={image.alt}>
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      ) : (
        <img
          ref={ref}
          src={stockImageUrl(image.id, width, height)}
          srcSet={stockImageSrcSet(image.id, width, height)}
          sizes={sizes}
          width={width}
          height={height}
          alt={image.alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
