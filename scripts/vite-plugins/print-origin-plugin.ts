import type { Plugin } from "vite";
import { siteOrigin } from "../../src/platform/settings.server.ts";

/** The placeholder in src/app.css that becomes the site's origin as a CSS string. */
export const PRINT_ORIGIN_PLACEHOLDER = '"__SITE_ORIGIN__"';

/**
 * Printed pages show the address of each link (docs/decisions/0202). CSS cannot resolve a site-relative
 * href against the document's address, so the origin the prerendered pages are built for (SITE_URL,
 * the one their canonical links name) is written into the stylesheet at build time.
 */
export function printOriginPlugin(env?: Record<string, string | undefined>): Plugin {
  return {
    name: "print-origin",
    // Before Tailwind compiles the stylesheet, so the value is a plain custom property to it.
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]?.endsWith("/src/app.css") || !code.includes(PRINT_ORIGIN_PLACEHOLDER)) return null;
      return { code: code.replaceAll(PRINT_ORIGIN_PLACEHOLDER, JSON.stringify(siteOrigin(env))), map: null };
    },
  };
}
