import { content, siteUrl } from "./content.server.ts";
import type { ShellData } from "./types.ts";

/** What every page's frame needs (ShellData, src/content/types.ts), from the compiled content. */
export function shellData(): ShellData {
  const { site, services } = content;
  const { layout, chat, notFound, error, cards } = site.labels;
  const { serviceChoices: _choices, jobChoice: _jobChoice, ...forms } = site.labels.forms;
  return {
    siteUrl: siteUrl(),
    site: {
      name: site.name,
      legalName: site.legalName,
      tagline: site.tagline,
      blurb: site.blurb,
      email: site.email,
      phone: site.phone,
      address: site.address,
      navigation: site.navigation,
      footer: site.footer,
      founded: site.founded,
      openingHours: site.openingHours,
      timeZone: site.timeZone,
      ...(site.geo ? { geo: site.geo } : {}),
      ...(site.profiles ? { profiles: site.profiles } : {}),
    },
    labels: { layout, chat, notFound, error, cards, forms },
    services: services.map(({ slug, url, title, navLabel, icon }) => ({ slug, url, title, navLabel, icon })),
  };
}
