import bundle from "../../.generated/content.json" with { type: "json" };
import { siteOrigin } from "../platform/settings.server.ts";
import type { ContentBundle } from "./types.ts";

/** The compiled content. Server-only: pages receive just what their loader returns, never the whole bundle. */
export const content = bundle as unknown as ContentBundle;

export function siteUrl(): string {
  return siteOrigin();
}
