/** Valid raw submissions of every kind, shared by the lead tests (not shipped code). */
import type { Attribution } from "../lead-attribution.ts";
import type { LeadKind } from "../lead-kinds.ts";
import { LEAD_PAGES, LEAD_LABELS } from "../lead-labels.fixture.ts";

/** A service the contact form offers, read from the content: a reworded choice must not break the lead tests. */
const SERVICE = LEAD_LABELS.serviceChoices[0] ?? "";

export const VALID_FIELDS: { [K in LeadKind]: Record<string, string> } = {
  contact: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    phone: "+1 (214) 555-0100",
    service: SERVICE,
    message: "We need a security review.\nThanks!",
  },
  newsletter: { email: "reader@example.com" },
  career: { name: "Grace Hopper", mobile: "214-555-0101", email: "grace@example.com", resumeLink: "https://example.com/cv.pdf" },
  "chat-contact": { name: "Alan Turing", email: "alan@example.com", phone: "214 555 0102" },
  meeting: { name: "Katherine Johnson", email: "kj@example.com", meetingDate: "Monday, December 16, 2024", meetingTime: "10 AM" },
};

/** The fields every provider body carries, for a site whose sender address is `sender`. */
export function providerDefaults(sender: string) {
  return { emailBlacklisted: false, smsBlacklisted: false, listIds: [21], updateEnabled: false, smtpBlacklistSender: [sender] };
}

/** The exact provider body of the contact lead above; key order counts. */
export function contactProviderBody(sender: string) {
  return {
    email: "ada@example.com",
    attributes: {
      FNAME: "Ada Lovelace",
      COMPANY: "Analytical Engines",
      PHONE: "+1 (214) 555-0100",
      SERVICE: SERVICE,
      MESSAGE: "We need a security review.\nThanks!",
    },
    ...providerDefaults(sender),
  };
}

/** A visit that came from a LinkedIn campaign and sent the contact form; tests add click ids. */
export const CAMPAIGN_ATTRIBUTION: Attribution = {
  landing: LEAD_PAGES.service,
  source: "linkedin",
  medium: "social",
  campaign: "q4-cloud",
  term: "",
  content: "",
  clickIds: [],
  referrer: "www.linkedin.com",
  page: LEAD_PAGES.contact,
};
