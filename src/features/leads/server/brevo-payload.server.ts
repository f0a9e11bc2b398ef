import type { Attribution } from "../lead-attribution.ts";
import type { Lead } from "../lead-kinds.ts";
import { asciiEmail } from "../lead-validation.ts";

/** Mailing list every lead joins. */
export const BREVO_LIST_ID = 21;

/** Body of POST {BREVO_API_URL}/contacts, exactly as the original product sent it. */
export type BrevoContactPayload = {
  email: string;
  attributes?: Record<string, string>;
  emailBlacklisted: false;
  smsBlacklisted: false;
  listIds: [typeof BREVO_LIST_ID];
  updateEnabled: false;
  smtpBlacklistSender: [string];
};

/**
 * Body of PUT {BREVO_API_URL}/contacts/{email}: a returning visitor's lead, sent when the first POST
 * was refused because the contact exists (docs/leads.md, "Returning contacts"). The same attributes and list; the
 * blacklist flags are left as the contact has them, so a person who unsubscribed stays unsubscribed.
 */
export type BrevoContactUpdate = Pick<BrevoContactPayload, "attributes" | "listIds" | "smtpBlacklistSender">;

/** The update of an existing contact that carries what `payload` would have created. */
export function contactUpdateOf(payload: BrevoContactPayload): BrevoContactUpdate {
  const { attributes, listIds, smtpBlacklistSender } = payload;
  return { ...(attributes ? { attributes } : {}), listIds, smtpBlacklistSender };
}

/** Whether the payload adds where the lead came from: LEAD_ATTRIBUTION_ATTRIBUTES. */
export type PayloadOptions = { attribution: boolean };

/** The contact attributes of the original payloads, in the order the lead kinds use them. */
const LEAD_ATTRIBUTES = ["FNAME", "COMPANY", "PHONE", "SERVICE", "MESSAGE", "RESUMELINK", "MEETING_DATE", "MEETING_TIME"] as const;
/** The attribution attributes, added only when LEAD_ATTRIBUTION_ATTRIBUTES is on. */
const ATTRIBUTION_ATTRIBUTES = ["UTM_SOURCE", "UTM_MEDIUM", "UTM_CAMPAIGN", "LANDING_PAGE", "REFERRER"] as const;

/**
 * Every contact attribute a payload may use with these options: the provider drops an attribute the
 * account does not define, so the start-up check asks for exactly these
 * (0253).
 */
export function payloadAttributeNames(options: PayloadOptions = { attribution: false }): string[] {
  return [...LEAD_ATTRIBUTES, ...(options.attribution ? ATTRIBUTION_ATTRIBUTES : [])];
}

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

/** The five attribution attributes, every one present ('' when unknown) so the provider's columns stay aligned. */
function attributionAttributesOf(attribution: Attribution | null | undefined): Record<(typeof ATTRIBUTION_ATTRIBUTES)[number], string> {
  return {
    UTM_SOURCE: attribution?.source ?? "",
    UTM_MEDIUM: attribution?.medium ?? "",
    UTM_CAMPAIGN: attribution?.campaign ?? "",
    LANDING_PAGE: attribution?.landing ?? "",
    REFERRER: attribution?.referrer ?? "",
  };
}

/**
 * The provider payload for one lead; `senderAddress` fills smtpBlacklistSender. Without
 * `options.attribution` it is exactly the original payload, whatever the lead carries.
 */
export function buildBrevoPayload(
  lead: Lead & { attribution?: Attribution | null },
  senderAddress: string,
  options: PayloadOptions = { attribution: false },
): BrevoContactPayload {
  const own = attributesOf(lead);
  const attributes = options.attribution ? { ...own, ...attributionAttributesOf(lead.attribution) } : own;
  return {
    // Stored as typed; sent with an international domain in ASCII, the form the provider takes.
    email: asciiEmail(lead.fields.email),
    ...(attributes ? { attributes } : {}),
    emailBlacklisted: false,
    smsBlacklisted: false,
    listIds: [BREVO_LIST_ID],
    updateEnabled: false,
    smtpBlacklistSender: [senderAddress],
  };
}
