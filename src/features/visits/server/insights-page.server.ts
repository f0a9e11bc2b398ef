import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Request, type Router } from "express";
import { ratingOf, VITAL_NAMES, VITALS, type VitalName } from "../vital-scale.ts";
import { barChart, escape, lineChart } from "./svg-charts.server.ts";
import { percent, vitalValue } from "./visit-report-text.server.ts";
import type { Conversion, VisitReport } from "./visit-report.server.ts";

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}th,td{padding:.2rem .6rem;border-bottom:1px solid #ddd;text-align:right}
th:first-child,td:first-child{text-align:left}svg text{fill:#111}.good{color:#0a7a3a}.needs{color:#a15c00}.poor{color:#b3261e}`;
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/** The page has no script and loads nothing else: its one style block is allowed by its hash. */
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;

const RATING_CLASS = { good: "good", "needs improvement": "needs", poor: "poor" } as const;
const RATING_COLOUR = { good: "#0a7a3a", "needs improvement": "#a15c00", poor: "#b3261e" } as const;

/**
 * METRICS_TOKEN opens the page: as a Bearer token (scripts), or as the password of the browser's own
 * sign-in prompt (Basic, any user name), so marketing reads it in a browser with no script of ours.
 */
function hasInsightsToken(request: Request, token: string): boolean {
  const header = request.get("authorization") ?? "";
  const bearer = /^bearer +(.*)$/i.exec(header)?.[1]?.trim();
  const basic = /^basic +(.*)$/i.exec(header)?.[1];
  const given = bearer ?? (basic ? Buffer.from(basic.trim(), "base64").toString("utf8").split(":").slice(1).join(":") : undefined);
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /admin/insights: the report of the last `days` days (?days=7…400, default 30), built when asked, never in the build. */
export function insightsRoutes(options: { token: string; report: (days: number) => Promise<VisitReport> }): Router {
  const router = express.Router();
  router.get("/admin/insights", (request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (!hasInsightsToken(request, options.token)) {
      response.setHeader("WWW-Authenticate", 'Basic realm="insights", charset="UTF-8"');
      return void response.status(401).type("text/plain").send("Sign in with the METRICS_TOKEN as the password.\n");
    }
    const asked = Number(request.query.days);
    const days = Number.isInteger(asked) && asked >= 7 && asked <= 400 ? asked : 30;
    options.report(days).then((report) => {
      response.setHeader("Content-Security-Policy", CSP);
      response.type("html").send(insightsHtml(report));
    }, next);
  });
  return router;
}

function conversionRows(rows: readonly Conversion[]): string {
  return rows
    .slice(0, 15)
    .map(
      (row) =>
        `<tr><td>${escape(row.name)}</td><td>${row.visitors}</td><td>${row.leads}</td><td>${row.visitors ? percent(row.rate) : "-"}</td></tr>`,
    )
    .join("");
}

function vitalCell(name: VitalName, metric: { count: number; p75: number; good: number } | undefined): string {
  if (!metric) return "<td>-</td>";
  const rating = ratingOf(name, metric.p75);
  return `<td class="${RATING_CLASS[rating]}">${escape(vitalValue(name, metric.p75))} · ${percent(metric.good)} good · ${metric.count}</td>`;
}

/** The whole page: totals, the visits-and-leads line, top pages and campaigns as bars, conversion tables, vitals against Google's thresholds. */
export function insightsHtml(report: VisitReport): string {
  const { totals } = report;
  const line = lineChart(
    report.days.map((day) => day.day),
    [
      { name: "Visitors", colour: "#2563eb", values: report.days.map((day) => day.visitors) },
      { name: "Leads", colour: "#db2777", values: report.days.map((day) => day.leads) },
    ],
    "Visitors and leads per day",
  );
  const pages = barChart(
    report.pages
      .slice(0, 10)
      .map((page) => ({ label: page.name, value: page.views, text: `${page.views} views, ${page.visitors} visitors` })),
    "Top pages by views",
  );
  const campaigns = barChart(
    report.campaigns.slice(0, 10).map((row) => ({
      label: row.name,
      value: row.visitors,
      text: `${row.visitors} visitors, ${row.leads} leads${row.visitors ? `, ${percent(row.rate)}` : ""}`,
    })),
    "Campaigns by visitors",
    "#7c3aed",
  );
  const vitalBars = VITAL_NAMES.map((name) =>
    barChart(
      report.vitals
        .filter((row) => row.metrics[name])
        .map((row) => {
          const metric = row.metrics[name] ?? { p75: 0, good: 0, count: 0 };
          return {
            label: row.template,
            value: metric.p75,
            text: vitalValue(name, metric.p75),
            colour: RATING_COLOUR[ratingOf(name, metric.p75)],
          };
        }),
      `${name} p75 per route template; good is at most ${vitalValue(name, VITALS[name].good)}`,
    ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Insights</title><style>${STYLE}</style></head>
<body><main>
<h1>Insights: ${escape(report.from)} to ${escape(report.to)}</h1>
<p>${totals.visitors} visitors · ${totals.views} page views · ${totals.leads} leads · ${percent(totals.rate)} of visitors became leads.
Counted by the server without cookies; a visitor is counted once a day. <a href="?days=7">7 days</a> · <a href="?days=30">30 days</a> · <a href="?days=90">90 days</a> · <a href="?days=395">13 months</a></p>
<h2>Visitors and leads per day</h2>${line}
<h2>Top pages</h2>${report.pages.length ? pages : "<p>No visits yet.</p>"}
<h2>Campaigns</h2>${report.campaigns.length ? campaigns : "<p>No campaign visits or leads.</p>"}
<table><caption>Campaigns</caption><tr><th>Campaign</th><th>Visitors</th><th>Leads</th><th>Conversion</th></tr>${conversionRows(report.campaigns)}</table>
<h2>Sources</h2><table><tr><th>Source</th><th>Visitors</th><th>Leads</th><th>Conversion</th></tr>${conversionRows(report.sources)}</table>
<h2>Landing pages</h2><table><tr><th>Landing page</th><th>Visitors</th><th>Leads</th><th>Conversion</th></tr>${conversionRows(report.landings)}</table>
<h2>Field vitals (p75 of real visits)</h2>
<table><tr><th>Route template</th>${VITAL_NAMES.map((name) => `<th>${name}</th>`).join("")}</tr>
${report.vitals.map((row) => `<tr><td>${escape(row.template)}</td>${VITAL_NAMES.map((name) => vitalCell(name, row.metrics[name])).join("")}</tr>`).join("\n")}</table>
${report.vitals.length ? VITAL_NAMES.map((name, index) => `<h3>${name}</h3>${vitalBars[index] ?? ""}`).join("\n") : "<p>No vitals received yet.</p>"}
</main></body></html>
`;
}
