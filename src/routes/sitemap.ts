import { content, siteUrl } from "../content/content.server.ts";
import { sitemapXml } from "../lib/feeds.ts";

/** /sitemap.xml, derived from the compiled content: every page and every collection entry. */
export function loader() {
  return new Response(sitemapXml(content, siteUrl()), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
