import type { ContentBundle } from "../content/types.ts";
import { businessToday, isJobOpen } from "./job-status.ts";
import { escapeXml } from "./xml.ts";

/** The sitemap of every page and collection entry but closed jobs; pure, so tests can feed it any bundle and day. */
export function sitemapXml(bundle: Pick<ContentBundle, "routes">, origin: string, today = businessToday()): string {
  const urls = bundle.routes
    .filter((route) => route.kind !== "brochure" && !(route.validThrough && !isJobOpen({ validThrough: route.validThrough }, today)))
    .map((route) => {
      const lastmod = route.lastmod ? `<lastmod>${route.lastmod}</lastmod>` : "";
      return `<url><loc>${origin}${route.path === "/" ? "/" : route.path}</loc>${lastmod}</url>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** The blog's RSS feed, newest article first. */
export function rssXml(bundle: Pick<ContentBundle, "articles" | "site" | "pages">, origin: string): string {
  const items = [...bundle.articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(
      (article) =>
        `<item><title>${escapeXml(article.title)}</title><link>${origin}${article.url}</link><guid>${origin}${article.url}</guid>` +
        `<pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate><category>${escapeXml(article.category)}</category>` +
        `<description>${escapeXml(article.excerpt)}</description></item>`,
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(bundle.site.name)} Blog</title>` +
    `<link>${origin}/blog</link><description>${escapeXml(bundle.pages["/blog"]?.seo.description ?? bundle.site.blurb)}</description>` +
    `<language>en-us</language>${items}</channel></rss>`
  );
}
