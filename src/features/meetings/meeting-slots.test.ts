import { describe, expect, it } from "vitest";
import { calendarDate, dateLabel, nextWeekdays, parseDayChoice } from "./meeting-slots.ts";

// The zone is the test's own choice (the site's is site.yaml timeZone): 15:00Z is 10 AM in New York
// in winter (EST, UTC-5), well inside the same calendar day.
const NEW_YORK = "America/New_York";
const at = (isoDate: string, time = "15:00:00Z"): Date => new Date(`${isoDate}T${time}`);
const dates = (now: Date): string[] => nextWeekdays(now, NEW_YORK).map((s) => s.isoDate);

describe("nextWeekdays", () => {
  it("Monday today -> Tuesday to Friday, then next Monday", () => {
    expect(nextWeekdays(at("2025-12-01"), NEW_YORK)).toEqual([
      { index: 1, isoDate: "2025-12-02", label: "Tuesday, December 2" },
      { index: 2, isoDate: "2025-12-03", label: "Wednesday, December 3" },
      { index: 3, isoDate: "2025-12-04", label: "Thursday, December 4" },
      { index: 4, isoDate: "2025-12-05", label: "Friday, December 5" },
      { index: 5, isoDate: "2025-12-08", label: "Monday, December 8" },
    ]);
  });
  it("Thursday today -> Friday, Monday to Thursday", () => {
    expect(dates(at("2025-12-04"))).toEqual(["2025-12-05", "2025-12-08", "2025-12-09", "2025-12-10", "2025-12-11"]);
  });
  it("Friday, Saturday and Sunday today -> Monday to Friday of next week", () => {
    const nextWeek = ["2025-12-08", "2025-12-09", "2025-12-10", "2025-12-11", "2025-12-12"];
    expect(dates(at("2025-12-05"))).toEqual(nextWeek);
    expect(dates(at("2025-12-06"))).toEqual(nextWeek);
    expect(dates(at("2025-12-07"))).toEqual(nextWeek);
  });
  it("crosses a month end", () => {
    expect(nextWeekdays(at("2026-01-30"), NEW_YORK).map((s) => s.label)).toEqual([
      "Monday, February 2",
      "Tuesday, February 3",
      "Wednesday, February 4",
      "Thursday, February 5",
      "Friday, February 6",
    ]);
    expect(dates(at("2026-01-29"))).toEqual(["2026-01-30", "2026-02-02", "2026-02-03", "2026-02-04", "2026-02-05"]);
  });
  it("crosses a year end, leaving out New Year's Day", () => {
    expect(nextWeekdays(at("2026-12-31"), NEW_YORK).map((s) => [s.isoDate, s.label])).toEqual([
      ["2027-01-04", "Monday, January 4"],
      ["2027-01-05", "Tuesday, January 5"],
      ["2027-01-06", "Wednesday, January 6"],
      ["2027-01-07", "Thursday, January 7"],
      ["2027-01-08", "Friday, January 8"],
    ]);
  });
  it("leaves out the US federal holidays the company closes on (docs/decisions/0476)", () => {
    // Thanksgiving 2026 is Thursday 26 November; Christmas 2026 is a Friday.
    expect(dates(at("2026-11-24"))).toEqual(["2026-11-25", "2026-11-27", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(dates(at("2026-12-23"))).toEqual(["2026-12-24", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"]);
  });
  it("'tomorrow' is tomorrow in the business zone, not in UTC", () => {
    // 2026-01-30T03:00Z is Friday in UTC but still Thursday 10 PM in New York.
    expect(dates(at("2026-01-30", "03:00:00Z"))[0]).toBe("2026-01-30");
    // Another business zone gives other days: 03:00Z is Thursday 9 PM in Chicago too...
    expect(nextWeekdays(at("2026-01-30", "03:00:00Z"), "America/Chicago", 2).map((s) => s.isoDate)).toEqual(["2026-01-30", "2026-02-02"]);
    // ...but in Tokyo it is already Friday noon, so tomorrow is Saturday -> Monday.
    expect(nextWeekdays(at("2026-01-30", "03:00:00Z"), "Asia/Tokyo", 1)[0]?.isoDate).toBe("2026-02-02");
  });
  it("honours the count", () => {
    expect(nextWeekdays(at("2025-12-01"), NEW_YORK, 7)).toHaveLength(7);
  });
});

describe("calendarDate and dateLabel", () => {
  it("takes real YYYY-MM-DD dates, leap days included", () => {
    expect(calendarDate("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(dateLabel("2026-12-24")).toBe("Thursday, December 24");
  });
  it.each(["2027-02-30", "2026-13-45", "2026-02-29", "2026-00-10", "2026-1-5", "2026-01-05T10:00", "0050-01-01", "", "Monday"])(
    "refuses %j and labels it as written, never rolled over",
    (text) => {
      expect(calendarDate(text)).toBeUndefined();
      expect(dateLabel(text)).toBe(text);
    },
  );
});

describe("parseDayChoice", () => {
  const slots = nextWeekdays(at("2025-12-01"), NEW_YORK);
  it("accepts 1-5, trimmed", () => {
    expect(parseDayChoice("1", slots)).toEqual(slots[0]);
    expect(parseDayChoice(" 5 ", slots)).toEqual(slots[4]);
  });
  it.each(["0", "6", "", "two", "1.5", "-1", "3 please", "12"])("refuses %j (the flow answers with invalidDayChoice)", (text) => {
    expect(parseDayChoice(text, slots)).toBeUndefined();
  });
});
