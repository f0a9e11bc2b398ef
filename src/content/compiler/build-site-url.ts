/**
 * The public origin a production build writes into canonicals, the sitemap, robots.txt, the feed and
 * structured data. A missing or local one is refused unless the build asks for it
 * (docs/decisions/0214-production-build-site-url.md).
 */
export const ALLOW_LOCAL_FLAG = "ALLOW_LOCALHOST_SITE_URL";
/** The origin a local build is made for when SITE_URL is not set: the address npm start serves. */
export const LOCAL_SITE_URL = "http://localhost:3000";

export type SiteUrlCheck = { ok: true; siteUrl: string } | { ok: false; message: string };

const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/;

/** Whether a build's origin is this machine's: only `npm start`, tests and benchmarks build for one. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  return URL.canParse(siteUrl) && LOCAL_HOSTS.test(new URL(siteUrl).hostname);
}

export function checkBuildSiteUrl(env: Record<string, string | undefined>): SiteUrlCheck {
  const allowLocal = env[ALLOW_LOCAL_FLAG] === "1";
  const raw = env.SITE_URL?.trim();
  const howToFix =
    `Set SITE_URL to the address the public uses, e.g. SITE_URL=https://www.example.com npm run build. ` +
    `For a build that only runs on this machine (development, tests), ask for it: ${ALLOW_LOCAL_FLAG}=1 npm run build.`;
  if (!raw) {
    if (allowLocal) return { ok: true, siteUrl: LOCAL_SITE_URL };
    return {
      ok: false,
      message: `SITE_URL is not set, so this build would publish ${LOCAL_SITE_URL} in every canonical link, the sitemap, robots.txt and the RSS feed. ${howToFix}`,
    };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `SITE_URL "${raw}" is not an address. ${howToFix}` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { ok: false, message: `SITE_URL "${raw}" must start with https://. ${howToFix}` };
  if (url.pathname !== "/" || url.search || url.hash)
    return { ok: false, message: `SITE_URL "${raw}" must be an origin only, without a path, e.g. https://www.example.com. ${howToFix}` };
  if (LOCAL_HOSTS.test(url.hostname) && !allowLocal)
    return { ok: false, message: `SITE_URL "${raw}" points at this machine, which no visitor can reach. ${howToFix}` };
  return { ok: true, siteUrl: url.origin };
}
