// The company's clock for meetings, taken from content/site.yaml (docs/decisions/0232): the time zone
// the offered days and times are in, that zone in words, and the opening hours that bound a meeting.
// The compiler writes it into the chat's bundle; nothing here has a zone or an hour of its own.
import { clockLabel } from "./meeting-time.ts";
import { zoneName } from "./time-zone.ts";

export interface BusinessHours {
  /** site.yaml timeZone, an IANA name such as America/New_York. */
  timeZone: string;
  /** The zone in words for the texts' {zone}, e.g. Eastern Time. */
  zoneName: string;
  /** site.yaml openingHours, 24-hour HH:MM: the earliest and the latest meeting time. */
  opens: string;
  closes: string;
}

/** Compile time: the chat's clock from site.yaml. The zone's name comes from Node's full time-zone data. */
export function businessHoursOf(site: { timeZone: string; openingHours: { opens: string; closes: string } }): BusinessHours {
  const { opens, closes } = site.openingHours;
  return { timeZone: site.timeZone, zoneName: zoneName(site.timeZone), opens, closes };
}

/** The values of {opens}, {closes} and {zone} in the meeting texts. */
export function meetingHourValues(hours: BusinessHours): { opens: string; closes: string; zone: string } {
  return { opens: clockLabel(hours.opens), closes: clockLabel(hours.closes), zone: hours.zoneName };
}
