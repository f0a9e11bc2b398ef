import { createContext, type RouterContext } from "react-router";
import type { LeadService } from "./lead-service.server.ts";
import type { MeetingService } from "../../meetings/server/index.server.ts";

export interface LeadContextValue {
  service: Pick<LeadService, "submit">;
  /** Public origin (SITE_URL), for the cross-site checks. */
  siteOrigin: string;
  /** Meetings against the company's calendar; absent without MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL (docs/decisions/0470). */
  meetings?: Pick<MeetingService, "availability" | "open" | "cancel" | "move">;
}

/**
 * Where loaders and actions find the lead service. Null when the server runs without one (prerendering).
 * One object: the server entry is part of the routes' module graph.
 */
export const leadContext: RouterContext<LeadContextValue | null> = createContext<LeadContextValue | null>(null);
