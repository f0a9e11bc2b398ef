import { FIELD_RULES, LEAD_KINDS, SERVICE_OPTIONS, isLeadKind } from "./lead-kinds.ts";
import type { FieldRule, Lead, LeadKind } from "./lead-kinds.ts";

export type LeadErrors = Record<string, string>;
export type ValidationResult = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

// local@domain.tld: labels of letters/digits/hyphens, a TLD of 2+ characters (punycode TLDs such
// as xn--p1ai included). Bounded quantifiers keep it linear.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
// Control characters other than tab and newline never belong in a lead.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// Bidi embeddings, overrides and isolates reorder the text around them, so a name or message can
// read differently in the provider's list or an export than what was sent (U+202E 'Trojan Source').
// Refused rather than stripped: removing them would silently change the order a visitor saw.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * One field of one kind, checked and normalised exactly as the server will store it. The chat
 * flows ask each question with this, so an answer they accept is never refused at the end
 * (docs/decisions/0111).
 */
export function checkLeadField<K extends LeadKind>(kind: K, field: string, value: unknown): { value: string } | { error: string } {
  const rules: Record<string, FieldRule> = FIELD_RULES[kind];
  const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
  if (!rule) return { error: `Unknown field ${field}.` };
  return checkField(value, rule);
}

/**
 * Checks raw fields (e.g. a parsed JSON body) for one lead kind. Unknown fields are ignored and never
 * copied; each problem gets a message a visitor can act on, keyed by field name.
 */
export function validateLead(kind: unknown, raw: unknown): ValidationResult {
  if (!isLeadKind(kind)) {
    return { ok: false, errors: { kind: `Unknown kind of request; expected one of: ${LEAD_KINDS.join(", ")}.` } };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: { fields: "Please fill in the form." } };
  }
  const source = raw as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const errors: LeadErrors = {};
  for (const [field, rule] of Object.entries<FieldRule>(FIELD_RULES[kind])) {
    const value = Object.hasOwn(source, field) ? source[field] : undefined;
    const checked = checkField(value, rule);
    if ("error" in checked) errors[field] = checked.error;
    else fields[field] = checked.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Safe: `fields` holds exactly the rule set of `kind`, each value checked above.
  return { ok: true, lead: { kind, fields } as unknown as Lead };
}

function checkField(value: unknown, rule: FieldRule): { value: string } | { error: string } {
  if (value === undefined) return rule.required ? { error: `Please enter ${rule.label}.` } : { value: "" };
  if (typeof value !== "string") {
    return { error: rule.format === "service" ? "Please choose a service from the list." : `Please enter ${rule.label} as text.` };
  }
  const text = normalise(value, rule);
  if (text === "") return rule.required ? { error: `Please enter ${rule.label}.` } : { value: "" };
  if (BIDI_CONTROLS.test(text)) return { error: `Please remove the hidden text-direction characters from ${rule.label}.` };
  // Count characters as people see them (code points), not UTF-16 units.
  if ([...text].length > rule.maxLength) {
    return { error: `Please keep ${rule.label} to ${rule.maxLength.toLocaleString("en-US")} characters or fewer.` };
  }
  switch (rule.format) {
    case "email": {
      const problem = emailProblem(text);
      return problem === undefined ? { value: withoutRootDot(text) } : { error: `${problem} Please check ${rule.label}.` };
    }
    case "service": {
      const option = SERVICE_OPTIONS.find((o) => o.toLowerCase() === text.toLowerCase());
      return option ? { value: option } : { error: "Please choose a service from the list." };
    }
    default:
      return { value: text };
  }
}

function normalise(value: string, rule: FieldRule): string {
  const clean = value.normalize("NFC").replace(CONTROL_CHARS, "");
  if (rule.format === "email") return clean.trim().toLowerCase();
  if (rule.multiline) return clean.replace(/\r\n?/g, "\n").trim();
  return clean.replace(/\s+/g, " ").trim();
}

/**
 * A trailing dot ends a fully qualified domain ('example.com.'): the same mailbox, so it is
 * accepted and dropped rather than asked again; the provider would refuse it as written.
 */
function withoutRootDot(email: string): string {
  return email.endsWith(".") && !email.endsWith("..") ? email.slice(0, -1) : email;
}

/**
 * Why `text` (trimmed, lower case) cannot be an email address, in words a visitor can act on, or
 * undefined when it can. The reasons name the part to fix, so the chat can ask again usefully.
 */
export function emailProblem(text: string): string | undefined {
  const example = "like name@company.com";
  if (/\s/.test(text)) return "An email address has no spaces.";
  const at = text.lastIndexOf("@");
  if (at === -1) return `An email address needs an @, ${example}.`;
  const local = text.slice(0, at);
  const domain = withoutRootDot(text.slice(at + 1));
  if (local === "") return `Something is missing before the @, ${example}.`;
  if (local.includes("@")) return "That looks like more than one @; an email address has one.";
  if (domain === "") return `Something is missing after the @, ${example}.`;
  // RFC 5321: at most 64 characters before the @ and 254 in all.
  if (local.length > 64 || local.length + 1 + domain.length > 254) return "That email address is too long.";
  if (!LOCAL_PART.test(local)) return "The part before the @ has a character or dot where an email address cannot have one.";
  if (domain.includes("_"))
    return "The part after the @ cannot contain an underscore (_); domain names use letters, digits, dots and hyphens.";
  if (!domain.includes(".")) return `The part after the @ needs an ending such as .com, ${example}.`;
  if (!DOMAIN.test(domain))
    return "The part after the @ does not look like a domain name (letters, digits, single dots and hyphens, ending like .com).";
  return undefined;
}

/** True for an address the provider can take: no reason to refuse it and no root dot to drop. */
export function isEmail(text: string): boolean {
  return emailProblem(text.toLowerCase()) === undefined && !text.endsWith(".");
}
