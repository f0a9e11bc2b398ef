/**
 * A fixture of visits and leads through the real tally and SQLite store, whose report figures are
 * checked exactly: what marketing reads in `npm run leads -- report` and /admin/insights.
 */
import { describe, expect, it } from "vitest";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import type { Attribution } from "../../leads/lead-attribution.ts";
import { deviceClassOf } from "../device-class.ts";
import { buildVisitReport, formatVisitReport } from "./start-visits.server.ts";
import { insightsHtml } from "./insights-page.server.ts";
import type { PageView } from "./page-view.server.ts";
import type { VisitLedger } from "./visit-ledger.server.ts";
import { createVisitTally } from "./visit-tally.server.ts";

const DAY_1 = Date.parse("2026-03-10T12:00:00Z");
const DAY_2 = DAY_1 + 86_400_000;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";
const TABLET = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1";

function view(
  address: string,
  userAgent: string,
  page: string,
  landing: Partial<Pick<PageView, "referrer" | "source" | "campaign">> | false,
): PageView {
  return {
    at: 0,
    page,
    landing: landing !== false,
    referrer: "",
    source: "",
    medium: "",
    campaign: "",
    ...(landing || {}),
    device: deviceClassOf(userAgent),
    address,
    userAgent,
  };
}

const attribution = (parts: Partial<Attribution>): Attribution => ({
  landing: "",
  source: "",
  medium: "",
  campaign: "",
  term: "",
  content: "",
  referrer: "",
  page: "",
  clickIds: [],
  ...parts,
});

async function fixture() {
  let clock = DAY_1;
  const store = openSqliteLeadStore(":memory:", { now: () => clock });
  const ledger = store.visits as VisitLedger;
  const tally = createVisitTally({ ledger, site: "https://example.com", timeZone: "UTC", retentionMonths: 13, now: () => clock });
  const record = (...views: PageView[]) => views.forEach((one) => tally.record({ ...one, at: clock }));
  record(
    view("10.0.0.1", PHONE, "/", { source: "news", campaign: "spring" }),
    view("10.0.0.1", PHONE, "/contact", false),
    view("10.0.0.2", DESKTOP, "/about", { referrer: "search.example.net" }),
    view("10.0.0.2", DESKTOP, "/contact", false),
    view("10.0.0.3", PHONE, "/", {}),
    view("10.0.0.1", PHONE, "/", { source: "news", campaign: "spring" }),
  );
  tally.recordVital({ at: clock, template: "/", device: "mobile", metric: "LCP", value: 1200 });
  tally.recordVital({ at: clock, template: "/", device: "mobile", metric: "LCP", value: 2000 });
  tally.recordVital({ at: clock, template: "/", device: "desktop", metric: "LCP", value: 3000 });
  tally.recordVital({ at: clock, template: "/", device: "mobile", metric: "LCP", value: 4500 });
  await tally.flush();
  await store.insert({ kind: "contact", fields: { name: "A", email: "a@example.com" } } as never, {
    attribution: attribution({ landing: "/", source: "news", campaign: "spring", page: "/contact" }),
  });
  await store.insert(
    { kind: "newsletter", fields: { email: "b@example.com" } },
    { attribution: attribution({ landing: "/about", referrer: "search.example.net" }) },
  );
  clock = DAY_2;
  record(view("10.0.0.1", PHONE, "/services/hosts", { source: "news", campaign: "spring" }), view("10.0.0.4", TABLET, "/", {}));
  tally.recordVital({ at: clock, template: "/services/:slug", device: "tablet", metric: "INP", value: 120 });
  await tally.flush();
  await store.insert({ kind: "meeting", fields: { name: "C", email: "c@example.com" } } as never, {
    attribution: attribution({ landing: "/Services/Hosts/", source: "news", campaign: "spring" }),
  });
  await store.insert(
    { kind: "newsletter", fields: { email: "bot@example.com" } },
    { suspect: true, attribution: attribution({ campaign: "spring" }) },
  );
  return buildVisitReport({ ledger, leads: store, timeZone: "UTC" }, 2, DAY_2);
}

describe("the visits report", () => {
  it("adds up visitors, views, leads and conversions per day, page, source, campaign and landing page", async () => {
    const report = await fixture();
    expect(report.from).toBe("2026-03-10");
    expect(report.totals).toEqual({ visitors: 5, views: 8, leads: 3, rate: 0.6 });
    expect(report.days).toEqual([
      { day: "2026-03-10", visitors: 3, views: 6, leads: 2 },
      { day: "2026-03-11", visitors: 2, views: 2, leads: 1 },
    ]);
    expect(report.pages).toEqual([
      { name: "/", views: 4, visitors: 3 },
      { name: "/contact", views: 2, visitors: 2 },
      { name: "/about", views: 1, visitors: 1 },
      { name: "/services/hosts", views: 1, visitors: 1 },
    ]);
    expect(report.campaigns).toEqual([{ name: "spring", visitors: 2, leads: 2, rate: 1 }]);
    expect(report.landings).toEqual([
      { name: "/", visitors: 3, leads: 1, rate: 1 / 3 },
      { name: "/about", visitors: 1, leads: 1, rate: 1 },
      { name: "/services/hosts", visitors: 1, leads: 1, rate: 1 },
    ]);
    expect(report.sources).toEqual([
      { name: "news", visitors: 2, leads: 2, rate: 1 },
      { name: "(direct)", visitors: 2, leads: 0, rate: 0 },
      { name: "search.example.net", visitors: 1, leads: 1, rate: 1 },
    ]);
    expect(report.referrers).toEqual([{ name: "search.example.net", visitors: 1 }]);
    expect(report.devices).toEqual([
      { name: "mobile", visitors: 3 },
      { name: "desktop", visitors: 1 },
      { name: "tablet", visitors: 1 },
    ]);
    expect(report.vitals).toEqual([
      { template: "/", metrics: { LCP: { count: 4, p75: 3000, good: 0.5 } } },
      { template: "/services/:slug", metrics: { INP: { count: 1, p75: 150, good: 1 } } },
    ]);
  });

  it("prints them as the CLI's tables", async () => {
    const text = formatVisitReport(await fixture());
    expect(text).toContain("Visits 2026-03-10 to 2026-03-11: 5 visitors, 8 page views, 3 leads (60.0% of visitors)");
    expect(text).toContain(["CAMPAIGN  VISITORS  LEADS  CONVERSION", "spring           2      2      100.0%"].join("\n"));
    expect(text).toContain(["LANDING PAGE     VISITORS  LEADS  CONVERSION", "/                       3      1       33.3%"].join("\n"));
    expect(text).toContain("/                3000 ms (50.0%)");
  });

  it("draws them as a page that needs no script and is never indexed", async () => {
    const html = insightsHtml(await fixture());
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain("<script");
    expect(html).toMatch(/<polyline [^>]*points="48\.0,[\d.]+ 704\.0,[\d.]+"/);
    expect(html).toContain("<td>spring</td><td>2</td><td>2</td><td>100.0%</td>");
    expect(html).toContain('class="needs">3000 ms · 50.0% good · 4</td>');
  });
});
