import type { LeadLabels } from "../../content/lead-labels.ts";
import type { SiteSettings, ValidationLabels } from "../../content/entry-types.ts";
import { fillTemplate } from "../../lib/fill-template.ts";
import { FIELD_RULES, LEAD_KINDS, isLeadKind } from "./lead-kinds.ts";
import type { FieldRule, Lead, LeadFieldsOf, LeadKind } from "./lead-kinds.ts";

export type LeadErrors = Record<string, string>;
export type ValidationResult = { ok: true; lead: Lead } | { ok: false; errors: LeadErrors };

/** The labels the lead rules speak with, picked from site.yaml's labels (LeadLabels, src/content/lead-labels.ts). */
export function leadLabelsOf(labels: Pick<SiteSettings["labels"], "validation" | "forms">): LeadLabels {
  return { validation: labels.validation, serviceChoices: labels.forms.serviceChoices };
}

/** Every lead field of every kind; the type check fails if labels.validation.fields misses one. */
type LeadField = { [K in LeadKind]: keyof LeadFieldsOf<K> & string }[LeadKind];
const fieldWords = (validation: ValidationLabels, field: LeadField): string => validation.fields[field];

/** Why an email address cannot be right, as a key of labels.validation.email. */
export type EmailProblem = keyof ValidationLabels["email"];

// local@domain.tld: labels of letters/digits/hyphens, a TLD of 2+ characters (punycode TLDs such
// as xn--p1ai included), checked on the domain's ASCII form (asciiDomain). Bounded quantifiers keep it linear.
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
export function checkLeadField(kind: LeadKind, field: string, value: unknown, labels: LeadLabels): { value: string } | { error: string } {
  const rules: Record<string, FieldRule> = FIELD_RULES[kind];
  const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
  // Only code can ask for a field a kind does not have.
  if (!rule) return { error: `Unknown field ${field}.` };
  return checkField(value, field as LeadField, rule, labels);
}

/**
 * Checks raw fields (e.g. a parsed JSON body) for one lead kind. Unknown fields are ignored and never
 * copied; each problem gets a message a visitor can act on, keyed by field name.
 */
export function validateLead(kind: unknown, raw: unknown, labels: LeadLabels): ValidationResult {
  // Only a program can send an unknown kind: the site's forms and chat name theirs in code.
  if (!isLeadKind(kind)) {
    return { ok: false, errors: { kind: `Unknown kind of request; expected one of: ${LEAD_KINDS.join(", ")}.` } };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: { fields: labels.validation.emptyForm } };
  }
  const source = raw as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const errors: LeadErrors = {};
  for (const [field, rule] of Object.entries<FieldRule>(FIELD_RULES[kind])) {
    const value = Object.hasOwn(source, field) ? source[field] : undefined;
    const checked = checkField(value, field as LeadField, rule, labels);
    if ("error" in checked) errors[field] = checked.error;
    else fields[field] = checked.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Safe: `fields` holds exactly the rule set of `kind`, each value checked above.
  return { ok: true, lead: { kind, fields } as unknown as Lead };
}

/**
 * A field outside the lead kinds (a job application's), checked and normalised by
 * the same rule and worded the same way, with `words` naming it in the message.
 */
export function checkFieldNamed(value: unknown, words: string, rule: FieldRule, labels: LeadLabels): { value: string } | { error: string } {
  const validation = { ...labels.validation, fields: { ...labels.validation.fields, message: words } };
  return checkField(value, "message", rule, { ...labels, validation });
}

function checkField(value: unknown, field: LeadField, rule: FieldRule, labels: LeadLabels): { value: string } | { error: string } {
  const { validation } = labels;
  const say = (template: string, values: Record<string, string> = {}) => ({
    error: fillTemplate(template, { field: fieldWords(validation, field), ...values }),
  });
  if (value === undefined) return rule.required ? say(validation.required) : { value: "" };
  if (typeof value !== "string") return say(rule.format === "service" ? validation.chooseService : validation.notText);
  const text = normalise(value, rule);
  if (text === "") return rule.required ? say(validation.required) : { value: "" };
  if (BIDI_CONTROLS.test(text)) return say(validation.hiddenDirection);
  // Count characters as people see them (code points), not UTF-16 units.
  if ([...text].length > rule.maxLength) return say(validation.tooLong, { max: rule.maxLength.toLocaleString("en-US") });
  switch (rule.format) {
    case "email": {
      const problem = emailProblem(text);
      return problem === undefined ? { value: withoutRootDot(text) } : say(validation.checkEmail, { problem: validation.email[problem] });
    }
    case "service": {
      const choice = labels.serviceChoices.find((c) => c.toLowerCase() === text.toLowerCase());
      return choice ? { value: choice } : say(validation.chooseService);
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
 * Why `text` (trimmed, lower case) cannot be an email address, or undefined when it can. Each
 * reason names the part to fix, so the chat can ask again usefully.
 */
export function emailProblem(text: string): EmailProblem | undefined {
  if (/\s/.test(text)) return "spaces";
  const at = text.lastIndexOf("@");
  if (at === -1) return "noAt";
  const local = text.slice(0, at);
  const domain = withoutRootDot(text.slice(at + 1));
  if (local === "") return "nothingBefore";
  if (local.includes("@")) return "twoAts";
  if (domain === "") return "nothingAfter";
  if (domain.includes("_")) return "underscore";
  // An international domain (bücher.de) is checked, measured and sent in its ASCII form (xn--bcher-kva.de).
  const ascii = asciiDomain(domain);
  // RFC 5321: at most 64 characters before the @ and 254 in all.
  if (local.length > 64 || local.length + 1 + (ascii ?? domain).length > 254) return "tooLong";
  if (!LOCAL_PART.test(local)) return "badCharacter";
  if (!domain.includes(".")) return "noEnding";
  if (ascii === undefined || !DOMAIN.test(ascii)) return "badDomain";
  return undefined;
}

/** Letters, marks and digits of any script, hyphens and dots: what an international domain name is written with. */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * A domain in the ASCII form mail carries: itself when it is ASCII, its IDNA form (punycode, as the URL
 * standard maps it, in the browser and on the server alike) when it is written in another script, and
 * undefined when it is neither.
 */
function asciiDomain(domain: string): string | undefined {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain;
  if (!UNICODE_DOMAIN.test(domain) || domain.startsWith(".") || domain.includes("..")) return undefined;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

/** An address the provider takes: its domain in ASCII (user@bücher.de → user@xn--bcher-kva.de); the local part is ASCII already. */
export function asciiEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? email : `${email.slice(0, at + 1)}${asciiDomain(email.slice(at + 1)) ?? email.slice(at + 1)}`;
}

/** True for an address the provider can take: no reason to refuse it and no root dot to drop. */
export function isEmail(text: string): boolean {
  return emailProblem(text.toLowerCase()) === undefined && !text.endsWith(".");
}
