import { describe, expect, it } from "vitest";
import type { Attribution } from "../lead-attribution.ts";
import type { LeadKind } from "../lead-kinds.ts";
import { formatLeadReport, groupOf, reportRows } from "./lead-report.server.ts";
import type { LeadRecord, LeadStatus } from "./lead-store.server.ts";
import { CAMPAIGN_ATTRIBUTION, VALID_FIELDS } from "./lead-submission.fixture.ts";

const T = Date.parse("2026-11-01T00:00:00Z");
const NONE: Attribution = {
  landing: "",
  source: "",
  medium: "",
  campaign: "",
  term: "",
  content: "",
  clickIds: [],
  referrer: "",
  page: "",
};
let next = 0;

function lead(kind: LeadKind, status: LeadStatus, attribution: Partial<Attribution> | null): LeadRecord {
  return {
    kind,
    fields: VALID_FIELDS[kind],
    id: `id-${++next}`,
    idempotencyKey: null,
    status,
    attempts: 1,
    nextAttemptAt: T,
    lastError: null,
    providerStatus: null,
    providerResponse: null,
    createdAt: T,
    deliveredAt: null,
    attribution: attribution ? { ...NONE, ...attribution } : null,
  } as LeadRecord;
}

// The shared campaign visit: it landed on a service's page and sent the contact form.
const { landing, page } = CAMPAIGN_ATTRIBUTION;
const cloud = { landing, source: "linkedin", campaign: "q4-cloud", page };
const leads = [
  lead("contact", "delivered", cloud),
  lead("chat-contact", "failed", { ...cloud, page: "/about" }),
  lead("newsletter", "pending", { ...cloud, page: "/blog" }),
  lead("meeting", "delivered", { landing: "/", referrer: "news.ycombinator.com", page: "/" }),
  lead("contact", "delivered", { landing: "/", page }),
  lead("newsletter", "delivered", null),
  lead("contact", "suspect", cloud),
];

describe("the marketing report (docs/decisions/0252)", () => {
  it("groups by campaign, with kinds, delivered and failed; suspected bots are left out", () => {
    const rows = reportRows(leads, "campaign");
    expect(rows.map((row) => [row.group, row.leads, row.delivered, row.failed])).toEqual([
      ["q4-cloud", 3, 1, 1],
      ["(none)", 2, 2, 0],
      ["(unknown)", 1, 1, 0],
    ]);
    expect(rows.find((row) => row.group === "q4-cloud")?.byKind).toEqual({
      contact: 1,
      newsletter: 1,
      career: 0,
      "chat-contact": 1,
      meeting: 0,
    });
  });

  it("the source is the tag, else the referring site, else direct", () => {
    expect(reportRows(leads, "source").map((row) => [row.group, row.leads])).toEqual([
      ["linkedin", 3],
      ["(direct)", 1],
      ["(unknown)", 1],
      ["news.ycombinator.com", 1],
    ]);
  });

  it("landing pages and sending pages", () => {
    expect(reportRows(leads, "landing").map((row) => [row.group, row.leads])).toEqual([
      [landing, 3],
      ["/", 2],
      ["(unknown)", 1],
    ]);
    expect(groupOf(leads[1] as LeadRecord, "page")).toBe("/about");
    expect(reportRows(leads, "page").map((row) => row.group)).toEqual([page, "(unknown)", "/", "/about", "/blog"]);
  });

  it("prints one table per grouping, and says how many suspects it left out", () => {
    const text = formatLeadReport(leads, { since: T - 86_400_000, dimensions: ["campaign", "page"] });
    const lines = text.split("\n");
    expect(lines[0]).toBe("Leads since 2026-10-31 00:00 UTC: 6 (1 suspected bot left out)");
    expect(text).toMatch(/^CAMPAIGN\s+LEADS\s+CONTACT\s+NEWSLETTER\s+CAREER\s+CHAT-CONTACT\s+MEETING\s+DELIVERED\s+FAILED$/m);
    expect(text).toMatch(/^q4-cloud\s+3\s+1\s+1\s+0\s+1\s+0\s+1\s+1$/m);
    expect(text).toMatch(/^SENT FROM\s+LEADS/m);
    expect(text).not.toMatch(/^SOURCE/m);
    expect(formatLeadReport([], { since: T, dimensions: ["source"] })).toContain("SOURCE: no leads.");
  });

  it("a hostile tag cannot reach the terminal raw", () => {
    const hostile = lead("contact", "delivered", { campaign: "x\u001b[2J\u202ey" });
    expect(formatLeadReport([hostile], { since: T, dimensions: ["campaign"] })).toContain("x[U+001B][2J[U+202E]y");
  });
});
