/** The site's public origin from SITE_URL, e.g. https://www.example.com. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  // No trailing slash: canonical URLs must match the sitemap.
  return (env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
