/**
 * Visits on both lead stores, through the real counter, tally and ledger: the day's salt is shared by
 * instances and deleted with the visitor keys once the day is over, views fold into one row per day and
 * value, retention deletes old days, and bots and opted-out visitors are never counted.
 */
import type { Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import express from "express";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { storeDatabases } from "../../../../tests/fixtures/store-databases.ts";
import type { LeadStore } from "../../leads/server/lead-store.server.ts";
import { openPostgresLeadStore } from "../../leads/server/postgres-lead-store.server.ts";
import { openSqliteLeadStore } from "../../leads/server/sqlite-lead-store.server.ts";
import { countVisits } from "./visit-counter.server.ts";
import type { VisitLedger } from "./visit-ledger.server.ts";
import { createVisitTally, type VisitTally } from "./visit-tally.server.ts";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const DAY_1 = Date.parse("2026-03-10T12:00:00Z");
const DAY_2 = DAY_1 + 86_400_000;

const { database, afterTest } = storeDatabases("visits");

/** Two instances' stores on one database, and a raw row count for what the interface does not show. */
type Opened = { stores: [LeadStore, LeadStore]; rows: (table: string) => Promise<number> };

const kinds: [string, () => Promise<Opened>][] = [
  [
    "SQLite",
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), "visits-")), "leads.db");
      const stores: [LeadStore, LeadStore] = [openSqliteLeadStore(file), openSqliteLeadStore(file)];
      const raw = new DatabaseSync(file);
      afterTest(async () => raw.close());
      return { stores, rows: async (table) => Number(raw.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n) };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await database();
      const stores: [LeadStore, LeadStore] = [await openPostgresLeadStore(url), await openPostgresLeadStore(url)];
      const raw = new pg.Client({ connectionString: url });
      await raw.connect();
      afterTest(() => raw.end());
      return { stores, rows: async (table) => Number((await raw.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n) };
    },
  ],
];

