/**
 * npm run bench:visits [-- --visits 100000 --days 30]
 * What counting costs and how big it gets: simulated page views from browsers go
 * through the same checks and tally as the server's (isbot, the opt-out headers, the view, the flush)
 * into a fresh SQLite lead store, day after day. Prints the time per view on the request path, the time
 * per flush, the rows of each table and the file's size. Outside npm test.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { openSqliteLeadStore } from "../src/features/leads/server/index.server.ts";
import { pageViewOf, skipReason, type ViewRequest } from "../src/features/visits/server/index.server.ts";
import type { VisitLedger } from "../src/features/visits/server/index.server.ts";
import { createVisitTally } from "../src/features/visits/server/index.server.ts";

const { values } = parseArgs({ options: { visits: { type: "string", default: "100000" }, days: { type: "string", default: "30" } } });
const total = Number(values.visits);
const days = Number(values.days);
const dir = mkdtempSync(join(tmpdir(), "bench-visits-"));
const file = join(dir, "leads.db");
let clock = Date.parse("2026-01-05T09:00:00Z");
const store = openSqliteLeadStore(file);
const flushes: number[] = [];
const ledger = store.visits as VisitLedger;
const timed: VisitLedger = {
  ...ledger,
  add: async (...args) => {
    const start = performance.now();
    await ledger.add(...args);
    flushes.push(performance.now() - start);
  },
};
const tally = createVisitTally({ ledger: timed, site: "https://example.com", timeZone: "UTC", retentionMonths: 13, now: () => clock });

// The site's shape: 61 pages, a few campaigns and referrers, visitors who read about three pages each.
const pages = Array.from({ length: 61 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const agents = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
];
const request = (i: number): ViewRequest => {
  const visitor = Math.floor(i / 3);
  const landing = i % 3 === 0;
  const campaign = landing && visitor % 4 === 0 ? `?utm_source=news&utm_campaign=campaign-${visitor % 10}` : "";
  const headers: Record<string, string> = {
    "user-agent": agents[visitor % agents.length] ?? "",
    ...(landing && visitor % 3 === 0 ? { referer: `https://site-${visitor % 20}.example.org/` } : {}),
    ...(!landing ? { referer: "https://example.com/" } : {}),
  };
  return {
    method: "GET",
    url: `${pages[(visitor + i) % pages.length]}${campaign}`,
    header: (name) => headers[name],
    address: `10.${visitor % 250}.${Math.floor(visitor / 250) % 250}.7`,
  };
};

const perDay = Math.ceil(total / days);
let requestPath = 0;
for (let day = 0; day < days; day++) {
  for (let i = day * perDay; i < Math.min(total, (day + 1) * perDay); i++) {
    const one = request(i);
    const start = performance.now();
    if (!skipReason(one)) tally.record(pageViewOf(one, new URL(one.url, "http://x").pathname, ["example.com"], clock));
    requestPath += performance.now() - start;
    // A flush every 2,000 views stands for the server's every-10-seconds timer.
    if (i % 2_000 === 1_999) await tally.flush();
  }
  await tally.flush();
  clock += 86_400_000;
}
await tally.stop();
await store.close();

const db = new DatabaseSync(file, { readOnly: true });
const rows = (table: string) => Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
const sorted = flushes.sort((a, b) => a - b);
process.stdout.write(
  [
    `${total} simulated page views over ${days} days, ${pages.length} pages, into ${file}`,
    `request path (checks, view, push): ${((requestPath / total) * 1000).toFixed(2)} µs per view`,
    `flushes: ${flushes.length}, p50 ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (about ${Math.round(total / days / Math.max(1, flushes.length / days))} views each)`,
    `rows: visit_counts ${rows("visit_counts")}, visit_seen ${rows("visit_seen")} (the last day's keys, deleted once it was over), visit_salts ${rows("visit_salts")}`,
    `file: ${(statSync(file).size / 1024).toFixed(0)} KiB (with the empty lead tables)`,
    "",
  ].join("\n"),
);
db.close();
rmSync(dir, { recursive: true, force: true });
