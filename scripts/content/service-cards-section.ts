import type { CompiledSection, CompiledService, Section } from "../../src/content/types.ts";

type ServiceCards = Extract<Section, { type: "service-cards" }>;

/**
 * The cards of a service-cards section: the listed services (left out or "all": every service, so a new
 * service file shows up without editing the page), with the fields a card shows. `report` receives each
 * unknown slug's position and a plain-words message.
 */
export function serviceCards(
  section: ServiceCards,
  services: readonly CompiledService[],
  serviceFiles: readonly string[],
  report: (position: number, message: string) => void,
): CompiledSection {
  const wanted = section.services === undefined || section.services === "all" ? services.map((service) => service.slug) : section.services;
  wanted.forEach((wantedSlug, position) => {
    if (!serviceFiles.includes(wantedSlug)) report(position, `there is no service "${wantedSlug}" (existing: ${serviceFiles.join(", ")})`);
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
