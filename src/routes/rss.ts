import { content, siteUrl } from "../content/content.server.ts";
import { escapeXml } from "../lib/xml.ts";

/** /rss.xml: the blog's articles, newest first. */
export function loader() {
  const origin = siteUrl();
  const items = [...content.articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(
      (article) =>
        `<item><title>${escapeXml(article.title)}</title><link>${origin}${article.url}</link><guid>${origin}${article.url}</guid>` +
        `<pubDate>${new Date(`${article.date}T12:00:00Z`).toUTCString()}</pubDate><category>${escapeXml(article.category)}</category>` +
        `<description>${escapeXml(article.excerpt)}</description></item>`,
    )
    .join("");
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(content.site.name)} Blog</title>` +
    `<link>${origin}/blog</link><description>${escapeXml(content.pages["/blog"]?.seo.description ?? content.site.blurb)}</description>` +
    `<language>en-us</language>${items}</channel></rss>`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
