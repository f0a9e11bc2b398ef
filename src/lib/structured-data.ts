/**
 * Structured data (JSON-LD, schema.org) of the company and of any page: Organization, local business, the
 * website with its search, breadcrumbs, FAQ. Entries have theirs in structured-data-entries.ts and structured-data-job.ts.
 */
import type { ShellData } from "../content/types.ts";
import { LOGO } from "./brand-assets.ts";

export type Site = ShellData["site"];
export type JsonLd = Record<string, unknown>;

/** The company as search engines should know it; other entities point at it by @id. */
export function organization(site: Site, siteUrl: string): JsonLd {
  return {
    ...company("Organization", "organization", site, siteUrl, { legalName: site.legalName }),
    foundingDate: String(site.founded),
    address: postalAddress(site),
    contactPoint: [contactPoint(site)],
    ...sameAs(site),
  };
}

/**
 * What the Organization and the local business say alike: who the company is (`names`: more names
 * than the short one), where it is online, how it is reached. `anchor` makes its @id.
 */
function company(type: string, anchor: string, site: Site, siteUrl: string, names: JsonLd = {}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${siteUrl}/#${anchor}`,
    name: site.name,
    ...names,
    url: `${siteUrl}/`,
    logo: logoImage(siteUrl),
    image: logoImage(siteUrl),
    email: site.email,
    telephone: site.phone,
  };
}

/** The raster logo as an ImageObject; search engines ignore SVG logos and want at least 112×112 pixels. */
function logoImage(siteUrl: string): JsonLd {
  return { "@type": "ImageObject", url: `${siteUrl}${LOGO.path}`, width: LOGO.width, height: LOGO.height };
}

/** How customers reach the company: phone, email and the hours someone answers, all from site settings. */
function contactPoint(site: Site): JsonLd {
  return {
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone: site.phone,
    email: site.email,
    areaServed: site.address.country,
    availableLanguage: "English",
    hoursAvailable: openingHours(site),
  };
}

function openingHours(site: Site): JsonLd {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: site.openingHours.days,
    opens: site.openingHours.opens,
    closes: site.openingHours.closes,
  };
}

/** The company's own profiles elsewhere, only when content names some. */
function sameAs(site: Site): JsonLd {
  return site.profiles?.length ? { sameAs: site.profiles } : {};
}

/** The company as a local professional service, part of the Organization. */
export function localBusiness(site: Site, siteUrl: string): JsonLd {
  return {
    ...company("ProfessionalService", "localbusiness", site, siteUrl),
    priceRange: "$$",
    address: postalAddress(site),
    ...(site.geo ? { geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude } } : {}),
    areaServed: ["United States", "India", "Singapore"],
    parentOrganization: { "@id": `${siteUrl}/#organization` },
    openingHoursSpecification: openingHours(site),
    contactPoint: [contactPoint(site)],
    ...sameAs(site),
  };
}

/** The site itself, with the search /search answers (docs/assistant.md, "Site search"), on the home page. */
export function webSite(site: Site, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
    url: `${siteUrl}/`,
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: `${siteUrl}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
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

/** FAQPage from every question and answer shown on the page. */
export function faqPage(questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
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
