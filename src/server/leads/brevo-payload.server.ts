import type { Lead } from "../../lib/lead-kinds.ts";

/** Mailing list every lead joins (docs/decisions/0151). */
export const BREVO_LIST_ID = 21;

/** Body of POST {BREVO_API_URL}/contacts, exactly as the original product sent it (docs/decisions/0151). */
export type BrevoContactPayload = {
  email: string;
  attributes?: Record<string, string>;
  emailBlacklisted: false;
  smsBlacklisted: false;
  listIds: [typeof BREVO_LIST_ID];
  updateEnabled: false;
  smtpBlacklistSender: [string];
};

function attributesOf(lead: Lead): Record<string, string> | undefined {
  switch (lead.kind) {
    case "contact": {
      const f = lead.fields;
      return { FNAME: f.name, COMPANY: f.company, PHONE: f.phone, SERVICE: f.service, MESSAGE: f.message };
    }
    case "career":
      return { FNAME: lead.fields.name, PHONE: lead.fields.mobile, RESUMELINK: lead.fields.resumeLink };
    case "chat-contact":
      return { FNAME: lead.fields.name, PHONE: lead.fields.phone };
    case "meeting":
      return { FNAME: lead.fields.name, MEETING_DATE: lead.fields.meetingDate, MEETING_TIME: lead.fields.meetingTime };
    case "newsletter":
      // The newsletter signs up an address only: no attributes at all.
      return undefined;
  }
}

/** The provider payload for one lead; `senderAddress` fills smtpBlacklistSender. */
export function buildBrevoPayload(lead: Lead, senderAddress: string): BrevoContactPayload {
  const attributes = attributesOf(lead);
  return {
    email: lead.fields.email,
    ...(attributes ? { attributes } : {}),
    emailBlacklisted: false,
    smsBlacklisted: false,
    listIds: [BREVO_LIST_ID],
    updateEnabled: false,
    smtpBlacklistSender: [senderAddress],
  };
}

/** Every contact attribute a payload may carry: the start-up check asks the provider for each (docs/decisions/0274-provider-check-at-start.md). */
export function payloadAttributeNames(): string[] {
  return ["FNAME", "COMPANY", "PHONE", "SERVICE", "MESSAGE", "RESUMELINK", "MEETING_DATE", "MEETING_TIME"];
}
