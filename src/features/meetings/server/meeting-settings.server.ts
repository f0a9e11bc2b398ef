/**
 * The meeting calendar's settings (docs/decisions/0470). Booking against a calendar is on when
 * MEETING_CALENDAR_URL (a CalDAV calendar collection, read and written) or MEETING_BUSY_ICS_URL (a
 * private iCalendar address, read only) is set; without either, meetings behave as the chat always
 * did: no holds, no invitations.
 */
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
  if (linkSecret && linkSecret.length < 16) throw new Error("MEETING_LINK_SECRET must be at least 16 characters long");
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
