import { FIELD_RULES, LEAD_KINDS, SERVICE_OPTIONS, isLeadKind } from "../../lib/lead-kinds.ts";
import type { FieldRule, Lead } from "../../lib/lead-kinds.ts";

export type LeadErrors = Record<string, string>;
export type ValidationResult = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

// local@domain.tld: no spaces, labels of letters/digits/hyphens, a TLD of 2+ characters
// (punycode TLDs such as xn--p1ai included). Bounded quantifiers keep it linear.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
// Loose on purpose: people write numbers in many ways; we only keep out things that are not numbers.
const PHONE_PATTERN = /^\+?[0-9\s()./-]+(?:\s*(?:x|ext\.?)\s*[0-9]+)?$/i;
// Control characters other than tab and newline never belong in a lead.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// Bidi embeddings, overrides and isolates reorder the text around them, so a name or message can
// read differently in the provider's list or an export than what was sent (U+202E 'Trojan Source').
// Refused rather than stripped: removing them would silently change the order a visitor saw.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

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
    case "email":
      return isEmail(text) ? { value: text } : { error: "Please enter a valid email address, like name@company.com." };
    case "phone":
      return isPhone(text) ? { value: text } : { error: "Please enter a valid phone number, like +1 214 555 0100." };
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

export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.lastIndexOf("@");
  // RFC 5321: the local part is at most 64 characters.
  return at > 0 && at <= 64 && EMAIL_PATTERN.test(text.toLowerCase());
}

function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(text) && digits >= 5 && digits <= 20;
}
