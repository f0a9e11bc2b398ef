import type { CompiledSection, ContactCard, ContactForm, SiteSettings } from "../../src/content/types.ts";
import { leadLabelsOf } from "../../src/features/leads/lead-validation.ts";

/**
 * The contact cards with their details from content/site.yaml, so the page file never repeats an
 * address, and the labels the form checks its fields with.
 */
export function contactForm(section: ContactForm, site: SiteSettings | undefined): CompiledSection {
  return { ...section, cards: section.cards.map((card) => ({ ...card, ...details(card.kind, site) })), leadLabels: formLabels(site) };
}

/**
 * What a form section needs to check its fields in the browser (docs/decisions/0228): only the pages
 * with a form carry it. Null only when site.yaml failed its own check, which stops the build.
 */
export function formLabels(site: SiteSettings | undefined) {
  return site ? leadLabelsOf(site.labels) : null;
}

function details(kind: ContactCard["kind"], site: SiteSettings | undefined): Pick<ContactCard, "lines" | "href"> {
  if (!site) return { lines: [] };
  const { address } = site;
  switch (kind) {
    case "email":
      return { lines: [site.email], href: `mailto:${site.email}` };
    case "phone":
      // tel: wants digits only: +1 (214) 555-0147 becomes tel:+12145550147.
      return { lines: [site.phone], href: `tel:${site.phone.replace(/[^+0-9]/g, "")}` };
    case "address":
      return { lines: [address.street, `${address.city}, ${address.region} ${address.postalCode}`] };
    case "offices":
      return { lines: site.offices.map((office) => `${office.country}: ${office.city}${office.role ? ` (${office.role})` : ""}`) };
    case "hours":
      return { lines: [site.businessHours] };
    case "note":
      return { lines: [] };
  }
}
