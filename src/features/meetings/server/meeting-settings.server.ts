import type { MeetingSettings } from "../../../platform/settings.server.ts";

/** Whether meetings are booked against a calendar at all (docs/decisions/0470): MEETING_CALENDAR_URL or MEETING_BUSY_ICS_URL. */
export function calendarConfigured(settings: MeetingSettings): boolean {
  return Boolean(settings.calendarUrl || settings.busyIcsUrl);
}
