/**
 * What the compiler derives for each entry of a collection (services, case studies, jobs, articles) and the
 * cards that sections draw from them, over the schema types. The sections' compile steps
 * (src/sections/<key>/<key>-compile.ts) build on these, and types.ts builds the page on the sections: kept
 * apart so the types stand in layers, never in a circle.
 */
import type { BlogArticle, CaseStudy, ContactForm, FrequentlyAskedQuestions, JobOpening, Service } from "../../.generated/content-types.ts";

export type * from "../../.generated/content-types.ts";

/** A share image generated at build time (src/content/compiler/share-image/), served from the site's own origin. */
export interface ShareImage {
  /** Site-relative address, e.g. /og/services-cloud.1a2b3c4d.png; the name changes when the card does. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface CompiledService extends Service {
  slug: string;
  shareImage: ShareImage;
  url: string;
  /** "Starting at $299/month", or the pricing label such as "Contact for Pricing". */
  priceLine: string;
}

export type ServiceCard = Pick<CompiledService, "slug" | "url" | "title" | "summary" | "icon" | "image" | "priceLine"> & {
  /** The first four features. */
  features: string[];
};

/** What a portfolio card needs of a case study; the compiler keeps the page's data small. */
export type CaseStudyCard = Pick<
  CompiledCaseStudy,
  "id" | "url" | "title" | "client" | "category" | "description" | "timeline" | "teamSize" | "image"
> & {
  /** The first three technologies. */
  technologies: string[];
  /** How many technologies the card leaves out (the '+N' badge). */
  moreTechnologies: number;
};

/** The featured case study in the portfolio's spotlight. */
export type CaseStudySpotlightCard = Pick<
  CompiledCaseStudy,
  "id" | "url" | "title" | "client" | "category" | "description" | "timeline" | "teamSize" | "image"
> & {
  /** The first three results. */
  results: string[];
};

/** What the careers page's list needs of a job opening. */
export type JobCard = Pick<
  CompiledJob,
  | "slug"
  | "url"
  | "title"
  | "department"
  | "location"
  | "type"
  | "salaryText"
  | "skills"
  | "summary"
  | "posted"
  | "postedText"
  | "applyUrl"
  | "validThrough"
>;

/** What an article card needs (never the body): the blog's grid, its Editor's Pick and related articles. */
export type ArticleCard = Pick<
  CompiledArticle,
  "id" | "url" | "title" | "excerpt" | "author" | "date" | "dateText" | "readTime" | "category" | "image"
> & {
  /** The first two tags. */
  tags: string[];
  /** How many tags the card leaves out (the '+N more' badge). */
  moreTags: number;
};

/** One FAQ category with stable ids for its heading and for each question's button and panel. */
export interface FaqGroup {
  id: string;
  name: string;
  icon?: FrequentlyAskedQuestions["categories"][number]["icon"];
  questions: { id: string; question: string; answer: string }[];
}

/** A contact card with its details resolved from the site settings. */
export interface ContactCard {
  kind: ContactForm["cards"][number]["kind"];
  title: string;
  text?: string;
  /** The details, one per line, e.g. the address's street and city. */
  lines: string[];
  /** mailto: or tel: for the email and phone cards. */
  href?: string;
}

export interface CompiledCaseStudy extends CaseStudy {
  id: string;
  url: string;
  shareImage: ShareImage;
}

export interface CompiledJob extends JobOpening {
  slug: string;
  url: string;
  /** "$120,000-$160,000" */
  salaryText: string;
  /** The posting date in long US format, e.g. November 12, 2026. */
  postedText: string;
  /** The application form on the job's own page, /careers/<slug>#apply. */
  applyUrl: string;
  shareImage: ShareImage;
}

export interface CompiledArticle extends BlogArticle {
  id: string;
  url: string;
  html: string;
  readTime: string;
  /** The date in long US format, e.g. December 5, 2024. */
  dateText: string;
  /** Up to two other articles of the same category, lowest number first. */
  related: ArticleCard[];
  shareImage: ShareImage;
  /** The 1:1, 4:3 and 16:9 images that BlogPosting structured data offers. */
  shareImages: ShareImage[];
}
