import bundle from "../../.generated/content.json" with { type: "json" };
import type { ContentBundle } from "./types.ts";

/** The compiled content. Server-only: pages receive just what their loader returns, never the whole bundle. */
export const content = bundle as unknown as ContentBundle;

export function siteUrl(): string {
  // No trailing slash: canonical URLs must match the sitemap.
  return (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}
