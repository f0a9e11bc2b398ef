import { describe, expect, it } from "vitest";
import type { CompiledJob, ShellData } from "../content/types.ts";
import { localBusiness, organization, webSite } from "./structured-data.ts";
import { jobPosting } from "./structured-data-job.ts";

const SITE_URL = "https://www.example.com";
const site = {
  name: "Meridian IT Solutions",
  email: "hello@example.com",
  phone: "+1 (214) 555-0147",
  address: { street: "2200 Ross Avenue", city: "Dallas", region: "Texas", regionCode: "TX", postalCode: "75201", country: "US" },
  openingHours: { days: ["Monday", "Friday"], opens: "08:30", closes: "17:00" },
  geo: { latitude: 32.7876, longitude: -96.7985 },
} as unknown as ShellData["site"];

describe("organization and localBusiness", () => {
  const logo = { "@type": "ImageObject", url: `${SITE_URL}/logo.png`, width: 512, height: 512 };
  const contactPoint = {
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone: "+1 (214) 555-0147",
    email: "hello@example.com",
    hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Friday"], opens: "08:30", closes: "17:00" },
  };

  it("carry a raster logo and a contact point with the hours from site settings", () => {
    for (const data of [organization(site, SITE_URL), localBusiness(site, SITE_URL)])
      expect(data).toMatchObject({ logo, contactPoint: [contactPoint] });
    expect(localBusiness(site, SITE_URL)).toMatchObject({
      geo: { "@type": "GeoCoordinates", latitude: 32.7876, longitude: -96.7985 },
      openingHoursSpecification: contactPoint.hoursAvailable,
    });
  });

  it("name the company's profiles as sameAs only when content configures some, and geo only when given", () => {
    expect(organization(site, SITE_URL)).not.toHaveProperty("sameAs");
    const { geo: _geo, ...withoutGeo } = site;
    expect(localBusiness(withoutGeo, SITE_URL)).not.toHaveProperty("geo");
    const profiles = ["https://www.linkedin.com/company/example"];
    expect(organization({ ...site, profiles }, SITE_URL)).toMatchObject({ sameAs: profiles });
    expect(localBusiness({ ...site, profiles }, SITE_URL)).toMatchObject({ sameAs: profiles });
  });
});

describe("webSite", () => {
  it("names the site search's address as a SearchAction, with the query in {search_term_string}", () => {
    expect(webSite(site, SITE_URL)).toMatchObject({
      "@type": "WebSite",
      url: `${SITE_URL}/`,
      publisher: { "@id": `${SITE_URL}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: `${SITE_URL}/search?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    });
  });
});

const job: CompiledJob = {
  order: 1,
  slug: "senior-cloud-engineer",
  url: "/careers/senior-cloud-engineer",
  title: "Senior Cloud Engineer",
  department: "Cloud Engineering",
  location: "Dallas, TX (Hybrid)",
  type: "Full-time",
  experience: "5+ years",
  salary: { min: 120000, max: 160000 },
  salaryText: "$120,000-$160,000",
  posted: "2026-11-12",
  postedText: "November 12, 2026",
  validThrough: "2027-02-12",
  applyUrl: "/contact?service=Job%20Inquiry&position=Senior%20Cloud%20Engineer",
  summary: "Design and build secure cloud platforms.",
  description: "Own the design of client environments & migrations <without> downtime.",
  skills: ["AWS", "Terraform"],
  responsibilities: ["Design landing zones", "Write Terraform", "Lead migrations", "Mentor engineers"],
  requirements: ["5+ years of cloud engineering", "Terraform", "Kubernetes", "Networking"],
  benefits: ["$2,500 annual learning budget", "Health insurance", "401(k) match", "Paid time off"],
  team: "Cloud Platform Team",
  reportsTo: "Director of Cloud Engineering",
  seo: { title: "Senior Cloud Engineer Job", description: "A job." },
  shareImage: { url: "/og/careers-senior-cloud-engineer.abc.png", alt: "A job", width: 1200, height: 630 },
};

describe("jobPosting", () => {
  it("has Google's required and recommended properties for an office job", () => {
    const posting = jobPosting(job, site, SITE_URL);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Senior Cloud Engineer",
      datePosted: "2026-11-12",
      validThrough: "2027-02-12",
      employmentType: "FULL_TIME",
      directApply: true,
      identifier: { "@type": "PropertyValue", name: "Meridian IT Solutions", value: "senior-cloud-engineer" },
      hiringOrganization: {
        "@type": "Organization",
        "@id": `${SITE_URL}/#organization`,
        name: "Meridian IT Solutions",
        sameAs: `${SITE_URL}/`,
      },
      jobLocation: { "@type": "Place", address: { addressLocality: "Dallas", addressRegion: "TX", addressCountry: "US" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 160000, unitText: "YEAR" },
      },
      experienceRequirements: { monthsOfExperience: 60 },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("describes the job in escaped HTML with its lists", () => {
    const { description } = jobPosting(job, site, SITE_URL) as { description: string };
    expect(description).toContain("<p>Own the design of client environments &amp; migrations &lt;without&gt; downtime.</p>");
    expect(description).toContain("<h3>Key Responsibilities</h3><ul><li>Design landing zones</li><li>Write Terraform</li>");
    expect(description).toContain("<h3>Benefits &amp; Perks</h3>");
  });

  it("marks a remote job as telecommuting from the United States, without an office location", () => {
    const posting = jobPosting({ ...job, remote: true }, site, SITE_URL);
    expect(posting).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } });
    expect(posting).not.toHaveProperty("jobLocation");
  });
});
