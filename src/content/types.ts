/**
 * The compiled content bundle's shape. Every field an editor writes is typed by the generated schema
 * types; this file only adds what the compiler derives (slugs, URLs, HTML, display strings). The compiled
 * entries and the cards drawn from them are in entry-types.ts; each section's compiled shape is derived
 * from its folder into .generated/compiled-sections.ts.
 */
import type { CompiledSection } from "../../.generated/compiled-sections.ts";
import type { CompiledCaseStudy, CompiledJob, CompiledArticle, CompiledService, ShareImage } from "./entry-types.ts";
import type { FrequentlyAskedQuestions, Page, SiteSettings } from "../../.generated/content-types.ts";
import type { ChatData } from "./chat-data-shape.ts";

export type * from "./entry-types.ts";
export type { CompiledSection };

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
    /** The service choices travel with the contact form's section, the only place that shows them. */
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
