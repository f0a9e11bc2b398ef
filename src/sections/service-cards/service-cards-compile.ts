import { serviceRelation } from "../../content/compiler/editor/cms-config.ts";
import type { ListedContext, SectionCompileContext } from "../../content/compiler/section-compile.ts";
import type { ServiceCard, ServiceCards } from "../../content/entry-types.ts";

/** A service-cards section as its component receives it: one card per listed service. */
export type Compiled = ServiceCards & { cards: ServiceCard[] };

/**
 * The cards of a service-cards section: the listed services (left out or "all": every service, so a new
 * service file shows up without editing the page), with the fields a card shows. An unknown slug is
 * reported at its place in the list.
 */
export function compile(section: ServiceCards, { from, report }: SectionCompileContext): Compiled {
  const { services, serviceFiles } = from;
  const wanted = section.services === undefined || section.services === "all" ? services.map((service) => service.slug) : section.services;
  wanted.forEach((wantedSlug, position) => {
    if (!serviceFiles.includes(wantedSlug))
      report(["services", position], `there is no service "${wantedSlug}" (existing: ${serviceFiles.join(", ")})`);
  });
  const cards = wanted
    .map((wantedSlug) => services.find((service) => service.slug === wantedSlug))
    .filter((service) => service !== undefined)
    .map(({ slug, url, title, summary, icon, image, priceLine, features }) => ({
      slug,
      url,
      title,
      summary,
      icon,
      image,
      priceLine,
      features: features.slice(0, 4),
    }));
  return { ...section, cards };
}

/** The services it shows: the page changes in the sitemap when one of them does (docs/decisions/0215-sitemap-lastmod.md). */
export function listed(section: Compiled, { dayOf }: ListedContext): (string | undefined)[] {
  return section.cards.map((card) => dayOf(card.url));
}

/** Its own fields give the assistant no passages: the services it shows give their own passages (src/features/assistant/build-step/passage-index.ts). */
export const passages = false;

/** The browser editor picks the listed services from the services collection (src/content/compiler/editor/cms-config.ts). */
export const editorFields = { "services[]": { ...serviceRelation, multiple: true } };
