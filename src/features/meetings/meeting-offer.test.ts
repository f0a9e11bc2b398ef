// Only slots the site offers are booked or moved to (docs/decisions/0476).
import { describe, expect, it } from "vitest";
import { takenErrors, timeTakenText } from "./meeting-calendar-words.ts";
import { businessInstant } from "./meeting-free-times.ts";
import { checkBooking, checkMove, dateNotOfferedText } from "./meeting-offer.ts";

const business = { timeZone: "America/New_York", zoneName: "Eastern Time", opens: "09:00", closes: "18:00" };
// Monday 21 December 2026, 10 AM New York: Christmas (Friday the 25th) is left out of the five days.
const now = Date.parse("2026-12-21T15:00:00Z");
const DAYS = "Tuesday, December 22; Wednesday, December 23; Thursday, December 24; Monday, December 28; Tuesday, December 29";
const labels = {
  invalidTimeFormat: "Valid time please ({opens} - {closes}):",
  timeOutOfRange: "Only between {opens} and {closes}:",
  meetingDateNotOffered: "{date} cannot be booked. Days you can book: {days}.",
};
const book = (meetingDate: string, meetingTime = "10 AM") => checkBooking({ meetingDate, meetingTime }, business, labels, now);

describe("checkBooking", () => {
  it("takes a listed day and a time within the opening hours, at its instant", () => {
    expect(book("2026-12-22", "10:30 AM")).toEqual({ ok: true, start: businessInstant("2026-12-22", 630, business.timeZone) });
    expect(book("2026-12-29", "6 PM")).toMatchObject({ ok: true });
  });

  it.each([
    ["2026-12-26", "a Saturday"],
    ["2026-12-25", "Christmas Day"],
    ["2099-12-22", "far beyond the five days"],
    ["2026-12-30", "the day after the last listed one"],
    ["2026-12-21", "today"],
    ["2026-12-18", "the past"],
    ["2027-02-30", "no real date (never rolled over to March 2)"],
    ["2026-13-45", "no real date"],
    ["Monday", "no date at all"],
  ])("refuses %s (%s), naming the days that can be booked", (date) => {
    expect(book(date)).toEqual({ ok: false, errors: { meetingDate: dateNotOfferedText(labels, business, date, now) } });
    expect(dateNotOfferedText(labels, business, date, now)).toContain(`Days you can book: ${DAYS}.`);
  });

  it("says a real date by its name and anything else as sent", () => {
    expect(dateNotOfferedText(labels, business, "2026-12-25", now)).toMatch(/^Friday, December 25 cannot be booked/);
    expect(dateNotOfferedText(labels, business, "2027-02-30", now)).toMatch(/^2027-02-30 cannot be booked/);
  });

  it.each(["10:99 AM", "11:-30 AM", "10:00:00", "10:00", "25:00", "-1:00", "10:5 AM", "noon"])(
    "refuses the time %j with the specification's format message",
    (time) => {
      expect(book("2026-12-22", time)).toEqual({ ok: false, errors: { meetingTime: "Valid time please (9 AM - 6 PM):" } });
    },
  );

  it.each(["6:01 PM", "9 PM", "12 AM"])("refuses %j, outside the opening hours, with the range message", (time) => {
    expect(book("2026-12-22", time)).toEqual({ ok: false, errors: { meetingTime: "Only between 9 AM and 6 PM:" } });
  });

  it("names both fields when both are wrong", () => {
    const refused = book("2026-12-26", "10:99 AM");
    expect(refused.ok ? [] : Object.keys(refused.errors)).toEqual(["meetingDate", "meetingTime"]);
  });

  it("follows other opening hours", () => {
    const early = { ...business, opens: "08:00", closes: "17:30" };
    expect(checkBooking({ meetingDate: "2026-12-22", meetingTime: "8 AM" }, early, labels, now)).toMatchObject({ ok: true });
    expect(checkBooking({ meetingDate: "2026-12-22", meetingTime: "5:45 PM" }, early, labels, now)).toMatchObject({ ok: false });
  });
});

describe("checkMove", () => {
  it("takes a listed day and a 24-hour time within the opening hours", () => {
    expect(checkMove("2026-12-22", "16:00", business, now)).toBe(businessInstant("2026-12-22", 960, business.timeZone));
    expect(checkMove("2026-12-23", "9:00", business, now)).toBe(businessInstant("2026-12-23", 540, business.timeZone));
    expect(checkMove("2026-12-23", "18:00", business, now)).toBeDefined();
  });

  it.each([
    ["2026-12-22", "25:00"],
    ["2026-12-22", "-1:00"],
    ["2026-12-22", "10:99"],
    ["2026-12-22", "11:-30"],
    ["2026-12-22", "10:00:00"],
    ["2026-12-22", "10:00 junk"],
    ["2026-12-22", "8:59"],
    ["2026-12-22", "18:01"],
    ["2026-12-22", ""],
    ["2026-12-26", "10:00"],
    ["2026-12-25", "10:00"],
    ["2099-12-22", "10:00"],
    ["2027-02-30", "10:00"],
    ["2026-13-45", "10:00"],
  ])("refuses %s %s", (isoDate, clock) => {
    expect(checkMove(isoDate, clock, business, now)).toBeUndefined();
  });
});

describe("a refused time names only free times that exist", () => {
  const meetingLabels = {
    meetingTimeTaken: "{time} on {date} is not free. Free times that day ({zone}): {free}.",
    meetingDayFullChosen: "{date} is fully booked. Please choose another day (1-5).",
  };
  const rules = { minutes: 30, bufferMinutes: 0, noticeMinutes: 0 };
  const at = (minute: number) => businessInstant("2026-12-22", minute, business.timeZone);

  it("names the day's free times when there are some", () => {
    const availability = { ...rules, busy: [{ start: at(600), end: at(660) }] };
    expect(takenErrors(meetingLabels, business, availability, "2026-12-22", "10:00 AM", now)).toEqual({
      meetingTime: "10:00 AM on Tuesday, December 22 is not free. Free times that day (Eastern Time): 9:00 AM–9:30 AM, 11:00 AM–6:00 PM.",
    });
  });

  it("says the day is full, on the date, when nothing is free that day", () => {
    const availability = { ...rules, busy: [{ start: at(0), end: at(24 * 60) }] };
    const full = "Tuesday, December 22 is fully booked. Please choose another day (1-5).";
    expect(takenErrors(meetingLabels, business, availability, "2026-12-22", "10:00 AM", now)).toEqual({ meetingDate: full });
    expect(timeTakenText(meetingLabels, business, availability, "2026-12-22", "10:00 AM", now)).toBe(full);
  });
});
