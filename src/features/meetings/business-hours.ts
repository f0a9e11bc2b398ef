// The company's clock for meetings, taken from content/site.yaml. The compiler
// writes it into the chat's bundle (its shape, BusinessHours, is the bundle's); nothing here has a
// zone or an hour of its own.
import type { BusinessHours } from "../../content/chat-data-shape.ts";
import { zoneName } from "../../lib/time-zone.ts";
import { clockLabel } from "./meeting-time.ts";

/** Compile time: the chat's clock from site.yaml. The zone's name comes from Node's full time-zone data. */
export function businessHoursOf(site: { timeZone: string; openingHours: { opens: string; closes: string } }): BusinessHours {
  const { opens, closes } = site.openingHours;
  return { timeZone: site.timeZone, zoneName: zoneName(site.timeZone), opens, closes };
}

/** The values of {opens}, {closes} and {zone} in the meeting labels. */
export function meetingHourValues(hours: BusinessHours): { opens: string; closes: string; zone: string } {
  return { opens: clockLabel(hours.opens), closes: clockLabel(hours.closes), zone: hours.zoneName };
}
