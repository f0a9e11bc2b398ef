import { formLabels } from "../../content/compiler/form-labels.ts";
import type { SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import type { ContactCard, ContactForm, SiteSettings } from "../../content/entry-types.ts";

/**
 * A contact-form section as its component receives it. leadLabels is null only when site.yaml failed its own
 * check, which the compiler reports as a content error.
 */
export type Compiled = Omit<ContactForm, "cards"> & { cards: ContactCard[]; leadLabels: LeadLabels | null };

/**
 * The query parameters ContactForm reads (src/features/leads/components/contact-form.tsx) to prefill itself: `service`, one of the
 * service options (finite, so prerendered), and `position`, a job title in free text (open: a server
 * render, the prefill visitors without JavaScript need). See docs/decisions/0190-query-allow-lists.md.
 */
export const query = (section: Compiled) => ({
  service: section.leadLabels?.serviceChoices ?? [],
  position: null,
});

/**
 * The contact cards with their details from content/site.yaml, so the page file never repeats an
 * address, and the labels the form checks its fields with.
 */
export function compile(section: ContactForm, { from }: SectionCompileContext): Compiled {
  const { site } = from;
  return { ...section, cards: section.cards.map((card) => ({ ...card, ...details(card.kind, site) })), leadLabels: formLabels(site) };
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

/** Its own fields give the assistant no passages: a form's labels and contact details are not facts a visitor asks the assistant about (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;
