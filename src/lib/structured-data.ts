import type { ShellData } from "../content/shell.server.ts";

type Site = ShellData["site"];
export type JsonLd = Record<string, unknown>;

/** The company as search engines should know it; other entities point at it by @id. */
export function organization(site: Site, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: postalAddress(site),
  };
}

export function localBusiness(site: Site, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#localbusiness`,
    name: site.name,
    url: `${siteUrl}/`,
    image: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    priceRange: "$$",
    address: postalAddress(site),
    areaServed: ["United States", "India", "Singapore"],
    parentOrganization: { "@id": `${siteUrl}/#organization` },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
  };
}

export function breadcrumbList(trail: readonly { label: string; href: string }[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.href === "/" ? "/" : crumb.href}`,
    })),
  };
}

export function postalAddress(site: Site): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.regionCode ?? site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

export function serviceSchema(
  service: { title: string; description: string; url: string; pricing: { monthly: number } | { label: string } },
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: `${siteUrl}${service.url}`,
    serviceType: service.title,
    provider: { "@id": `${siteUrl}/#organization` },
    areaServed: { "@type": "Country", name: "United States" },
    ...("monthly" in service.pricing
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "USD",
            priceSpecification: { "@type": "UnitPriceSpecification", price: service.pricing.monthly, priceCurrency: "USD", unitCode: "MON", referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" } },
          },
        }
      : {}),
  };
}
