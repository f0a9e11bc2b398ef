/**
 * The compiled content bundle's shape. Every field an editor writes is typed by the generated schema
 * types; this file only adds what the compiler derives (slugs, URLs, HTML, display strings).
 */
import type {
  BlogArticle,
  CaseStudy,
  FrequentlyAskedQuestions,
  JobOpening,
  Page,
  Section,
  Service,
  ServiceCards,
  SiteSettings,
  TextBlock,
} from "../../.generated/content-types.ts";

export type * from "../../.generated/content-types.ts";

export interface CompiledService extends Service {
  slug: string;
  url: string;
  /** "Starting at $299/month", or the pricing label such as "Contact for Pricing". */
  priceLine: string;
}

export type ServiceCard = Pick<CompiledService, "slug" | "url" | "title" | "summary" | "icon" | "image" | "priceLine"> & {
  /** The first four features. */
  features: string[];
};

export type CompiledSection =
  | Exclude<Section, ServiceCards | TextBlock>
  | (ServiceCards & { cards: ServiceCard[] })
  | (TextBlock & { html: string });

export interface CompiledPage extends Omit<Page, "sections"> {
  /** The file's name, e.g. about for content/pages/about.yaml. */
  name: string;
  path: string;
  heading: string;
  sections: CompiledSection[];
}

export interface CompiledCaseStudy extends CaseStudy {
  id: string;
  url: string;
}

export interface CompiledJob extends JobOpening {
  slug: string;
  url: string;
  /** "$120,000-$160,000" */
  salaryText: string;
}

export interface CompiledArticle extends BlogArticle {
  id: string;
  url: string;
  html: string;
  readTime: string;
  /** The date in long US format, e.g. December 5, 2024. */
  dateText: string;
}

export interface RouteEntry {
  path: string;
  title: string;
  description: string;
  kind: "page" | "service" | "case-study" | "job" | "article";
  lastmod?: string;
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
}
