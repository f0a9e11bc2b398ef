import { content, siteUrl } from "./content.server.ts";

/**
 * What every page's frame needs: navigation, footer, the services menu, and the words of the frame,
 * the error pages, cards and forms (docs/decisions/0146). Small on purpose.
 */
export function shellData() {
  const { site, services } = content;
  const { layout, chat, notFound, error, cards } = site.labels;
  // The service choices travel with the contact form's section, the only place that shows them (docs/decisions/0228).
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

export type ShellData = ReturnType<typeof shellData>;
