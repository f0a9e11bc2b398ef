/**
 * The five kinds of lead the site collects and the rules for each field.
 * Field order here is the order of the CSV export and of validation messages.
 */

export const LEAD_KINDS = ["contact", "newsletter", "career", "chat-contact", "meeting"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Page contact form. Optional fields are normalised to '' so the provider payload is stable. */
export type ContactFields = {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** One of the contact form's choices (content/site.yaml labels.forms.serviceChoices), or ''. */
  service: string;
  message: string;
};
export type NewsletterFields = { email: string };
export type CareerFields = { name: string; mobile: string; email: string; resumeLink: string };
export type ChatContactFields = { name: string; email: string; phone: string };
export type MeetingFields = { name: string; email: string; meetingDate: string; meetingTime: string };

/** A validated lead: trimmed, normalised and typed by kind. */
export type Lead =
  | { kind: "contact"; fields: ContactFields }
  | { kind: "newsletter"; fields: NewsletterFields }
  | { kind: "career"; fields: CareerFields }
  | { kind: "chat-contact"; fields: ChatContactFields }
  | { kind: "meeting"; fields: MeetingFields };

export type LeadFieldsOf<K extends LeadKind> = Extract<Lead, { kind: K }>["fields"];

/**
 * How a field is checked beyond its bound. Phone numbers are plain text: people write "n/a",
 * "call me after 5" or "+91 98765 43210", and the team reads them as written.
 */
export type FieldFormat = "text" | "email" | "service";

/** A field's messages name it with content/site.yaml's labels.validation.fields words. */
export type FieldRule = {
  required: boolean;
  maxLength: number;
  format: FieldFormat;
  /** Only the message keeps its line breaks; every other field is one line. */
  multiline?: boolean;
};

// Bounds keep storage and exports sane; they are far above what people write, so a long name or a
// typed-out phone answer is stored as written.
const name: FieldRule = { required: true, maxLength: 300, format: "text" };
const phone = (required: boolean): FieldRule => ({ required, maxLength: 100, format: "text" });
// 254 is the longest address SMTP can carry (RFC 5321 path limit minus the brackets).
const email: FieldRule = { required: true, maxLength: 254, format: "email" };

export const FIELD_RULES: { [K in LeadKind]: { [F in keyof LeadFieldsOf<K>]-?: FieldRule } } = {
  contact: {
    name,
    email,
    company: { required: false, maxLength: 120, format: "text" },
    phone: phone(false),
    service: { required: false, maxLength: 40, format: "service" },
    message: { required: true, maxLength: 5000, format: "text", multiline: true },
  },
  newsletter: { email },
  career: {
    name,
    mobile: phone(true),
    email,
    // Any link text, as typed ("drive.google.com/…" without https:// included): no URL check, only a bound.
    resumeLink: { required: true, maxLength: 1000, format: "text" },
  },
  "chat-contact": {
    name,
    email,
    phone: phone(true),
  },
  meeting: {
    name,
    email,
    // The chat widget formats the chosen slot; the server only bounds it.
    meetingDate: { required: true, maxLength: 100, format: "text" },
    meetingTime: { required: true, maxLength: 40, format: "text" },
  },
};

/**
 * The hidden form field with how long the form was shown before it was sent, in ms on the visitor's
 * clock.
 */
export const FILL_TIME_FIELD = "fillMs";

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

/** Every field name of every kind, in a stable order (used for one-column-per-field exports). */
export function allFieldNames(): string[] {
  const names = new Set<string>();
  for (const kind of LEAD_KINDS) for (const field of Object.keys(FIELD_RULES[kind])) names.add(field);
  return [...names];
}
