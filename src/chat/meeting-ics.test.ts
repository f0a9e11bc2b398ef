import { describe, expect, it } from "vitest";
import { buildMeetingIcs, meetingStartUtc } from "./meeting-ics.ts";

const base = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organizer: { name: "Acme IT", email: "hello@acme.example" },
  now: new Date("2026-06-01T12:34:56Z"),
};
// ics folds lines at 75 octets; unfold before searching.
const unfold = (ics: string): string => ics.replace(/\r\n[ \t]/g, "");

describe("buildMeetingIcs", () => {
  it("summer: 10:00 AM New York (EDT, UTC-4) is 14:00 UTC", () => {
    const ics = unfold(buildMeetingIcs({ ...base, isoDate: "2026-07-15", hour24: 10, minute: 0 }));
    expect(ics).toContain("DTSTART:20260715T140000Z\r\n");
    expect(ics).toContain("DURATION:PT30M\r\n");
  });
  it("winter: 10:00 AM New York (EST, UTC-5) is 15:00 UTC", () => {
    const ics = unfold(buildMeetingIcs({ ...base, isoDate: "2026-12-15", hour24: 10, minute: 0 }));
    expect(ics).toContain("DTSTART:20261215T150000Z\r\n");
  });
  it("6:00 PM in winter is 23:00 UTC the same day; 12:30 PM in summer is 16:30 UTC", () => {
    expect(unfold(buildMeetingIcs({ ...base, isoDate: "2026-12-15", hour24: 18, minute: 0 }))).toContain("DTSTART:20261215T230000Z");
    expect(unfold(buildMeetingIcs({ ...base, isoDate: "2026-07-15", hour24: 12, minute: 30 }))).toContain("DTSTART:20260715T163000Z");
  });
  it("is a published calendar with title, description, organizer, attendee and a fixed DTSTAMP", () => {
    const ics = unfold(buildMeetingIcs({ ...base, isoDate: "2026-07-15", hour24: 14, minute: 15 }));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain("SUMMARY:Consultation with Acme IT\r\n");
    expect(ics).toContain("DESCRIPTION:30-minute consultation with Acme IT for Ada Lovelace (ada@example.com)\\, 2:15 PM Eastern Time");
    expect(ics).toContain("DTSTAMP:20260601T123456Z\r\n");
    expect(ics).toContain('ORGANIZER;CN="Acme IT":MAILTO:hello@acme.example');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="Ada Lovelace":mailto:ada@example.com/);
    expect(ics).toContain("UID:meeting-2026-07-15-14-15-ada@example.com\r\n");
  });
  it("is reproducible and honours a custom duration and company name", () => {
    const input = { ...base, isoDate: "2026-07-15", hour24: 9, minute: 0, durationMinutes: 45, companyName: "Acme" };
    expect(buildMeetingIcs(input)).toBe(buildMeetingIcs(input));
    expect(unfold(buildMeetingIcs(input))).toContain("DURATION:PT45M");
    expect(unfold(buildMeetingIcs(input))).toContain("SUMMARY:Consultation with Acme\r\n");
  });
  it("rejects a malformed date", () => {
    expect(() => meetingStartUtc("15/07/2026", 10, 0)).toThrow("Invalid meeting date");
  });
});
