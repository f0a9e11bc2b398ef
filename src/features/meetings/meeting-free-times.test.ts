import { describe, expect, it } from "vitest";
import { businessInstant, describeFreeRanges, freeRanges, isStartFree, type MeetingAvailability } from "./meeting-free-times.ts";

const business = { timeZone: "America/New_York", opens: "09:00", closes: "18:00" };
const MINUTE = 60_000;
// Monday 1 December 2025, 10 AM New York (15:00 UTC), and the Tuesday after it.
const tuesdayAt = (minute: number) => businessInstant("2025-12-02", minute, business.timeZone);
const now = Date.parse("2025-12-01T15:00:00Z");

function rules(busy: MeetingAvailability["busy"], extra: Partial<MeetingAvailability> = {}): MeetingAvailability {
  return { minutes: 30, bufferMinutes: 0, noticeMinutes: 0, busy, ...extra };
}

describe("free meeting times", () => {
  it("places a business-zone wall-clock time at its instant, summer or winter", () => {
    expect(new Date(businessInstant("2025-12-02", 10 * 60, "America/New_York")).toISOString()).toBe("2025-12-02T15:00:00.000Z");
    expect(new Date(businessInstant("2025-07-01", 10 * 60, "America/New_York")).toISOString()).toBe("2025-07-01T14:00:00.000Z");
  });

  it("refuses a start whose meeting would overlap a busy span, and takes one that ends as the span begins", () => {
    const busy = [{ start: tuesdayAt(600), end: tuesdayAt(660) }];
    expect(isStartFree(tuesdayAt(600), rules(busy), now)).toBe(false);
    expect(isStartFree(tuesdayAt(640), rules(busy), now)).toBe(false);
    expect(isStartFree(tuesdayAt(580), rules(busy), now)).toBe(false);
    expect(isStartFree(tuesdayAt(570), rules(busy), now)).toBe(true);
    expect(isStartFree(tuesdayAt(660), rules(busy), now)).toBe(true);
  });

  it("keeps the buffer on both sides of a busy span", () => {
    const busy = [{ start: tuesdayAt(600), end: tuesdayAt(660) }];
    expect(isStartFree(tuesdayAt(660), rules(busy, { bufferMinutes: 10 }), now)).toBe(false);
    expect(isStartFree(tuesdayAt(670), rules(busy, { bufferMinutes: 10 }), now)).toBe(true);
    expect(isStartFree(tuesdayAt(561), rules(busy, { bufferMinutes: 10 }), now)).toBe(false);
    expect(isStartFree(tuesdayAt(560), rules(busy, { bufferMinutes: 10 }), now)).toBe(true);
  });

  it("refuses a start closer than the notice", () => {
    expect(isStartFree(now + 60 * MINUTE, rules([], { noticeMinutes: 120 }), now)).toBe(false);
    expect(isStartFree(now + 120 * MINUTE, rules([], { noticeMinutes: 120 }), now)).toBe(true);
  });

  it("lists a day's free starts as ranges within the opening hours, both ends bookable", () => {
    const busy = [{ start: tuesdayAt(600), end: tuesdayAt(660) }];
    const ranges = freeRanges("2025-12-02", rules(busy), business, now);
    expect(ranges).toEqual([
      { from: 540, to: 570 },
      { from: 660, to: 1080 },
    ]);
    expect(describeFreeRanges(ranges)).toBe("9:00 AM–9:30 AM, 11:00 AM–6:00 PM");
  });

  it("finds no free start on a day the calendar fills", () => {
    const busy = [{ start: tuesdayAt(0), end: tuesdayAt(24 * 60) }];
    expect(freeRanges("2025-12-02", rules(busy), business, now)).toEqual([]);
  });
});