describe.each(kinds)("visits on %s", (_name, open) => {
  let clock = DAY_1;
  const now = () => clock;

  async function setup() {
    clock = DAY_1;
    const opened = await open();
    for (const store of opened.stores) afterTest(() => store.close());
    const ledgers = opened.stores.map((store) => store.visits as VisitLedger);
    const tallies = ledgers.map((ledger) =>
      createVisitTally({ ledger, site: "https://example.com", timeZone: "UTC", retentionMonths: 13, now }),
    );
    const servers = await Promise.all(tallies.map((tally) => serve(tally)));
    return { ...opened, ledger: ledgers[0] as VisitLedger, tallies, bases: servers };
  }

  async function serve(tally: VisitTally): Promise<string> {
    const app = express();
    app.set("trust proxy", true);
    app.use(
      countVisits({
        tally,
        pageOf: (path) => (["/", "/about", "/contact"].includes(path) ? path : undefined),
        ownHost: "example.com",
        now,
      }),
    );
    app.get("/{*path}", (_request, response) => void response.type("html").send("<p>page</p>"));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    afterTest(() => new Promise((resolve) => server.close(() => resolve())));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }

  const visit = (base: string, path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { headers }).then((response) => response.text());
  const from = (address: string, agent = PHONE, more: Record<string, string> = {}) => ({
    "x-forwarded-for": address,
    "user-agent": agent,
    ...more,
  });

  it("folds views into one row per day and value, and counts a visitor once a day whichever instance served them", async () => {
    const { tallies, bases, ledger } = await setup();
    const [a, b] = bases as [string, string];
    await visit(a, "/?utm_source=news&utm_campaign=spring", from("10.0.0.1", PHONE, { referer: "https://mail.example.org/inbox" }));
    await visit(b, "/about", from("10.0.0.1", PHONE, { referer: "https://example.com/" }));
    await visit(a, "/about", from("10.0.0.2", DESKTOP, { referer: "https://search.example.net/?q=it" }));
    await visit(b, "/about", from("10.0.0.2", DESKTOP));
    await visit(a, "/nope", from("10.0.0.3"));
    for (const tally of tallies) await tally.flush();
    const rows = (await ledger.counts("2026-03-10", "2026-03-10")).map(({ day: _day, ...row }) => row);
    expect(rows.sort((x, y) => `${x.dimension} ${x.value}`.localeCompare(`${y.dimension} ${y.value}`))).toEqual([
      { dimension: "campaign", value: "spring", views: 1, visitors: 1 },
      { dimension: "device", value: "desktop", views: 2, visitors: 1 },
      { dimension: "device", value: "mobile", views: 2, visitors: 1 },
      { dimension: "landing", value: "/", views: 1, visitors: 1 },
      { dimension: "landing", value: "/about", views: 2, visitors: 1 },
      { dimension: "page", value: "/", views: 1, visitors: 1 },
      { dimension: "page", value: "/about", views: 3, visitors: 2 },
      { dimension: "referrer", value: "mail.example.org", views: 1, visitors: 1 },
      { dimension: "referrer", value: "search.example.net", views: 1, visitors: 1 },
      { dimension: "site", value: "", views: 4, visitors: 2 },
      { dimension: "source", value: "(direct)", views: 1, visitors: 1 },
      { dimension: "source", value: "news", views: 1, visitors: 1 },
      { dimension: "source", value: "search.example.net", views: 1, visitors: 1 },
    ]);
  });

  it("shares the day's salt between instances, and deletes it and the visitor keys once the day is over", async () => {
    const { tallies, bases, ledger, rows } = await setup();
    const [a, b] = bases as [string, string];
    await visit(a, "/", from("10.0.0.9"));
    await visit(b, "/contact", from("10.0.0.9"));
    for (const tally of tallies) await tally.flush();
    expect(await rows("visit_salts")).toBe(1);
    expect(await rows("visit_seen")).toBeGreaterThan(0);
    const firstSalt = await ledger.saltFor("2026-03-10", () => "another");
    expect(firstSalt).not.toBe("another");

    clock = DAY_2;
    await visit(b, "/", from("10.0.0.9"));
    for (const tally of tallies) await tally.flush();
    // The same person on the next day is a new visitor: yesterday's keys are gone, and so is its salt.
    const day2 = await ledger.counts("2026-03-11", "2026-03-11");
    expect(day2.find((row) => row.dimension === "site")).toMatchObject({ views: 1, visitors: 1 });
    expect(await rows("visit_salts")).toBe(1);
    // Only today's keys are left: one view's site, page, device, landing and source.
    expect(await rows("visit_seen")).toBe(5);
    const secondSalt = await ledger.saltFor("2026-03-11", () => "another");
    expect(secondSalt).not.toBe(firstSalt);
    expect(await ledger.saltFor("2026-03-10", () => "fresh")).toBe("fresh");
    const day1 = await ledger.counts("2026-03-10", "2026-03-10");
    expect(day1.find((row) => row.dimension === "site")).toMatchObject({ views: 2, visitors: 1 });
  });

  it("deletes the days past the retention at the first flush of a day", async () => {
    const { tallies, ledger } = await setup();
    await ledger.add(
      "2025-02-09",
      [{ dimension: "site", value: "", views: 5, seen: [] }],
      [{ template: "/", device: "mobile", metric: "LCP", bucket: 2, count: 1 }],
    );
    await ledger.add("2025-02-10", [{ dimension: "site", value: "", views: 7, seen: [] }], []);
    await tallies[0]?.flush();
    expect((await ledger.counts("2025-01-01", "2026-12-31")).map((row) => [row.day, row.views])).toEqual([["2025-02-10", 7]]);
    expect(await ledger.vitals("2025-01-01", "2026-12-31")).toEqual([]);
  });

  it("never counts bots, previews, DNT or Sec-GPC requests", async () => {
    const { tallies, bases, ledger } = await setup();
    const [a] = bases as [string];
    await visit(a, "/", from("10.0.1.1", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"));
    await visit(a, "/", from("10.0.1.2", "curl/8.5.0"));
    await visit(a, "/", from("10.0.1.3", ""));
    await visit(a, "/", from("10.0.1.4", DESKTOP, { "sec-gpc": "1" }));
    await visit(a, "/", from("10.0.1.5", DESKTOP, { dnt: "1" }));
    await visit(a, "/", from("10.0.1.6", DESKTOP, { "sec-purpose": "prefetch" }));
    await visit(a, "/", from("10.0.1.7", DESKTOP));
    await tallies[0]?.flush();
    const site = (await ledger.counts("2026-03-10", "2026-03-10")).filter((row) => row.dimension === "site");
    expect(site).toMatchObject([{ views: 1, visitors: 1 }]);
  });
});
