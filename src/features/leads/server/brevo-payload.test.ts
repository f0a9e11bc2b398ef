import { describe, expect, it } from "vitest";
import { buildBrevoPayload, payloadAttributeNames } from "./brevo-payload.server.ts";
import { cleanAttribution } from "../lead-attribution.ts";
import { validateLead } from "../lead-validation.ts";
import { LEAD_LABELS } from "../lead-labels.fixture.ts";
import type { Lead } from "../lead-kinds.ts";
import { CAMPAIGN_ATTRIBUTION, VALID_FIELDS, contactProviderBody, providerDefaults } from "./lead-submission.fixture.ts";

const SENDER = "hello@dallas-it.example";
const common = providerDefaults(SENDER);

function lead(kind: Lead["kind"]): Lead {
  const result = validateLead(kind, VALID_FIELDS[kind], LEAD_LABELS);
  if (!result.ok) throw new Error("fixture must be valid");
  return result.lead;
}

// The exact bodies the original product sent (docs/decisions/0151); JSON text compared so key order counts too.
describe("buildBrevoPayload", () => {
  it("sends an international domain in its ASCII form; the lead keeps it as typed", () => {
    const checked = validateLead("newsletter", { email: "Leser@Bücher.de" }, LEAD_LABELS);
    if (!checked.ok) throw new Error("an international domain must be valid");
    expect(checked.lead.fields.email).toBe("leser@bücher.de");
    expect(buildBrevoPayload(checked.lead, "hello@example.com").email).toBe("leser@xn--bcher-kva.de");
  });

  it("contact: FNAME, COMPANY, PHONE, SERVICE, MESSAGE", () => {
    expect(JSON.stringify(buildBrevoPayload(lead("contact"), SENDER))).toBe(JSON.stringify(contactProviderBody(SENDER)));
  });

  it("contact without the optional fields sends them empty", () => {
    const bare: Lead = { kind: "contact", fields: { name: "A", email: "a@b.co", company: "", phone: "", service: "", message: "Hi" } };
    expect(buildBrevoPayload(bare, SENDER).attributes).toEqual({ FNAME: "A", COMPANY: "", PHONE: "", SERVICE: "", MESSAGE: "Hi" });
  });

  it.each([
    [
      "career: FNAME, PHONE (the mobile), RESUMELINK",
      "career",
      { FNAME: "Grace Hopper", PHONE: "214-555-0101", RESUMELINK: "https://example.com/cv.pdf" },
    ],
    ["chat-contact: FNAME, PHONE", "chat-contact", { FNAME: "Alan Turing", PHONE: "214 555 0102" }],
    [
      "meeting: FNAME, MEETING_DATE, MEETING_TIME",
      "meeting",
      { FNAME: "Katherine Johnson", MEETING_DATE: "Monday, December 16, 2024", MEETING_TIME: "10 AM" },
    ],
  ] as const)("%s", (_title, kind, attributes) => {
    expect(buildBrevoPayload(lead(kind), SENDER)).toStrictEqual({ email: VALID_FIELDS[kind].email, attributes, ...common });
  });

  it("newsletter: the address only, no attributes", () => {
    expect(JSON.stringify(buildBrevoPayload(lead("newsletter"), SENDER))).toBe(JSON.stringify({ email: "reader@example.com", ...common }));
  });
});

describe("attribution in the payload (docs/decisions/0253)", () => {
  // The shared campaign visit, with a search term and a click id of its own.
  const attribution = cleanAttribution({ ...CAMPAIGN_ATTRIBUTION, term: "cloud migration", clickIds: ["gclid"] });
  const tagged = { ...lead("contact"), attribution };

  it("without the setting the payload stays exactly as specified, whatever the lead carries", () => {
    expect(JSON.stringify(buildBrevoPayload(tagged, SENDER))).toBe(JSON.stringify(contactProviderBody(SENDER)));
    expect(JSON.stringify(buildBrevoPayload(tagged, SENDER, { attribution: false }))).toBe(JSON.stringify(contactProviderBody(SENDER)));
    const newsletter = { ...lead("newsletter"), attribution };
    expect(JSON.stringify(buildBrevoPayload(newsletter, SENDER))).toBe(JSON.stringify({ email: "reader@example.com", ...common }));
  });

  it("with it, the five attribution attributes follow the lead's own", () => {
    const body = buildBrevoPayload(tagged, SENDER, { attribution: true });
    expect(body.attributes).toStrictEqual({
      ...contactProviderBody(SENDER).attributes,
      UTM_SOURCE: "linkedin",
      UTM_MEDIUM: "social",
      UTM_CAMPAIGN: "q4-cloud",
      LANDING_PAGE: CAMPAIGN_ATTRIBUTION.landing,
      REFERRER: "www.linkedin.com",
    });
    // Unknown is empty, so every contact has the same attributes; the newsletter gets them too.
    expect(buildBrevoPayload(lead("newsletter"), SENDER, { attribution: true }).attributes).toStrictEqual({
      UTM_SOURCE: "",
      UTM_MEDIUM: "",
      UTM_CAMPAIGN: "",
      LANDING_PAGE: "",
      REFERRER: "",
    });
  });

  it("payloadAttributeNames lists every attribute a payload may use, for the provider check", () => {
    const base = ["FNAME", "COMPANY", "PHONE", "SERVICE", "MESSAGE", "RESUMELINK", "MEETING_DATE", "MEETING_TIME"];
    expect(payloadAttributeNames({ attribution: false })).toEqual(base);
    expect(payloadAttributeNames({ attribution: true })).toEqual([
      ...base,
      "UTM_SOURCE",
      "UTM_MEDIUM",
      "UTM_CAMPAIGN",
      "LANDING_PAGE",
      "REFERRER",
    ]);
    for (const kind of ["contact", "newsletter", "career", "chat-contact", "meeting"] as const) {
      const used = Object.keys(buildBrevoPayload({ ...lead(kind), attribution }, SENDER, { attribution: true }).attributes ?? {});
      for (const name of used) expect(payloadAttributeNames({ attribution: true })).toContain(name);
    }
  });
});
