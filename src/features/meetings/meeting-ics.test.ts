import { describe, expect, it } from "vitest";
import { fillText } from "../../lib/chat-labels.ts";
import { buildMeetingIcs, meetingStartUtc } from "./meeting-ics.ts";
import { BUSINESS, CHAT_LABELS } from "../assistant/chat-context.fixture.ts";

const base = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organizer: { name: "Acme IT", email: "hello@acme.example" },
  now: new Date("2026-06-01T12:34:56Z"),
  business: BUSINESS,
  labels: CHAT_LABELS,
};
// ics folds lines at 75 octets and escapes commas and semicolons; undo both before searching.
const unfold = (ics: string): string => ics.replace(/\r\n[ \t]/g, "");
const escaped = (text: string): string => text.replace(/([,;])/g, "\\$1");

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
  it("follows the business time zone: 10:00 AM in Singapore (UTC+8) is 02:00 UTC", () => {
    const singapore = { ...BUSINESS, timeZone: "Asia/Singapore", zoneName: "Singapore Time" };
    const ics = unfold(buildMeetingIcs({ ...base, business: singapore, isoDate: "2026-07-15", hour24: 10, minute: 0 }));
    expect(ics).toContain("DTSTART:20260715T020000Z\r\n");
    expect(ics).toContain("Singapore Time");
  });
  it("is a published calendar with content/chat.yaml's title and description, organizer, attendee and a fixed DTSTAMP", () => {
    const ics = unfold(buildMeetingIcs({ ...base, isoDate: "2026-07-15", hour24: 14, minute: 15 }));
    const values = { company: "Acme IT", minutes: "30", name: "Ada Lovelace", email: "ada@example.com", date: "Wednesday, July 15" };
    const hours = { opens: "9 AM", closes: "6 PM", zone: BUSINESS.zoneName, time: "2:15 PM" };
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain(`SUMMARY:${escaped(fillText(CHAT_LABELS.meetingIcsTitle, values))}\r\n`);
    expect(ics).toContain(`DESCRIPTION:${escaped(fillText(CHAT_LABELS.meetingIcsDescription, { ...values, ...hours }))}\r\n`);
    expect(ics).not.toMatch(/\{\w+\}/);
    expect(ics).toContain("DTSTAMP:20260601T123456Z\r\n");
    expect(ics).toContain('ORGANIZER;CN="Acme IT":MAILTO:hello@acme.example');
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*CN="Ada Lovelace":mailto:ada@example.com/);
    expect(ics).toContain("UID:meeting-2026-07-15-14-15-ada@example.com\r\n");
  });
  it("is reproducible and honours a custom duration and company name", () => {
    const labels = { meetingIcsTitle: "Call with {company}", meetingIcsDescription: "{minutes} minutes with {company} at {time} {zone}" };
    const input = { ...base, labels, isoDate: "2026-07-15", hour24: 9, minute: 0, durationMinutes: 45, companyName: "Acme" };
    expect(buildMeetingIcs(input)).toBe(buildMeetingIcs(input));
    expect(unfold(buildMeetingIcs(input))).toContain("DURATION:PT45M");
    expect(unfold(buildMeetingIcs(input))).toContain("SUMMARY:Call with Acme\r\n");
    expect(unfold(buildMeetingIcs(input))).toContain(`DESCRIPTION:45 minutes with Acme at 9:00 AM ${BUSINESS.zoneName}\r\n`);
  });
  it("rejects a malformed date", () => {
    expect(() => meetingStartUtc("15/07/2026", 10, 0, BUSINESS.timeZone)).toThrow("Invalid meeting date");
    expect(() => meetingStartUtc("2027-02-30", 10, 0, BUSINESS.timeZone)).toThrow("Invalid meeting date");
  });
  it("writes any name as a valid parameter value (RFC 6868) and keeps every line within 75 octets", () => {
    const name = 'John "Johnny" Smith, Jr.; CEO: مريم 🎉';
    const ics = buildMeetingIcs({ ...base, name, isoDate: "2026-07-15", hour24: 10, minute: 0 });
    expect(unfold(ics)).toContain(`CN="John ^'Johnny^' Smith, Jr.; CEO: مريم 🎉":mailto:ada@example.com`);
    expect(ics).not.toContain('\\"');
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
