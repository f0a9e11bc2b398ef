import type { SiteSettings } from "../../content/types.ts";
import type { BrochureService } from "../../lib/brochure-content.ts";
import type { BrochureContactDetails } from "./brochure-contact.tsx";

interface BrochureHeaderProps {
  service: BrochureService;
  texts: SiteSettings["brochure"];
  /** The company's name is shown above the service's title. */
  contact: Pick<BrochureContactDetails, "name">;
}

/** The sheet's head: the company, the service's title and subtitle, its price and the highlights. */
export function BrochureHeader({ service, texts, contact }: BrochureHeaderProps) {
  return (
    <header className="border-b-2 border-sky-800 pb-2 dark:border-sky-300">
      <p className="text-xs font-bold tracking-wide text-sky-800 uppercase print:text-[9pt] dark:text-sky-300">{contact.name}</p>
      <h1 data-part="title" className="mt-0.5 text-3xl font-extrabold text-fg print:text-[20pt]">
        {service.title}
      </h1>
      <p data-part="subtitle" className="mt-1 text-base text-slate-700 print:text-[10.5pt] dark:text-slate-300">
        {service.subtitle}
      </p>
      <ul className="mt-1.5 flex flex-wrap items-baseline gap-x-4 font-medium text-slate-700 dark:text-slate-300">
        <li data-part="price" className="text-lg font-bold text-sky-800 print:text-[12pt] dark:text-sky-300">
          {service.priceLine}
        </li>
        {texts.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </header>
  );
}
