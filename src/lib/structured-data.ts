import type { ShellData } from "../content/shell.server.ts";
import type { CompiledCaseStudy, CompiledJob, ShareImage } from "../content/types.ts";
import { LOGO } from "./brand-assets.ts";
import { stockImageUrl } from "./stock-image.ts";
import { noonOn } from "./zoned-date-time.ts";

type Site = ShellData["site"];
export type JsonLd = Record<string, unknown>;

/** The company as search engines should know it (docs/decisions/0212-organization-structured-data.md); other entities point at it by @id. */
export function organization(site: Site, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: logoImage(siteUrl),
    image: logoImage(siteUrl),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.founded),
    address: postalAddress(site),
    contactPoint: [contactPoint(site)],
    ...sameAs(site),
  };
}

/** The raster logo as an ImageObject; search engines ignore SVG logos and want at least 112×112 pixels. */
export function logoImage(siteUrl: string): JsonLd {
  return { "@type": "ImageObject", url: `${siteUrl}${LOGO.path}`, width: LOGO.width, height: LOGO.height };
}

/** How customers reach the company: phone, email and the hours someone answers, all from site settings. */
export function contactPoint(site: Site): JsonLd {
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

export function localBusiness(site: Site, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#localbusiness`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: logoImage(siteUrl),
    image: logoImage(siteUrl),
    email: site.email,
    telephone: site.phone,
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

/**
 * A blog article; the publisher points at the Organization node by @id. Its images are the 1:1, 4:3 and
 * 16:9 share images; its dates are noon in the business's time zone; the author links to their profile,
 * or to the About page when content names none (docs/decisions/0213-article-structured-data.md).
 */
export function blogPosting(
  article: {
    title: string;
    excerpt: string;
    url: string;
    date: string;
    updated?: string;
    author: string;
    authorRole?: string;
    authorUrl?: string;
    category: string;
    tags: readonly string[];
    shareImages: readonly ShareImage[];
  },
  site: Pick<Site, "timeZone">,
  siteUrl: string,
): JsonLd {
  const url = `${siteUrl}${article.url}`;
  const authorUrl = article.authorUrl ?? "/about";
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    image: article.shareImages.map((image) => `${siteUrl}${image.url}`),
    datePublished: noonOn(article.date, site.timeZone),
    dateModified: noonOn(article.updated ?? article.date, site.timeZone),
    author: {
      "@type": "Person",
      name: article.author,
      url: authorUrl.startsWith("/") ? `${siteUrl}${authorUrl}` : authorUrl,
      ...(article.authorRole ? { jobTitle: article.authorRole } : {}),
    },
    publisher: { "@id": `${siteUrl}/#organization` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category,
    keywords: article.tags.join(", "),
    inLanguage: "en-US",
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
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: service.pricing.monthly,
              priceCurrency: "USD",
              unitCode: "MON",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          },
        }
      : {}),
  };
}

const EMPLOYMENT_TYPES: Record<CompiledJob["type"], string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/**
 * Google's JobPosting with its required properties (title, description, datePosted, hiringOrganization,
 * jobLocation or remote terms) and the recommended ones (validThrough, employmentType, baseSalary, identifier).
 */
export function jobPosting(job: CompiledJob, site: Site, siteUrl: string): JsonLd {
  const years = Number.parseInt(job.experience, 10);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.posted,
    validThrough: job.validThrough,
    employmentType: EMPLOYMENT_TYPES[job.type],
    url: `${siteUrl}${job.url}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: site.name,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}${LOGO.path}`,
    },
    // Fully remote jobs name the country people may work from instead of an office (Google's remote-job rules).
    ...(job.remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } }
      : { jobLocation: { "@type": "Place", address: postalAddress(site) } }),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: job.salary.min, maxValue: job.salary.max, unitText: "YEAR" },
    },
    ...(Number.isFinite(years)
      ? { experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: years * 12 } }
      : {}),
    industry: "Information Technology",
    occupationalCategory: job.department,
    directApply: false,
  };
}

/** The posting's full text as simple HTML, which Google accepts in a JobPosting's description. */
function jobDescriptionHtml(job: CompiledJob): string {
  const list = (title: string, items: readonly string[]) =>
    `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    list("Key Responsibilities", job.responsibilities),
    list("Requirements", job.requirements),
    list("Benefits & Perks", job.benefits),
  ].join("");
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A case study as a CreativeWork made by the company (it has no publication date, so not an Article). */
export function caseStudySchema(study: CompiledCaseStudy, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: study.title,
    headline: study.title,
    description: study.seo.description,
    abstract: study.description,
    url: `${siteUrl}${study.url}`,
    image: stockImageUrl(study.image.id, 1200, 630),
    genre: "Case study",
    about: study.category,
    keywords: study.technologies.join(", "),
    creator: { "@id": `${siteUrl}/#organization` },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}
