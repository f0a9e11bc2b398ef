import type { ContentBundle } from "../content/types.ts";
import { LOGO } from "./brand-assets.ts";
import { businessToday, isJobOpen } from "./job-status.ts";
import { escapeXml } from "./xml.ts";
import { noonOn } from "./zoned-date-time.ts";

/** The sitemap of every page and collection entry but closed jobs; pure, so tests can feed it any bundle and day. */
export function sitemapXml(
  bundle: Pick<ContentBundle, "routes" | "site">,
  origin: string,
  today = businessToday(bundle.site.timeZone),
): string {
  const urls = bundle.routes
    .filter((route) => route.kind !== "brochure" && !(route.validThrough && !isJobOpen({ validThrough: route.validThrough }, today)))
    .map((route) => {
      const lastmod = route.lastmod ? `<lastmod>${route.lastmod}</lastmod>` : "";
      return `<url><loc>${origin}${route.path === "/" ? "/" : route.path}</loc>${lastmod}</url>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/**
 * The blog's RSS feed, newest article first. It names its own address (atom:link rel="self") and
 * when it last changed (lastBuildDate: the newest publication or revision, so an unchanged blog keeps
 * its date across builds); dates are noon in the business's time zone, written in RFC 822 as RSS asks.
 */
export function rssXml(bundle: Pick<ContentBundle, "articles" | "site" | "pages">, origin: string): string {
  const { site } = bundle;
  const rfc822 = (day: string) => new Date(noonOn(day, site.timeZone)).toUTCString();
  const articles = [...bundle.articles].sort((a, b) => b.date.localeCompare(a.date));
  const lastChange = latestDay(articles.map((article) => article.updated ?? article.date));
  const items = articles
    .map(
      (article) =>
        `<item><title>${escapeXml(article.title)}</title><link>${origin}${article.url}</link><guid isPermaLink="true">${origin}${article.url}</guid>` +
        `<pubDate>${rfc822(article.date)}</pubDate><dc:creator>${escapeXml(article.author)}</dc:creator>` +
        `<category>${escapeXml(article.category)}</category><description>${escapeXml(article.excerpt)}</description></item>`,
    )
    .join("");
  const title = `${escapeXml(site.name)} Blog`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${title}</title>` +
    `<link>${origin}/blog</link><atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(bundle.pages["/blog"]?.seo.description ?? site.blurb)}</description><language>en-us</language>` +
    (lastChange ? `<lastBuildDate>${rfc822(lastChange)}</lastBuildDate>` : "") +
    `<image><url>${origin}${LOGO.path}</url><title>${title}</title><link>${origin}/blog</link></image>${items}</channel></rss>`
  );
}

/** The latest of some YYYY-MM-DD days. */
function latestDay(days: readonly string[]): string | undefined {
  return [...days].sort().at(-1);
}
