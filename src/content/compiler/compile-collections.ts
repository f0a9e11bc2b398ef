import type {
  BlogArticle,
  CaseStudy,
  CompiledArticle,
  CompiledCaseStudy,
  CompiledJob,
  CompiledService,
  JobOpening,
  Service,
  SiteSettings,
} from "../types.ts";
import { join } from "node:path";
import type { ImageRef } from "../../lib/own-photo.ts";
import type { shareCardCollector, CardText } from "./share-image/card-spec.ts";
import { withRelatedArticles } from "./article-sections.ts";
import { fillTemplate } from "../../lib/fill-template.ts";
import type { Loaded } from "./content-files.ts";
import { markdownToHtml, wordCount } from "./markdown.ts";

type ShareCards = ReturnType<typeof shareCardCollector>;

/** Each entry of a collection gets its address, its derived texts and its share image; the order is the site's. */
export function collectionCompiler(cards: ShareCards, site: SiteSettings | undefined, mediaDir = "") {
  const labels = site?.shareCard;
  const card = (eyebrow: string | undefined, title: string, image?: ImageRef): CardText => ({
    eyebrow: eyebrow ?? "",
    title,
    brand: site?.name ?? "",
    tagline: site?.tagline ?? "",
    // An entry's own photo shows on its share card.
    ...(image && "file" in image && image.media ? { photo: { path: join(mediaDir, image.file), hash: image.media.hash } } : {}),
  });
  return {
    /** The home page's card has its own eyebrow; other pages show their heading. */
    pageCard: (path: string, heading: string, title: string) => cards.forRoute(path, card(path === "/" ? labels?.home : heading, title)),

    services: (services: Loaded<Service>[]) =>
      services
        .map(({ name, data }): CompiledService => ({
          ...data,
          slug: name,
          url: `/services/${name}`,
          priceLine: priceLine(data, site?.labels.service.startingAt ?? ""),
          shareImage: cards.forRoute(`/services/${name}`, card(labels?.service, data.title, data.image)),
        }))
        .sort((a, b) => a.order - b.order),

    caseStudies: (caseStudies: Loaded<CaseStudy>[]) =>
      caseStudies
        .map(({ name, data }): CompiledCaseStudy => ({
          ...data,
          id: name,
          url: `/portfolio/${name}`,
          shareImage: cards.forRoute(
            `/portfolio/${name}`,
            card(labels && `${labels.caseStudy} · ${data.category}`, data.title, data.image),
          ),
        }))
        .sort((a, b) => Number(a.id) - Number(b.id)),

    jobs: (jobs: Loaded<JobOpening>[]) =>
      jobs
        .map(({ name, data }): CompiledJob => ({
          ...data,
          slug: name,
          url: `/careers/${name}`,
          salaryText: `${dollars(data.salary.min)}-${dollars(data.salary.max)}`,
          postedText: longUsDate(data.posted),
          applyUrl: `/careers/${name}#apply`,
          shareImage: cards.forRoute(`/careers/${name}`, card(labels && `${labels.job} · ${data.type}`, data.title)),
        }))
        .sort((a, b) => a.order - b.order),

    articles: (articles: Loaded<BlogArticle>[]): CompiledArticle[] =>
      withRelatedArticles(
        articles
          .map(({ name, data, source }): Omit<CompiledArticle, "related"> => ({
            ...data,
            id: name,
            url: `/blog/${name}`,
            html: markdownToHtml(source.body ?? ""),
            readTime: `${Math.max(1, Math.ceil(wordCount(source.body ?? "") / 200))} min read`,
            dateText: longUsDate(data.date),
            shareImage: cards.forRoute(`/blog/${name}`, card(labels && `${labels.article} · ${data.category}`, data.title, data.image)),
            shareImages: cards.forArticle(`/blog/${name}`, card(labels && `${labels.article} · ${data.category}`, data.title, data.image)),
          }))
          .sort((a, b) => Number(a.id) - Number(b.id)),
      ),
  };
}

/** "Starting at $299/month" from site.yaml's labels.service.startingAt, or the service's own price text. */
function priceLine(service: Service, startingAt: string): string {
  return "monthly" in service.pricing ? fillTemplate(startingAt, { price: dollars(service.pricing.monthly) }) : service.pricing.label;
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function longUsDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
