/** Structured data of articles, services and case studies (JSON-LD, schema.org). */
import type { CompiledCaseStudy, ShareImage } from "../content/types.ts";
import { imageAddress } from "./stock-image.ts";
import type { JsonLd, Site } from "./structured-data.ts";
import { noonOn } from "./zoned-date-time.ts";

/**
 * A blog article; the publisher points at the Organization node by @id. Its images are the 1:1, 4:3 and
 * 16:9 share images; its dates are noon in the business's time zone; the author links to their profile,
 * or to the About page when content names none.
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
    image: imageAddress(study.image, 1200, 630, siteUrl),
    genre: "Case study",
    about: study.category,
    keywords: study.technologies.join(", "),
    creator: { "@id": `${siteUrl}/#organization` },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}
