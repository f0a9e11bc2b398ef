import { describe, expect, it } from "vitest";
import { INVALID_TIME_FORMAT, TIME_OUT_OF_RANGE, formatTimeLabel, parseMeetingTime } from "./meeting-time.ts";

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
    expect(parseMeetingTime(text)).toEqual({ ok: true, hour24, minute, label });
  });
});

describe("parseMeetingTime: outside 9 AM - 6 PM", () => {
  it.each(["6:01 PM", "9 PM", "12 AM", "12:30 am", "1 AM", "6 AM", "11 PM"])("%j", (text) => {
    expect(parseMeetingTime(text)).toEqual({ ok: false, error: TIME_OUT_OF_RANGE });
  });
});

describe("parseMeetingTime: malformed", () => {
  // 7 and 8 are not in the specified hour set (9-12, 1-6), so they are format errors.
  it.each(["8:59 AM", "8 AM", "7 PM", "13 PM", "0 AM", "10", "10:60 AM", "10:5 AM", "", "   ", "noon", "ten am", "10 AMish", "9:00"])(
    "%j",
    (text) => {
      expect(parseMeetingTime(text)).toEqual({ ok: false, error: INVALID_TIME_FORMAT });
    },
  );
});

describe("texts and labels", () => {
  it("messages are exactly the original product's (docs/decisions/0151)", () => {
    expect(INVALID_TIME_FORMAT).toBe("Valid time please (9 AM - 6 PM, e.g. '10 AM', '2 PM'):");
    expect(TIME_OUT_OF_RANGE).toBe("Time must be 9 AM - 6 PM only:");
  });
  it("formats labels on a 12-hour clock", () => {
    expect(formatTimeLabel(0, 0)).toBe("12:00 AM");
    expect(formatTimeLabel(12, 5)).toBe("12:05 PM");
    expect(formatTimeLabel(18, 0)).toBe("6:00 PM");
  });
});
