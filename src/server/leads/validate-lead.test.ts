import { describe, expect, it } from "vitest";
import { FIELD_RULES, LEAD_KINDS } from "../../lib/lead-kinds.ts";
import { isEmail, validateLead } from "./validate-lead.ts";
import { VALID_FIELDS } from "./test-fixtures.test-helper.ts";

function errorsOf(kind: string, fields: unknown): Record<string, string> {
  const result = validateLead(kind, fields);
  if (result.ok) throw new Error("expected validation errors");
  return result.errors;
}

describe("validateLead, every kind", () => {
  for (const kind of LEAD_KINDS) {
    const fields = VALID_FIELDS[kind];
    const rules = FIELD_RULES[kind];

    it(`${kind}: accepts a valid submission and returns exactly its fields`, () => {
      const result = validateLead(kind, fields);
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.lead.kind).toBe(kind);
        expect(Object.keys(result.lead.fields)).toEqual(Object.keys(rules));
      }
    });

    it(`${kind}: ignores unknown fields and never copies them`, () => {
      const result = validateLead(kind, { ...fields, isAdmin: "yes", __proto__: { x: 1 }, constructor: "x" });
      expect(result.ok && Object.keys(result.lead.fields)).toEqual(Object.keys(rules));
    });

    for (const [field, rule] of Object.entries(rules)) {
      if (rule.required) {
        it(`${kind}: ${field} missing or blank is an error`, () => {
          const { [field]: _dropped, ...rest } = fields;
          expect(errorsOf(kind, rest)[field]).toMatch(/^Please enter /);
          expect(errorsOf(kind, { ...fields, [field]: "   " })[field]).toMatch(/^Please enter /);
        });
      }
      it(`${kind}: ${field} over ${rule.maxLength} characters is an error`, () => {
        expect(errorsOf(kind, { ...fields, [field]: "a".repeat(rule.maxLength + 1) })[field]).toBeDefined();
      });
      it(`${kind}: ${field} as a non-string is an error`, () => {
        for (const bad of [42, true, null, ["x"], { x: 1 }]) {
          expect(errorsOf(kind, { ...fields, [field]: bad })[field]).toBeDefined();
        }
      });
    }
  }
});

describe("validateLead, messages and normalisation", () => {
  it("names the human messages of the form", () => {
    const errors = errorsOf("contact", { email: "nope" });
    expect(errors).toEqual({
      name: "Please enter your full name.",
      email: "Please enter a valid email address, like name@company.com.",
      message: "Please enter your message.",
    });
  });

  it("trims, collapses spaces, lower-cases the email, keeps message line breaks", () => {
    const result = validateLead("contact", {
      ...VALID_FIELDS.contact,
      name: "  Ada \t  Lovelace ",
      email: " Ada@Example.COM ",
      message: " Line one\r\nLine two\u0000 ",
    });
    expect(result.ok && result.lead.fields).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Line one\nLine two",
    });
  });

  it("refuses bidi embedding, override and isolate characters in any field", () => {
    for (const mark of ["\u202a", "\u202e", "\u2066", "\u2069"]) {
      expect(errorsOf("contact", { ...VALID_FIELDS.contact, name: `Ada ${mark}ecalevoL` }).name).toBe(
        "Please remove the hidden text-direction characters from your full name.",
      );
      expect(errorsOf("meeting", { ...VALID_FIELDS.meeting, meetingTime: `10 AM${mark}` }).meetingTime).toMatch(/hidden text-direction/);
    }
    // Right-to-left text itself, and the plain direction marks people type with it, are fine.
    expect(validateLead("contact", { ...VALID_FIELDS.contact, name: "\u200fמרים כהן", message: "مرحبا" }).ok).toBe(true);
  });

  it("contact: optional fields become empty strings", () => {
    const result = validateLead("contact", { name: "A", email: "a@b.co", message: "Hi" });
    expect(result.ok && result.lead.fields).toEqual({ name: "A", email: "a@b.co", company: "", phone: "", service: "", message: "Hi" });
  });

  it("contact: service is one of the listed options (any case) or empty", () => {
    const pick = (service: string) => validateLead("contact", { ...VALID_FIELDS.contact, service });
    expect(pick("ai & automation").ok && pick("ai & automation")).toMatchObject({ lead: { fields: { service: "AI & Automation" } } });
    expect(pick("").ok).toBe(true);
    expect(errorsOf("contact", { ...VALID_FIELDS.contact, service: "Web Design" }).service).toBe("Please choose a service from the list.");
  });

  it("phone numbers are checked loosely", () => {
    for (const ok of ["+44 20 7946 0958", "(214) 555-0100", "214.555.0100 ext. 12", "12345"]) {
      expect(validateLead("chat-contact", { ...VALID_FIELDS["chat-contact"], phone: ok }).ok, ok).toBe(true);
    }
    for (const bad of ["call me", "12", "555-CALL-NOW", "<script>"]) {
      expect(errorsOf("chat-contact", { ...VALID_FIELDS["chat-contact"], phone: bad }).phone, bad).toMatch(/valid phone/);
    }
  });

  it("every kind requires a well-formed email", () => {
    for (const kind of LEAD_KINDS) {
      expect(errorsOf(kind, { ...VALID_FIELDS[kind], email: "not an email" }).email).toMatch(/valid email/);
    }
  });

  it("unknown kind and non-object fields are errors", () => {
    expect(Object.keys(errorsOf("quote", {}))).toEqual(["kind"]);
    expect(Object.keys(errorsOf("contact", "text"))).toEqual(["fields"]);
    expect(Object.keys(errorsOf("contact", null))).toEqual(["fields"]);
    expect(Object.keys(errorsOf("contact", []))).toEqual(["fields"]);
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    expect(validateLead("contact", { ...VALID_FIELDS.contact, name: "😀".repeat(100) }).ok).toBe(true);
  });
});

describe("isEmail", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.org", "x@xn--p1ai.xn--p1ai", "o'brien@example.ie"])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each([
    "plain",
    "a@b",
    "a b@c.com",
    "a@b c.com",
    "@b.com",
    "a@.com",
    "a..b@c.com",
    ".a@c.com",
    "a@-b.com",
    "a@b.c",
    `${"a".repeat(65)}@b.com`,
    `a@${"b".repeat(250)}.com`,
  ])("refuses %s", (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
