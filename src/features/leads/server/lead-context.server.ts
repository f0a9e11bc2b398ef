import { createContext, type RouterContext } from "react-router";
import type { LeadService } from "./lead-service.server.ts";
import type { MeetingService } from "../../meetings/server/meeting-service.server.ts";

export interface LeadContextValue {
  service: Pick<LeadService, "submit">;
  /** Public origin (SITE_URL), for the cross-site checks. */
  siteOrigin: string;
  /** Meetings against the company's calendar; absent without MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL (docs/decisions/0470). */
  meetings?: Pick<MeetingService, "availability" | "open" | "cancel" | "move">;
}

// The server entry (run by Node) and the route modules (bundled by Vite) each load this file; one
// shared key on globalThis makes both see the same context object.
const KEY = Symbol.for("meridian.leadContext");
const registry = globalThis as unknown as Record<symbol, RouterContext<LeadContextValue | null> | undefined>;

/** Where loaders and actions find the lead service. Null when the server runs without one (prerendering). */
export const leadContext: RouterContext<LeadContextValue | null> = (registry[KEY] ??= createContext<LeadContextValue | null>(null));
