import { SettingError } from "../../../server/setting-error.server.ts";

/**
 * The meeting calendar's settings (docs/decisions/0470). Booking against a calendar is on when
 * MEETING_CALENDAR_URL (a CalDAV calendar collection, read and written) or MEETING_BUSY_ICS_URL (a
 * private iCalendar address, read only) is set; without either, meetings behave as the chat always
 * did: no holds, no invitations.
 */
/** A shorter secret could be guessed: it signs links that cancel a visitor's meeting. */
const MIN_LINK_SECRET_CHARS = 16;

export interface MeetingSettings {
  /** The CalDAV collection, ending in '/'. */
  calendarUrl?: string;
  calendarUser?: string;
  calendarPassword?: string;
  busyIcsUrl?: string;
  /** Signs the links to move or cancel a meeting; unset, invitations carry no such link. */
  linkSecret?: string;
  /** Where the company's copy of each invitation goes; unset, the site's contact address. */
  bookingAddress?: string;
}

export function readMeetingSettings(env: NodeJS.ProcessEnv): MeetingSettings {
  const calendarUrl = env.MEETING_CALENDAR_URL?.trim();
  const busyIcsUrl = env.MEETING_BUSY_ICS_URL?.trim();
  const linkSecret = env.MEETING_LINK_SECRET?.trim();
  const bookingAddress = env.MEETING_BOOKING_ADDRESS?.trim();
  if (linkSecret && linkSecret.length < MIN_LINK_SECRET_CHARS) {
    throw new SettingError(
      `MEETING_LINK_SECRET is ${linkSecret.length} characters long; set it to at least ${MIN_LINK_SECRET_CHARS} random characters (openssl rand -hex 32 makes one), or unset it to send invitations without links to move or cancel.`,
    );
  }
  return {
    ...(calendarUrl ? { calendarUrl: calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/` } : {}),
    ...(env.MEETING_CALENDAR_USER ? { calendarUser: env.MEETING_CALENDAR_USER } : {}),
    ...(env.MEETING_CALENDAR_PASSWORD ? { calendarPassword: env.MEETING_CALENDAR_PASSWORD } : {}),
    ...(busyIcsUrl ? { busyIcsUrl } : {}),
    ...(linkSecret ? { linkSecret } : {}),
    ...(bookingAddress ? { bookingAddress } : {}),
  };
}

/** Whether meetings are booked against a calendar at all. */
export function calendarConfigured(settings: MeetingSettings): boolean {
  return Boolean(settings.calendarUrl || settings.busyIcsUrl);
}
