import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { BrowserContext, Page } from "@playwright/test";
import { startProductionServer, type ProductionServer } from "../fixtures/production-server.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Visits counted by the server, in Chromium, against a server of this spec's own
 * (its own database, so other journeys' views do not mix in): with JavaScript off and on, each page view
 * is counted once, nothing is written to cookies or storage, and field vitals arrive by beacon. The counts
 * are read after a clean stop, which also proves the views held in memory are written on shutdown.
 */
test.describe.configure({ mode: "serial" });

// Headless Chromium names itself HeadlessChrome, which isbot rightly takes for a robot: each visitor is a browser of its own.
const agent = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

const TOKEN = "visits-spec-token";
const database = join(mkdtempSync(join(tmpdir(), "e2e-visits-")), "leads.db");
let server: ProductionServer;

test.beforeAll(async () => {
  server = await startProductionServer({ env: { LEADS_DB: database, METRICS_TOKEN: TOKEN } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The server's metrics, as the operator's scraper reads them. */
const readMetrics = async () => (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

/** No cookie, and nothing in local or session storage. */
async function expectNothingStored(context: BrowserContext, page: Page) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, userAgent: agent(140) });

  test("a campaign landing and two full page loads are three views of one visitor", async ({ page, context }) => {
    await page.goto(`${server.base}/?utm_source=news&utm_campaign=visits-off`, { referer: "https://news.example.org/today" });
    await page.locator('header a[href="/about"]').first().click();
    await page.waitForURL("**/about");
    await page.locator('header a[href="/contact"]').first().click();
    await page.waitForURL("**/contact");
    await expectNothingStored(context, page);
  });
});

test.describe("with JavaScript", () => {
  test.use({ userAgent: agent(141) });

  test("a landing and two client-side navigations are three views, and the vitals are sent when the page is hidden", async ({
    page,
    context,
  }) => {
    await page.goto(`${server.base}/about?utm_campaign=visits-on`);
    await page.locator('header a[href="/contact"]').first().click();
    await page.waitForURL("**/contact");
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${server.base}/`);
    // web-vitals is its own chunk, asked for at idle once the page's scripts run.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /web-vitals|vitals-beacon/.test(entry.name))),
      )
      .toBe(true);
    await expectNothingStored(context, page);
    const beacon = context.waitForEvent("request", (request) => request.url().endsWith("/api/vitals"));
    // The visitor switches tabs: the page is hidden and the beacon goes (headless Chromium has no tabs to switch).
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    const sent = JSON.parse((await beacon).postData() ?? "{}") as Record<string, unknown>;
    expect(sent).toMatchObject({ path: "/about" });
    expect(typeof sent.TTFB).toBe("number");
    // Read before this test's browser context closes: closing it cancels a beacon still on its way, and on a
    // loaded machine the browser may not have handed it to the server yet (the last test then found none).
    await expect.poll(readMetrics).toContain('vitals_beacons_total{outcome="stored"} 1');
  });
});

test("the server counted each view once, in the store, after a clean stop; /metrics, /admin/insights and the report show it", async () => {
  expect(await readMetrics()).toContain('vitals_beacons_total{outcome="stored"} 1');
  expect(await readMetrics()).toContain('visits_page_views_total{device="desktop"} 6');
  const insights = await fetch(`${server.base}/admin/insights`, { headers: { authorization: `Basic ${btoa(`marketing:${TOKEN}`)}` } });
  expect(insights.status).toBe(200);
  expect(insights.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await insights.text()).toContain("<svg");
  expect(await server.stop()).toBe(0);
  const report = execFileSync(process.execPath, ["scripts/leads.ts", "report", "--since", "1d"], {
    env: { ...process.env, LEADS_DB: database },
  }).toString();
  expect(report).toMatch(/^Visits \S+ to \S+: 2 visitors, 6 page views, 0 leads/m);
  expect(report).toMatch(/^visits-off +1 +0 +0\.0%$/m);
  const db = new DatabaseSync(database, { readOnly: true });
  try {
    const rows = db.prepare("SELECT dimension, value, views, visitors FROM visit_counts ORDER BY dimension, value").all();
    const of = (dimension: string) =>
      rows.filter((row) => row.dimension === dimension).map(({ value, views, visitors }) => [value, views, visitors]);
    expect(of("page")).toEqual([
      ["/", 2, 2],
      ["/about", 2, 2],
      ["/contact", 2, 2],
    ]);
    expect(of("campaign")).toEqual([
      ["visits-off", 1, 1],
      ["visits-on", 1, 1],
    ]);
    expect(of("referrer")).toEqual([["news.example.org", 1, 1]]);
    const vitals = db.prepare("SELECT DISTINCT template, metric FROM vital_counts WHERE template = '/:page'").all();
    expect(vitals.map((row) => row.metric)).toContain("TTFB");
  } finally {
    db.close();
  }
});
