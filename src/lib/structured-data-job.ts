/** Structured data of a job opening: Google's JobPosting. */
import type { CompiledJob } from "../content/types.ts";
import { LOGO } from "./brand-assets.ts";
import { postalAddress, type JsonLd, type Site } from "./structured-data.ts";

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
    // Only open jobs carry a JobPosting, and each has its application form on its own page (docs/decisions/0540).
    directApply: true,
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
