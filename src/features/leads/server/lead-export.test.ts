import { describe, expect, it } from "vitest";
import { exportLeads, formatLeadTable, leadsToCsv, leadsToJson } from "./lead-export.server.ts";
import { displaySafe } from "../../../platform/operator-text.server.ts";
import type { LeadRecord } from "./lead-store.server.ts";
import { CAMPAIGN_ATTRIBUTION } from "./lead-submission.fixture.ts";

const T = Date.parse("2025-03-04T05:06:07.000Z");
const meta = {
  idempotencyKey: null,
  attempts: 1,
  nextAttemptAt: T,
  lastError: null,
  providerStatus: 201,
  providerResponse: "{}",
  createdAt: T,
  deliveredAt: T + 1000,
  attribution: null,
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ATTRIBUTION = { ...CAMPAIGN_ATTRIBUTION, clickIds: ["gclid" as const] };

const contact: LeadRecord = {
  ...meta,
  id: "id-1",
  status: "delivered",
  kind: "contact",
  fields: {
    name: "Ada, Countess",
    email: "ada@example.com",
    company: "",
    phone: "+1 214 555 0100",
    // Not one of the site's choices: the export writes whatever the stored lead holds.
    service: "Not sure yet",
    message: 'Say "hi"\nplease',
  },
};
const newsletter: LeadRecord = {
  ...meta,
  id: "id-2",
  status: "failed",
  kind: "newsletter",
  fields: { email: "r@example.com" },
  lastError: "duplicate_parameter",
  providerStatus: 400,
  deliveredAt: null,
};

describe("CSV", () => {
  it("exports one column per field, across kinds", () => {
    // Rows end in CRLF; the bare LF inside the quoted message stays part of its cell.
    const [header, first] = leadsToCsv([contact, newsletter]).split("\r\n");
    expect(header).toBe(
      "id,kind,status,attempts,created_at,delivered_at,next_attempt_at,last_error,provider_status,provider_response,idempotency_key," +
        "name,email,company,phone,service,message,mobile,resumeLink,meetingDate,meetingTime," +
        "landing_page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,click_ids,referrer,sent_from",
    );
    expect(first).toBe(
      'id-1,contact,delivered,1,2025-03-04T05:06:07.000Z,2025-03-04T05:06:08.000Z,,,201,{},,"Ada, Countess",ada@example.com,,+1 214 555 0100,Not sure yet,"Say ""hi""\nplease",,,,,,,,,,,,,',
    );
    expect(leadsToCsv([newsletter]).split("\r\n")[1]).toBe(
      "id-2,newsletter,failed,1,2025-03-04T05:06:07.000Z,,,duplicate_parameter,400,{},,,r@example.com,,,,,,,,,,,,,,,,,",
    );
  });

  it("exports where a lead came from after its fields", () => {
    const tagged: LeadRecord = { ...contact, attribution: ATTRIBUTION };
    const [header, row] = leadsToCsv([tagged]).split("\r\n");
    expect(header?.endsWith(",landing_page,utm_source,utm_medium,utm_campaign,utm_term,utm_content,click_ids,referrer,sent_from")).toBe(
      true,
    );
    const { landing, page } = ATTRIBUTION;
    expect(row?.endsWith(`,${landing},linkedin,social,q4-cloud,,,gclid,www.linkedin.com,${page}`)).toBe(true);
    const [parsed] = JSON.parse(exportLeads([tagged], "json")) as Record<string, unknown>[];
    expect(parsed?.attribution).toEqual(ATTRIBUTION);
  });
});

describe("JSON export and table", () => {
  it("JSON keeps every field with ISO dates", () => {
    const [parsed] = JSON.parse(exportLeads([contact], "json")) as Record<string, unknown>[];
    expect(parsed).toMatchObject({ id: "id-1", kind: "contact", createdAt: "2025-03-04T05:06:07.000Z", fields: contact.fields });
  });

  it("lists id, kind, status, attempts, created, email, last error and where the lead came from", () => {
    const table = formatLeadTable([contact, newsletter]).split("\n");
    expect(table[0]).toMatch(
      /^ID\s+KIND\s+STATUS\s+TRIES\s+CREATED \(UTC\)\s+EMAIL\s+LAST ERROR\s+SOURCE\s+CAMPAIGN\s+LANDING\s+SENT FROM$/,
    );
    const { landing, page } = ATTRIBUTION;
    expect(formatLeadTable([{ ...contact, attribution: ATTRIBUTION }]).split("\n")[1]).toMatch(
      new RegExp(String.raw`ada@example\.com\s+linkedin\s+q4-cloud\s+${escapeRegExp(landing)}\s+${escapeRegExp(page)}$`),
    );
    expect(table[1]).toMatch(/^id-1\s+contact\s+delivered\s+1\s+2025-03-04 05:06\s+ada@example\.com$/);
    expect(table[2]).toMatch(/^id-2\s+newsletter\s+failed\s+1\s+2025-03-04 05:06\s+r@example\.com\s+duplicate_parameter$/);
    expect(formatLeadTable([])).toBe("No leads.\n");
  });
});

describe("exports are safe to open in a terminal", () => {
  // Terminal escapes (clear screen, set title, hyperlink), C1 controls and bidi overrides, in every
  // column an outsider can write: the fields, the key, and the provider's stored answer and error.
  const hostile = "\u001b[2J\u001b]0;owned\u0007\u009b31m\u202eevil\u2066x\u2069\u200f\ud800";
  const lead: LeadRecord = {
    ...contact,
    idempotencyKey: `key${hostile}`,
    lastError: `provider said ${hostile}`,
    providerResponse: `{"message":"${hostile}"}`,
    fields: { ...contact.fields, name: `Ada ${hostile}`, message: `line one\nline two ${hostile}` },
  };
  // eslint-disable-next-line no-control-regex -- control characters are what must not get through
  const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;

  it("CSV: every column has its control and bidi characters shown as [U+XXXX]", () => {
    const csv = leadsToCsv([lead]);
    expect(csv).not.toMatch(UNSAFE);
    expect(csv).toContain("[U+001B][2J");
    expect(csv).toContain("[U+202E]evil");
    expect(csv.isWellFormed()).toBe(true);
    // Line ends inside a message are kept (quoted), as spreadsheets expect.
    expect(csv).toContain("line one\nline two");
  });

  it("JSON: the same characters are \\u escapes, so the values stay exact", () => {
    const json = leadsToJson([lead]);
    expect(json).not.toMatch(UNSAFE);
    const [parsed] = JSON.parse(json) as { providerResponse: string; idempotencyKey: string }[];
    expect(parsed?.providerResponse).toBe(lead.providerResponse?.toWellFormed());
    expect(parsed?.idempotencyKey).toBe(lead.idempotencyKey?.toWellFormed());
  });

  it("the list table shows no raw escapes either", () => {
    expect(formatLeadTable([lead])).not.toMatch(UNSAFE);
    expect(displaySafe("plain text, tabs\tand\nlines")).toBe("plain text, tabs\tand\nlines");
  });
});
