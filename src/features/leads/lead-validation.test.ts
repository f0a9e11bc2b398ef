import { describe, expect, it } from "vitest";
import { FIELD_RULES, LEAD_KINDS } from "./lead-kinds.ts";
import { asciiEmail, emailProblem, isEmail, validateLead as validateWith } from "./lead-validation.ts";
import type { LeadLabels } from "../../content/lead-labels.ts";
import { LEAD_LABELS, fieldMessage as say } from "./lead-labels.fixture.ts";
import { VALID_FIELDS } from "./server/lead-submission.fixture.ts";

const validateLead = (kind: unknown, fields: unknown, leadLabels: LeadLabels = LEAD_LABELS) => validateWith(kind, fields, leadLabels);
const { validation } = LEAD_LABELS;

/** The stored fields of a valid submission, as plain text by name. */
function fieldsOf(kind: string, fields: unknown): Record<string, string> {
  const result = validateLead(kind, fields);
  if (!result.ok) throw new Error(`expected a valid lead: ${JSON.stringify(result.errors)}`);
  return result.lead.fields;
}

function errorsOf(kind: string, fields: unknown, leadLabels: LeadLabels = LEAD_LABELS): Record<string, string> {
  const result = validateLead(kind, fields, leadLabels);
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
          const required = say(validation.required, field as keyof typeof validation.fields);
          expect(errorsOf(kind, rest)[field]).toBe(required);
          expect(errorsOf(kind, { ...fields, [field]: "   " })[field]).toBe(required);
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
  it("words each message with content/site.yaml's labels.validation", () => {
    const errors = errorsOf("contact", { email: "nope" });
    expect(errors).toEqual({
      name: say(validation.required, "name"),
      email: say(validation.checkEmail, "email", { problem: validation.email.noAt }),
      message: say(validation.required, "message"),
    });
    expect(errorsOf("contact", { ...VALID_FIELDS.contact, company: "x".repeat(121) }).company).toBe(
      say(validation.tooLong, "company", { max: String(FIELD_RULES.contact.company.maxLength) }),
    );
  });

  it("speaks with the words it is given, so an editor's rewording reaches every form", () => {
    const reworded: LeadLabels = {
      serviceChoices: ["Web Design"],
      validation: { ...validation, required: "Fill in {field}, please!", fields: { ...validation.fields, name: "your name" } },
    };
    expect(errorsOf("contact", { ...VALID_FIELDS.contact, name: "" }, reworded).name).toBe("Fill in your name, please!");
    expect(validateLead("contact", { ...VALID_FIELDS.contact, service: "web design" }, reworded)).toMatchObject({
      ok: true,
      lead: { fields: { service: "Web Design" } },
    });
    expect(errorsOf("contact", { ...VALID_FIELDS.contact, service: LEAD_LABELS.serviceChoices[0] }, reworded).service).toBe(
      validation.chooseService,
    );
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
        say(validation.hiddenDirection, "name"),
      );
      expect(errorsOf("meeting", { ...VALID_FIELDS.meeting, meetingTime: `10 AM${mark}` }).meetingTime).toBe(
        say(validation.hiddenDirection, "meetingTime"),
      );
    }
    // Right-to-left text itself, and the plain direction marks people type with it, are fine.
    expect(validateLead("contact", { ...VALID_FIELDS.contact, name: "\u200fמרים כהן", message: "مرحبا" }).ok).toBe(true);
  });

  it("contact: optional fields become empty strings", () => {
    const result = validateLead("contact", { name: "A", email: "a@b.co", message: "Hi" });
    expect(result.ok && result.lead.fields).toEqual({ name: "A", email: "a@b.co", company: "", phone: "", service: "", message: "Hi" });
  });

  it("contact: service is one of the form's choices (any case, stored as listed) or empty", () => {
    const pick = (service: string) => validateLead("contact", { ...VALID_FIELDS.contact, service });
    for (const choice of LEAD_LABELS.serviceChoices) {
      expect(pick(choice.toLowerCase()), choice).toMatchObject({ ok: true, lead: { fields: { service: choice } } });
    }
    expect(pick("").ok).toBe(true);
    expect(errorsOf("contact", { ...VALID_FIELDS.contact, service: "Not a choice" }).service).toBe(validation.chooseService);
  });

  it("phone and mobile answers are stored as typed", () => {
    for (const phone of ["+44 20 7946 0958", "+91 98765 43210", "(214) 555-0100", "call me maybe", "n/a", "555-CALL-NOW"]) {
      expect(fieldsOf("chat-contact", { ...VALID_FIELDS["chat-contact"], phone }).phone, phone).toBe(phone);
      expect(fieldsOf("career", { ...VALID_FIELDS.career, mobile: phone }).mobile, phone).toBe(phone);
    }
  });

  it("names as people write them: long, accented, non-Latin, with emoji", () => {
    for (const name of ["x".repeat(150), "Zoë Ångström-Núñez", "山田 太郎", "Алексей Иванов", "محمد علي", "Priya 🌸 Sharma"]) {
      expect(fieldsOf("career", { ...VALID_FIELDS.career, name }).name, name).toBe(name);
    }
  });

  it("a resume link without https:// is kept as typed", () => {
    expect(fieldsOf("career", { ...VALID_FIELDS.career, resumeLink: "linkedin.com/in/priya-sharma" }).resumeLink).toBe(
      "linkedin.com/in/priya-sharma",
    );
  });

  it("an email in capitals or ending in a dot is the same mailbox", () => {
    expect(fieldsOf("newsletter", { email: "PRIYA.SHARMA@EXAMPLE.CO.IN" }).email).toBe("priya.sharma@example.co.in");
    expect(fieldsOf("newsletter", { email: "jane@example.com." }).email).toBe("jane@example.com");
  });

  it("an email that cannot be delivered says which part to fix", () => {
    const cases = {
      "jane@my_company.com": "underscore",
      "jane@example": "noEnding",
      "jane example.com": "spaces",
      "jane.example.com": "noAt",
      "@example.com": "nothingBefore",
      "jane@": "nothingAfter",
      "a@b@example.com": "twoAts",
      [`${"a".repeat(65)}@example.com`]: "tooLong",
      "jane..doe@example.com": "badCharacter",
      "jane@example..com": "badDomain",
    } as const;
    for (const [email, problem] of Object.entries(cases)) {
      expect(emailProblem(email), email).toBe(problem);
      expect(errorsOf("newsletter", { email }).email, email).toBe(
        say(validation.checkEmail, "email", { problem: validation.email[problem] }),
      );
    }
  });

  it("every kind requires a well-formed email", () => {
    for (const kind of LEAD_KINDS) {
      expect(errorsOf(kind, { ...VALID_FIELDS[kind], email: "not an email" }).email).toBe(
        say(validation.checkEmail, "email", { problem: validation.email.spaces }),
      );
    }
  });

  it("unknown kind and non-object fields are errors", () => {
    expect(Object.keys(errorsOf("quote", {}))).toEqual(["kind"]);
    expect(Object.keys(errorsOf("contact", "text"))).toEqual(["fields"]);
    expect(Object.keys(errorsOf("contact", null))).toEqual(["fields"]);
    expect(Object.keys(errorsOf("contact", []))).toEqual(["fields"]);
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    const max = FIELD_RULES.contact.name.maxLength;
    expect(validateLead("contact", { ...VALID_FIELDS.contact, name: "😀".repeat(max) }).ok).toBe(true);
    expect(validateLead("contact", { ...VALID_FIELDS.contact, name: "😀".repeat(max + 1) }).ok).toBe(false);
  });
});

