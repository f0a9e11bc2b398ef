import type { SiteSettings } from "../../content/types.ts";
import type { BrochureService } from "../../lib/brochure-content.ts";
import type { BrochureContactDetails } from "./brochure-contact.tsx";

interface BrochureHeaderProps {
  service: BrochureService;
  labels: SiteSettings["brochure"];
  /** The company's name is shown above the service's title. */
  contact: Pick<BrochureContactDetails, "name">;
}

/** The sheet's head: the company, the service's title and subtitle, its price and the highlights. */
export function BrochureHeader({ service, labels, contact }: BrochureHeaderProps) {
  return (
    <header className="border-b-2 border-accent-strong pb-2">
      <p className="eyebrow-brochure text-accent-strong">{contact.name}</p>
      <h1 data-part="title" className="mt-0.5 heading-brochure text-fg">
        {service.title}
      </h1>
      <p data-part="subtitle" className="mt-1 text-base text-fg-copy print:text-[10.5pt]">
        {service.subtitle}
      </p>
      <ul className="mt-1.5 flex flex-wrap items-baseline gap-x-4 font-medium text-fg-copy">
        <li data-part="price" className="text-lg font-bold text-accent-strong print:text-[12pt]">
          {service.priceLine}
        </li>
        {labels.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </header>
  );
}
