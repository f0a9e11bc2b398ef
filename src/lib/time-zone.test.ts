import { describe, expect, it } from "vitest";
import { wallClockAt, zoneOffsetMinutes, zonedTimeToUtc } from "./time-zone.ts";

const NY = "America/New_York";

describe("time-zone", () => {
  it("reads the wall clock of an instant, midnight as hour 0", () => {
    expect(wallClockAt(new Date("2026-01-01T05:00:00Z"), NY)).toEqual({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 });
  });
  it("knows New York's offset in winter (EST) and summer (EDT)", () => {
    expect(zoneOffsetMinutes(new Date("2026-12-15T12:00:00Z"), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), NY)).toBe(-240);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });
  it("converts a wall-clock time to UTC on both sides of the DST changes", () => {
    const wall = (month: number, day: number, hour: number) => ({ year: 2026, month, day, hour, minute: 30 });
    expect(zonedTimeToUtc(wall(3, 6, 10), NY).toISOString()).toBe("2026-03-06T15:30:00.000Z");
    // DST starts Sunday 2026-03-08; Monday 9 is EDT.
    expect(zonedTimeToUtc(wall(3, 9, 10), NY).toISOString()).toBe("2026-03-09T14:30:00.000Z");
    // DST ends Sunday 2026-11-01; Friday Oct 30 is EDT, Monday Nov 2 is EST.
    expect(zonedTimeToUtc(wall(10, 30, 17), NY).toISOString()).toBe("2026-10-30T21:30:00.000Z");
    expect(zonedTimeToUtc(wall(11, 2, 17), NY).toISOString()).toBe("2026-11-02T22:30:00.000Z");
  });
});
