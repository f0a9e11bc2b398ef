import { createContext, type RouterContext } from "react-router";
import type { LeadService } from "./leads/lead-service.server.ts";

export interface LeadContextValue {
  service: Pick<LeadService, "submit">;
  /** Public origin (SITE_URL), for the cross-site checks. */
  siteOrigin: string;
}

// The server entry (run by Node) and the route modules (bundled by Vite) each load this file; one
// shared key on globalThis makes both see the same context object.
const KEY = Symbol.for("meridian.leadContext");
const registry = globalThis as unknown as Record<symbol, RouterContext<LeadContextValue | null> | undefined>;

/** Where loaders and actions find the lead service. Null when the server runs without one (prerendering). */
export const leadContext: RouterContext<LeadContextValue | null> = (registry[KEY] ??= createContext<LeadContextValue | null>(null));
