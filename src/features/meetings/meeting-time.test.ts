import { describe, expect, it } from "vitest";
import { clockLabel, formatTimeLabel, parseMeetingTime } from "./meeting-time.ts";

/** The opening hours the original bot's grammar was written for. */
const NINE_TO_SIX = { opens: "09:00", closes: "18:00" };

describe("parseMeetingTime: accepted", () => {
  it.each([
    ["9 AM", 9, 0, "9:00 AM"],
    ["9:00am", 9, 0, "9:00 AM"],
    ["10 AM", 10, 0, "10:00 AM"],
    ["10am", 10, 0, "10:00 AM"],
    ["10:30 am", 10, 30, "10:30 AM"],
    ["11:59 AM", 11, 59, "11:59 AM"],
    ["12 PM", 12, 0, "12:00 PM"],
    ["12:30 PM", 12, 30, "12:30 PM"],
    ["1 pm", 13, 0, "1:00 PM"],
    ["2 PM", 14, 0, "2:00 PM"],
    ["2PM", 14, 0, "2:00 PM"],
    ["  3:15 Pm  ", 15, 15, "3:15 PM"],
    ["4 p.m.", 16, 0, "4:00 PM"],
    ["9 a.m.", 9, 0, "9:00 AM"],
    ["5:45p.m.", 17, 45, "5:45 PM"],
    ["6 PM", 18, 0, "6:00 PM"],
    ["6:00 PM", 18, 0, "6:00 PM"],
  ])("%j -> %i:%i (%s)", (text, hour24, minute, label) => {
    expect(parseMeetingTime(text, NINE_TO_SIX)).toEqual({ ok: true, hour24, minute, label });
  });
});

describe("parseMeetingTime: outside 9 AM - 6 PM", () => {
  it.each(["6:01 PM", "9 PM", "12 AM", "12:30 am", "1 AM", "6 AM", "11 PM"])("%j", (text) => {
    expect(parseMeetingTime(text, NINE_TO_SIX)).toEqual({ ok: false, problem: "range" });
  });
});

describe("parseMeetingTime: malformed", () => {
  // With 9 AM - 6 PM the hours are the original bot's 9-12 and 1-6, so 7 and 8 are format errors.
  it.each([
    "8:59 AM",
    "8 AM",
    "7 PM",
    "13 PM",
    "0 AM",
    "09 AM",
    "10",
    "10:60 AM",
    "10:5 AM",
    "",
    "   ",
    "noon",
    "ten am",
    "10 AMish",
    "9:00",
  ])("%j", (text) => {
    expect(parseMeetingTime(text, NINE_TO_SIX)).toEqual({ ok: false, problem: "format" });
  });
});

describe("other opening hours (site.yaml openingHours, docs/decisions/0232)", () => {
  const EIGHT_TO_FIVE_THIRTY = { opens: "08:00", closes: "17:30" };
  it("accept their own hours and refuse the ones they leave out", () => {
    expect(parseMeetingTime("8 AM", EIGHT_TO_FIVE_THIRTY)).toMatchObject({ ok: true, hour24: 8 });
    expect(parseMeetingTime("5:30 PM", EIGHT_TO_FIVE_THIRTY)).toMatchObject({ ok: true, hour24: 17, minute: 30 });
    expect(parseMeetingTime("5:31 PM", EIGHT_TO_FIVE_THIRTY)).toEqual({ ok: false, problem: "range" });
    expect(parseMeetingTime("6 PM", EIGHT_TO_FIVE_THIRTY)).toEqual({ ok: false, problem: "format" });
    expect(parseMeetingTime("7:59 AM", EIGHT_TO_FIVE_THIRTY)).toEqual({ ok: false, problem: "format" });
    expect(parseMeetingTime("5 AM", EIGHT_TO_FIVE_THIRTY)).toEqual({ ok: false, problem: "range" });
  });
});

describe("labels", () => {
  it("formats times on a 12-hour clock", () => {
    expect(formatTimeLabel(0, 0)).toBe("12:00 AM");
    expect(formatTimeLabel(12, 5)).toBe("12:05 PM");
    expect(formatTimeLabel(18, 0)).toBe("6:00 PM");
  });
  it("names an opening hour without ':00', as the labels write it", () => {
    expect(clockLabel("09:00")).toBe("9 AM");
    expect(clockLabel("18:00")).toBe("6 PM");
    expect(clockLabel("17:30")).toBe("5:30 PM");
    expect(clockLabel("12:00")).toBe("12 PM");
  });
});
