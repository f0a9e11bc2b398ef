/**
 * The meetings feature's shared modules, its entry for the browser, the server and the build alike (docs/decisions/0541):
 * business hours, the slots and times offered, the checks of a booking and the meeting's labels. Its server side has
 * its own entry (server/index.server.ts); nothing outside src/features/meetings/ imports its other modules
 * (eslint.config.js). Named exports only, each chosen: the public API.
 */
export { businessHoursOf, meetingHourValues } from "./business-hours.ts";
export { dayIsFull, timeTakenText, visitorTimeText } from "./meeting-calendar-words.ts";
export { type BusySpan, businessInstant, isStartFree, type MeetingAvailability } from "./meeting-free-times.ts";
export { MEETING_LABEL_PLACEHOLDERS, type MeetingLabels } from "./meeting-labels.ts";
export { checkBooking, type SlotErrors } from "./meeting-offer.ts";
export { dateLabel, type MeetingSlot, nextWeekdays, parseDayChoice } from "./meeting-slots.ts";
export { formatTimeLabel, parseMeetingTime } from "./meeting-time.ts";

/** The calendar file's builder, with the ics library: loaded on the click that downloads it, never with a page. */
export const loadMeetingIcs = () => import("./meeting-ics.ts");
