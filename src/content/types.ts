/**
 * The compiled content bundle's shape. Every field an editor writes is typed by the generated schema
 * types; this file only adds what the compiler derives (slugs, URLs, HTML, display strings).
 */
import type {
  ArticleBrowser,
  BlogArticle,
  CaseStudy,
  CaseStudyGrid,
  CaseStudySpotlight,
  ContactForm,
  FaqBrowser,
  FrequentlyAskedQuestions,
  JobList,
  JobOpening,
  Newsletter,
  Page,
  Section,
  Service,
  ServiceCards,
  SiteSettings,
  Prose,
} from "../../.generated/content-types.ts";
import type { ChatData } from "./chat-data-shape.ts";
import type { LeadLabels } from "./lead-labels.ts";

export type * from "../../.generated/content-types.ts";

/** A share image generated at build time (scripts/share-image/), served from the site's own origin. */
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

export type CompiledSection =
  | Exclude<
      Section,
      ServiceCards | Prose | ArticleBrowser | FaqBrowser | ContactForm | Newsletter | CaseStudySpotlight | CaseStudyGrid | JobList
    >
  | (ServiceCards & { cards: ServiceCard[] })
  | (Prose & { html: string })
  // featured is null only when no article is featured, which the compiler reports as a content error.
  | (ArticleBrowser & { featured: ArticleCard | null; cards: ArticleCard[] })
  | (FaqBrowser & { groups: FaqGroup[] })
  // leadLabels is null only when site.yaml failed its own check, which the compiler reports as a content error.
  | (Omit<ContactForm, "cards"> & { cards: ContactCard[]; leadLabels: LeadLabels | null })
  | (Newsletter & { leadLabels: LeadLabels | null })
  // null only when no case study is featured, which the compiler reports as a content error.
  | (CaseStudySpotlight & { study: CaseStudySpotlightCard | null })
  | (CaseStudyGrid & { cards: CaseStudyCard[] })
  | (JobList & { jobs: JobCard[] });

/** One section type as its component receives it, after the compiler filled in what it derives: `CompiledSectionOf<"job-list">`. */
export type CompiledSectionOf<T extends CompiledSection["type"]> = Extract<CompiledSection, { type: T }>;

export interface CompiledPage extends Omit<Page, "sections"> {
  /** The file's name, e.g. about for content/pages/about.yaml. */
  name: string;
  path: string;
  heading: string;
  sections: CompiledSection[];
  shareImage: ShareImage;
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
  /** The contact form with Job Inquiry chosen and this position named (docs/decisions/0014). */
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

export interface RouteEntry {
  path: string;
  title: string;
  description: string;
  /** Brochures are printable copies of service pages: prerendered, but kept out of the sitemap. */
  kind: "page" | "service" | "brochure" | "case-study" | "job" | "article";
  lastmod?: string;
  /** Jobs only: the last day the position is open; after it the job leaves the sitemap. */
  validThrough?: string;
  /** Every indexable route has one; brochures are printable copies and have none. */
  shareImage?: ShareImage;
}

/**
 * What every page's frame needs, as the root loader returns it (src/content/shell.server.ts builds it):
 * navigation, footer, the services menu, and the words of the frame, the error pages, cards and forms
 * (docs/decisions/0146). Small on purpose.
 */
export interface ShellData {
  siteUrl: string;
  site: Pick<
    SiteSettings,
    | "name"
    | "legalName"
    | "tagline"
    | "blurb"
    | "email"
    | "phone"
    | "address"
    | "navigation"
    | "footer"
    | "founded"
    | "openingHours"
    | "timeZone"
    | "geo"
    | "profiles"
  >;
  labels: Pick<SiteSettings["labels"], "layout" | "chat" | "notFound" | "error" | "cards"> & {
    /** The service choices travel with the contact form's section, the only place that shows them (docs/decisions/0228). */
    forms: Omit<SiteSettings["labels"]["forms"], "serviceChoices" | "jobChoice">;
  };
  services: Pick<CompiledService, "slug" | "url" | "title" | "navLabel" | "icon">[];
}

export interface ContentBundle {
  site: SiteSettings;
  pages: Record<string, CompiledPage>;
  services: CompiledService[];
  caseStudies: CompiledCaseStudy[];
  jobs: CompiledJob[];
  articles: CompiledArticle[];
  faq: FrequentlyAskedQuestions["categories"];
  routes: RouteEntry[];
  /** The day (in site.yaml's timeZone) the content was compiled: the server knows which jobs closed since. */
  compiledOn: string;
  /** The chat assistant's knowledge index and settings, served as /chat-data.json. */
  chat: ChatData;
}
