import { Printer } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import type { SiteSettings } from "../../content/types.ts";
import type { BrochureService } from "../../lib/brochure-content.ts";

/** On screen only: back to the service page, and the button that opens the browser's print dialog. */
export function BrochureToolbar({ service, labels }: { service: BrochureService; labels: SiteSettings["brochure"] }) {
  return (
    <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-4">
      <Link to={service.url} className="font-medium text-accent underline">
        {labels.backLabel}
      </Link>
      {/* A tap before React has taken over is replayed once it has (docs/hydration.md, "The first input, before and during hydration", 0490). */}
      <Button variant="solid" size="md" onClick={() => window.print()} data-early="replay">
        <Printer className="size-4" aria-hidden="true" />
        {labels.printLabel}
      </Button>
    </div>
  );
}
