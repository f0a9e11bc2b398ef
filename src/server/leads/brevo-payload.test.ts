import { describe, expect, it } from "vitest";
import { buildBrevoPayload } from "./brevo-payload.server.ts";
import { validateLead } from "../../lib/lead-validation.ts";
import type { Lead } from "../../lib/lead-kinds.ts";
import { VALID_FIELDS } from "./test-fixtures.test-helper.ts";

const SENDER = "hello@dallas-it.example";
const common = { emailBlacklisted: false, smsBlacklisted: false, listIds: [21], updateEnabled: false, smtpBlacklistSender: [SENDER] };

function lead(kind: Lead["kind"]): Lead {
  const result = validateLead(kind, VALID_FIELDS[kind]);
  if (!result.ok) throw new Error("fixture must be valid");
  return result.lead;
}

// The exact bodies the original product sent (docs/decisions/0151); JSON text compared so key order counts too.
describe("buildBrevoPayload", () => {
  it("contact: FNAME, COMPANY, PHONE, SERVICE, MESSAGE", () => {
    expect(JSON.stringify(buildBrevoPayload(lead("contact"), SENDER))).toBe(
      JSON.stringify({
        email: "ada@example.com",
        attributes: {
          FNAME: "Ada Lovelace",
          COMPANY: "Analytical Engines",
          PHONE: "+1 (214) 555-0100",
          SERVICE: "Cybersecurity",
          MESSAGE: "We need a security review.\nThanks!",
        },
        ...common,
      }),
    );
  });

  it("contact without the optional fields sends them empty", () => {
    const bare: Lead = { kind: "contact", fields: { name: "A", email: "a@b.co", company: "", phone: "", service: "", message: "Hi" } };
    expect(buildBrevoPayload(bare, SENDER).attributes).toEqual({ FNAME: "A", COMPANY: "", PHONE: "", SERVICE: "", MESSAGE: "Hi" });
  });

  it("career: FNAME, PHONE (the mobile), RESUMELINK", () => {
    expect(buildBrevoPayload(lead("career"), SENDER)).toStrictEqual({
      email: "grace@example.com",
      attributes: { FNAME: "Grace Hopper", PHONE: "214-555-0101", RESUMELINK: "https://example.com/cv.pdf" },
      ...common,
    });
  });

  it("chat-contact: FNAME, PHONE", () => {
    expect(buildBrevoPayload(lead("chat-contact"), SENDER)).toStrictEqual({
      email: "alan@example.com",
      attributes: { FNAME: "Alan Turing", PHONE: "214 555 0102" },
      ...common,
    });
  });

  it("meeting: FNAME, MEETING_DATE, MEETING_TIME", () => {
    expect(buildBrevoPayload(lead("meeting"), SENDER)).toStrictEqual({
      email: "kj@example.com",
      attributes: { FNAME: "Katherine Johnson", MEETING_DATE: "Monday, December 16, 2024", MEETING_TIME: "10 AM" },
      ...common,
    });
  });

  it("newsletter: the address only, no attributes", () => {
    expect(JSON.stringify(buildBrevoPayload(lead("newsletter"), SENDER))).toBe(JSON.stringify({ email: "reader@example.com", ...common }));
  });
});