describe("international domains", () => {
  it("are accepted and stored as typed; the address the provider gets is their ASCII form", () => {
    expect(fieldsOf("newsletter", { email: "user@bücher.de" }).email).toBe("user@bücher.de");
    expect(fieldsOf("newsletter", { email: "User@BÜCHER.de" }).email).toBe("user@bücher.de");
    expect(asciiEmail("user@bücher.de")).toBe("user@xn--bcher-kva.de");
    expect(asciiEmail("info@例え.テスト")).toBe("info@xn--r8jz45g.xn--zckzah");
    expect(asciiEmail("user@example.com")).toBe("user@example.com");
  });

  it.each(["user@bücher.de", "info@例え.テスト", "a@пример.рф", "user@xn--bcher-kva.de", "user@bücher.de."])("accepts %s", (email) => {
    expect(emailProblem(email.toLowerCase())).toBeUndefined();
  });

  it.each([
    ["üser@bücher.de", "badCharacter"],
    ["user@bücher", "noEnding"],
    ["user@bü/cher.de", "badDomain"],
    ["user@bücher..de", "badDomain"],
    ["user@bücher.de:80", "badDomain"],
    ["user@.bücher.de", "badDomain"],
    ["user@bü😀cher.de", "badDomain"],
  ])("refuses %s (%s)", (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
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
    "a@my_host.com",
    "a@b.com.",
    `${"a".repeat(65)}@b.com`,
    `a@${"b".repeat(250)}.com`,
  ])("refuses %s", (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
