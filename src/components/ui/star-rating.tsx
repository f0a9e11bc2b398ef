import { Star } from "lucide-react";
import { useLabels } from "../layout/use-labels.ts";
import { fillTemplate } from "../../lib/fill-template.ts";

export function StarRating({ rating }: { rating: number }) {
  const label = fillTemplate(useLabels().cards.rating, { n: rating });
  return (
    <div className="flex gap-0.5 text-rating" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} className={`size-4 ${index < rating ? "fill-current" : ""}`} aria-hidden="true" />
      ))}
    </div>
  );
}
