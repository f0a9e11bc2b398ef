import { describe, expect, it } from "vitest";
import { busySpansOfIcs } from "./ics-busy.server.ts";

const ZONE = "America/New_York";
const from = Date.parse("2025-12-01T00:00:00Z");
const to = Date.parse("2025-12-15T00:00:00Z");
const iso = (spans: { start: number; end: number }[]) => spans.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString()]);

function calendar(...events: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", ...events.flatMap((e) => ["BEGIN:VEVENT", e.trim(), "END:VEVENT"]), "END:VCALENDAR"].join(
    "\r\n",
  );
}

describe("busy spans of an iCalendar text", () => {
  it("reads UTC, zoned and floating times, and DURATION instead of DTEND", () => {
    const text = calendar(
      "UID:a\r\nDTSTART:20251202T150000Z\r\nDTEND:20251202T160000Z\r\nSUMMARY:Secret",
      "UID:b\r\nDTSTART;TZID=Europe/Berlin:20251203T090000\r\nDURATION:PT45M",
      "UID:c\r\nDTSTART:20251204T100000\r\nDTEND:20251204T103000",
    );
    expect(iso(busySpansOfIcs(text, from, to, ZONE))).toEqual([
      ["2025-12-02T15:00:00.000Z", "2025-12-02T16:00:00.000Z"],
      ["2025-12-03T08:00:00.000Z", "2025-12-03T08:45:00.000Z"],
      ["2025-12-04T15:00:00.000Z", "2025-12-04T15:30:00.000Z"],
    ]);
  });

  it("skips transparent and cancelled events, and what lies outside the window", () => {
    const text = calendar(
      "UID:a\r\nDTSTART:20251202T150000Z\r\nDTEND:20251202T160000Z\r\nTRANSP:TRANSPARENT",
      "UID:b\r\nDTSTART:20251202T170000Z\r\nDTEND:20251202T180000Z\r\nSTATUS:CANCELLED",
      "UID:c\r\nDTSTART:20260202T170000Z\r\nDTEND:20260202T180000Z",
    );
    expect(busySpansOfIcs(text, from, to, ZONE)).toEqual([]);
  });

  it("makes an all-day event busy for the whole business day", () => {
    const text = calendar("UID:a\r\nDTSTART;VALUE=DATE:20251203\r\nDTEND;VALUE=DATE:20251204");
    expect(iso(busySpansOfIcs(text, from, to, ZONE))).toEqual([["2025-12-03T05:00:00.000Z", "2025-12-04T05:00:00.000Z"]]);
  });

  it("expands a weekly rule with BYDAY and COUNT, leaves out an EXDATE, and puts a moved occurrence where it moved", () => {
    const text = calendar(
      "UID:weekly\r\nDTSTART;TZID=America/New_York:20251124T090000\r\nDTEND;TZID=America/New_York:20251124T093000\r\n" +
        "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5\r\nEXDATE;TZID=America/New_York:20251201T090000",
      "UID:weekly\r\nRECURRENCE-ID;TZID=America/New_York:20251203T090000\r\nDTSTART;TZID=America/New_York:20251203T140000\r\nDTEND;TZID=America/New_York:20251203T143000",
    );
    // Occurrences: Nov 24, Nov 26, Dec 1 (excluded), Dec 3 (moved to 2 PM), Dec 8 (the fifth).
    expect(iso(busySpansOfIcs(text, from, to, ZONE))).toEqual([
      ["2025-12-03T19:00:00.000Z", "2025-12-03T19:30:00.000Z"],
      ["2025-12-08T14:00:00.000Z", "2025-12-08T14:30:00.000Z"],
    ]);
  });

  it("expands a daily rule started long ago up to its UNTIL", () => {
    const text = calendar(
      "UID:d\r\nDTSTART:20200101T200000Z\r\nDTEND:20200101T203000Z\r\nRRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20251205T000000Z",
    );
    // 2020-01-01 plus an even number of days: Dec 2 and Dec 4 2025 fall on the rule.
    expect(iso(busySpansOfIcs(text, from, to, ZONE))).toEqual([
      ["2025-12-02T20:00:00.000Z", "2025-12-02T20:30:00.000Z"],
      ["2025-12-04T20:00:00.000Z", "2025-12-04T20:30:00.000Z"],
    ]);
  });

  it("reads the busy periods of a free-busy answer", () => {
    const text =
      "BEGIN:VCALENDAR\r\nBEGIN:VFREEBUSY\r\nFREEBUSY;FBTYPE=BUSY:20251202T150000Z/20251202T160000Z,20251203T150000Z/PT30M\r\nFREEBUSY;FBTYPE=FREE:20251204T150000Z/PT1H\r\nEND:VFREEBUSY\r\nEND:VCALENDAR";
    expect(iso(busySpansOfIcs(text, from, to, ZONE))).toEqual([
      ["2025-12-02T15:00:00.000Z", "2025-12-02T16:00:00.000Z"],
      ["2025-12-03T15:00:00.000Z", "2025-12-03T15:30:00.000Z"],
    ]);
  });
});
