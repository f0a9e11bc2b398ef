import { describe, expect, it } from "vitest";
import { readMeetingLink, signMeetingLink } from "./meeting-link.server.ts";

const SECRET = "a-test-secret-of-some-length";
const claims = { meetingId: "m-1", sequence: 2, expiresAt: 10_000 };

describe("meeting links", () => {
  it("reads back what was signed, until it expires", () => {
    const token = signMeetingLink(claims, SECRET);
    expect(readMeetingLink(token, SECRET, 9_999)).toEqual(claims);
    expect(readMeetingLink(token, SECRET, 10_000)).toBeUndefined();
  });

  it("refuses a token signed with another secret, a changed body, or garbage", () => {
    const token = signMeetingLink(claims, SECRET);
    expect(readMeetingLink(token, "another-secret-of-some-length", 0)).toBeUndefined();
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify(["m-1", 3, 10_000])).toString("base64url")}.${signature}`;
    expect(readMeetingLink(forged, SECRET, 0)).toBeUndefined();
    for (const junk of ["", ".", "abc", `${token}.x`]) expect(readMeetingLink(junk, SECRET, 0)).toBeUndefined();
  });
});
