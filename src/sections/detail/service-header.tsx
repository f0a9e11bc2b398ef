import { Clock, Download, ShieldCheck } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { Photo } from "../../components/ui/photo.tsx";
import type { CompiledService, SiteSettings } from "../../content/types.ts";

/** What every part of a service page is given: the service and the page's words. */
export interface ServiceProps {
  service: CompiledService;
  labels: SiteSettings["labels"]["service"];
}

/** The top of a service page: icon, title, subtitle, price, the two promises, the calls to action and the photo. */
export function ServiceHeader({ service, labels }: ServiceProps) {
  return (
    <header className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
      <div>
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Icon name={service.icon} />
        </span>
        <h1 className="mt-4 heading-page text-fg">{service.title}</h1>
        <p className="mt-4 text-xl text-fg-muted">{service.subtitle}</p>
        <p className="mt-6 text-2xl font-bold text-accent">{service.priceLine}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-copy">
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-accent-icon" aria-hidden="true" />
            {labels.setup}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-4 text-accent-icon" aria-hidden="true" />
            {labels.security}
          </li>
        </ul>
        <div className="mt-8 flex flex-wrap gap-4">
          <Button href="/contact" label={labels.consultation} />
          <Button href={`${service.url}/brochure`} variant="secondary" prefetch="none">
            <Download className="size-4" aria-hidden="true" />
            {labels.brochure}
          </Button>
        </div>
      </div>
      <Photo image={service.image} preset="serviceHero" priority className="rounded-2xl shadow-2xl" />
    </header>
  );
}
