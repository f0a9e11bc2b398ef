import { describe, expect, it } from "vitest";
import { federalHolidays, isClosedDay } from "./closed-days.ts";

describe("federalHolidays", () => {
  it("names the eleven observed US federal holidays of 2026", () => {
    expect(federalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      // July 4, 2026 is a Saturday: observed on Friday the 3rd.
      "2026-07-03",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("moves a Sunday holiday to the Monday after", () => {
    // Christmas 2022 and Juneteenth 2022 were Sundays.
    expect(federalHolidays(2022)).toEqual(expect.arrayContaining(["2022-12-26", "2022-06-20"]));
  });
});

describe("isClosedDay", () => {
  it.each([
    ["2026-12-25", "Christmas Day, a Friday"],
    ["2026-11-26", "Thanksgiving"],
    ["2026-07-03", "Independence Day observed"],
    ["2027-12-31", "New Year's Day 2028 (a Saturday) observed the day before"],
    ["2026-12-26", "a Saturday"],
    ["2026-12-27", "a Sunday"],
  ])("%s is closed (%s)", (isoDate) => {
    expect(isClosedDay(isoDate)).toBe(true);
  });

  it.each(["2026-12-24", "2026-12-28", "2026-07-06", "2026-11-27", "2027-12-30"])("%s is open", (isoDate) => {
    expect(isClosedDay(isoDate)).toBe(false);
  });
});
