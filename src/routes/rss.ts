import { content, siteUrl } from "../content/content.server.ts";
import { rssXml } from "../lib/feeds.ts";

/** /rss.xml: the blog's articles, newest first. */
export function loader() {
  return new Response(rssXml(content, siteUrl()), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
