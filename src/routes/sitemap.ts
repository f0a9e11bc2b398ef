import { content, siteUrl } from "../content/content.server.ts";

/** /sitemap.xml, derived from the compiled content: every page and every collection entry. */
export function loader() {
  const origin = siteUrl();
  const urls = content.routes
    .map((route) => {
      const lastmod = route.lastmod ? `<lastmod>${route.lastmod}</lastmod>` : "";
      return `<url><loc>${origin}${route.path === "/" ? "/" : route.path}</loc>${lastmod}</url>`;
    })
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
