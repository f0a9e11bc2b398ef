import { asciiEmail } from "../lead-validation.ts";
import type { LeadRecord } from "./lead-store.server.ts";
import type { TransactionalEmail } from "../../../platform/provider-client.server.ts";

/** Who gets the notice and who sends it: the company's inbox (site.yaml's email) and LEAD_SENDER. */
export type CompanyInbox = { to: { email: string; name: string }; sender: { email: string; name: string } };

/** Field names as the company reads them; a field missing here is shown by its own name. */
const FIELD_NAMES: Record<string, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  phone: "Phone",
  mobile: "Mobile",
  service: "Service",
  message: "Message",
  resumeLink: "Résumé link",
  meetingDate: "Meeting date",
  meetingTime: "Meeting time",
};

/**
 * The email that tells the company about a lead the provider took as an update of an existing contact
 * (docs/leads.md, "Returning contacts"): an update adds no one to the list, so nothing that watches the list for new
 * contacts fires, and the message would sit unseen in the contact's attributes. Replying answers the visitor.
 */
export function companyNotice(lead: LeadRecord, inbox: CompanyInbox): TransactionalEmail {
  const fields = Object.entries(lead.fields as Record<string, string>).filter(([, value]) => value !== "");
  const lines = fields.map(([field, value]) => `${FIELD_NAMES[field] ?? field}: ${value}`);
  const name = "name" in lead.fields ? lead.fields.name : undefined;
  const email = asciiEmail(lead.fields.email);
  return {
    sender: inbox.sender,
    to: [inbox.to],
    replyTo: name ? { email, name } : { email },
    subject: `New ${lead.kind} lead from a returning contact: ${name ?? lead.fields.email}`,
    textContent: [
      "Someone already in your contacts wrote again. The email provider kept their contact and updated it with this lead:",
      "",
      ...lines,
      "",
      `Lead ${lead.id}, received ${new Date(lead.createdAt).toISOString()}.`,
    ].join("\n"),
  };
}
