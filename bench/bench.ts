/**
 * npm run bench [-- --runs 3 --routes /,/services --skip-build --parts navigation,latency,hydration,flows,load --controls typing,menu --port 3900 --own-photos]
 * Builds, starts the production server on 127.0.0.1 with a stand-in for the stock-photo host, runs
 * Lighthouse (mobile) on every route of its sitemap plus a 404 and a plain HTML page (the machine's
 * floor), each control's interaction latency (Event Timing, 4x CPU, before, during and after hydration), Lighthouse
 * user flows tapping each control (INP and TBT), hydration's long tasks on every route (each named with
 * its scripts), then a bounded load run of the lead endpoint.
 * With --own-photos it builds a copy of content/ whose stock photos are generated, photo-sized own
 * photos (bench/parts/own-photo-content.ts), served by the site itself (docs/decisions/0281).
 * Prints tables of medians and writes bench-results/lighthouse.json and bench-results/report.md.
 */
import { execSync, spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CONTROLS, runFlow, type FlowFigures, type FlowMode } from "./parts/interaction-flows.ts";
import { LATENCY_CONTROLS, LATENCY_STATES, measureLatency, notMeasured, type LatencyState } from "./parts/interaction-latency.ts";
import { LONG_TASK_MS, measureHydrationTasks, type HydrationTasks } from "./parts/hydration-tasks.ts";
import { leadLoad } from "./parts/lead-load.ts";
import { lighthouseFigures, withChromium, type LighthouseFigures } from "./parts/lighthouse-run.ts";
import { ownPhotoContent } from "./parts/own-photo-content.ts";
import { startStandInImages } from "./parts/stand-in-images.ts";
import { measurePages } from "../scripts/build-sizes.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    port: { type: "string", default: "3900" },
    parts: { type: "string", default: "navigation,latency,hydration,flows,load" },
    // Only the latency controls whose name contains one of these words (all by default).
    controls: { type: "string" },
    // 0: any free port (the stand-in image server and Chromium's debugging port).
    "image-port": { type: "string", default: "0" },
    "chrome-port": { type: "string", default: "0" },
    "own-photos": { type: "boolean", default: false },
  },
});
const parts = new Set(values.parts.split(","));
/** Interaction to Next Paint goal, ms: reported against, never asserted. */
const INP_GOAL_MS = 100;
/** The row of the plain page: what this machine and browser score with nothing of ours on the page. */
const PLAIN_PAGE = "plain HTML page (floor)";
const runs = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const ownPhotos = values["own-photos"] ? await ownPhotoContent(root) : undefined;
if (ownPhotos) console.log(`Own photos: ${ownPhotos.photos.size} generated 2400 x 1600 originals in ${ownPhotos.contentDir}.`);
if (!values["skip-build"])
  execSync("npm run build", {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ALLOW_LOCALHOST_SITE_URL: "1", ...(ownPhotos ? { CONTENT_DIR: ownPhotos.contentDir } : {}) },
  });

const images = await startStandInImages(Number(values["image-port"]));
const floor = await startPlainPage();
const server = spawn(process.execPath, ["src/server/main.server.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LEADS_DB: join(mkdtempSync(join(tmpdir(), "bench-")), "leads.db"),
    BREVO_API_KEY: "",
    RATE_LIMIT_POSTS: "100000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitFor(`${base}/healthz`);
  // Every route of the sitemap (what search engines are told to index) plus a 404.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const routes = values.routes?.split(",") ?? [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname),
    "/no-such-page",
  ];
  const medians: (LighthouseFigures & { route: string })[] = [];
  const latencies: LatencyRow[] = [];
  const flows: FlowRow[] = [];
  const refused: string[] = [];
  await withChromium(images.port, Number(values["chrome-port"]), async (chromePort) => {
    for (const route of parts.has("navigation") ? [...routes, PLAIN_PAGE] : []) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          samples.push(await lighthouseFigures(route === PLAIN_PAGE ? floor.url : `${base}${route}`, chromePort));
        } catch (error) {
          refused.push(`${route} (run ${run + 1}): ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
        }
      }
      if (samples.length === 0) continue;
      const row = { route, ...median(samples) };
      medians.push(row);
      console.log(formatRow(row));
    }
    for (const control of parts.has("flows") ? CONTROLS : [])
      for (const mode of ["first tap", "after hydration"] as const) {
        const samples: FlowFigures[] = [];
        for (let run = 0; run < runs; run++) {
          try {
            samples.push(await runFlow(chromePort, base, control, mode));
          } catch (error) {
            refused.push(
              `${control.name}, ${mode} (run ${run + 1}): ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
            );
          }
        }
        if (samples.length === 0) continue;
        const row = flowMedian(control.name, mode, samples);
        flows.push(row);
        console.log(formatFlowRow(row));
      }
  });
  if (parts.has("latency")) latencies.push(...(await measureLatencies()));
  const hydration = parts.has("hydration") ? await measureHydration(routes.filter((route) => route !== "/no-such-page")) : [];
  const load = parts.has("load") ? await leadLoad(base) : undefined;
  const sizes = measurePages(join(root, "build/client"));
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(
    join(root, "bench-results/lighthouse.json"),
    JSON.stringify(
      { date: new Date().toISOString(), runs, lighthouse: medians, latency: latencies, hydration, interaction: flows, load, sizes },
      null,
      2,
    ),
  );
  const report = `${markdownReport(medians, latencies, hydration, flows, load, sizes)}${refused.length ? `\n## Not measured\n\nLighthouse refused these runs (it audits only pages answered with 200; the 404 page is covered by the axe and CSP browser tests):\n\n${refused.map((line) => `- ${line}`).join("\n")}\n` : ""}`;
  writeFileSync(join(root, "bench-results/report.md"), report);
  console.log(`\n${report}`);
} finally {
  server.kill();
  await images.close();
  floor.server.close();
}

/** A page with a heading and a paragraph, no CSS, no script, no image, on 127.0.0.1. */
async function startPlainPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The floor."><title>Plain page</title></head><body><h1>Plain page</h1><p>Nothing but text.</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/` };
}

type LatencyRow = { control: string; state: LatencyState; median: number; samples: number[]; reason?: string };

type HydrationRow = { route: string } & HydrationTasks;

/** Hydration's long tasks on each route, one fresh page each (every task over the goal is named by its scripts). */
async function measureHydration(paths: string[]): Promise<HydrationRow[]> {
  const browser = await launchChromium();
  const rows: HydrationRow[] = [];
  try {
    for (const route of paths)
      try {
        const row = { route, ...(await measureHydrationTasks(browser, base, route)) };
        rows.push(row);
        console.log(formatHydrationRow(row));
      } catch (error) {
        console.log(`${route}: hydration not measured (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
      }
  } finally {
    await browser.close();
  }
  return rows;
}

function formatHydrationRow(row: HydrationRow): string {
  const over = row.frames.filter((frame) => frame.blocking > 0);
  const longest = row.frames[0];
  return `| ${row.route} | ${row.hydrationMs} ms | ${over.length}${over.length ? " (over goal)" : ""} | ${longest ? `${longest.duration} ms (${longest.blocking} ms blocking): ${longest.scripts.join("; ") || "no script named"}` : "none"} |`;
}

function launchChromium() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Each control's interaction latency, `runs` fresh pages per state, in Debian's Chromium through Playwright. */
async function measureLatencies(): Promise<LatencyRow[]> {
  const browser = await launchChromium();
  const rows: LatencyRow[] = [];
  try {
    const only = values.controls?.split(",");
    for (const control of LATENCY_CONTROLS.filter((entry) => !only || only.some((word) => entry.name.includes(word))))
      for (const state of LATENCY_STATES) {
        const reason = notMeasured(control, state);
        if (reason) {
          const row = { control: control.name, state, median: NaN, samples: [], reason };
          rows.push(row);
          console.log(formatLatencyRow(row));
          continue;
        }
        const samples: number[] = [];
        for (let run = 0; run < runs; run++)
          try {
            samples.push(await measureLatency(browser, base, control, state));
          } catch (error) {
            console.log(
              `${control.name}, ${state}: not measured (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
            );
          }
        if (samples.length === 0) continue;
        const row = { control: control.name, state, median: middle(samples), samples };
        rows.push(row);
        console.log(formatLatencyRow(row));
      }
  } finally {
    await browser.close();
  }
  return rows;
}

function formatLatencyRow(row: LatencyRow): string {
  if (row.reason) return `| ${row.control} | ${row.state} | not measured | ${row.reason} |`;
  return `| ${row.control} | ${row.state} | ${row.median} ms${row.median > INP_GOAL_MS ? " (over goal)" : ""} | ${row.samples.join(", ")} |`;
}

type FlowRow = { control: string; mode: FlowMode; runs: number; hydratedAtTap: number } & Omit<FlowFigures, "hydratedAtTap">;

function middle(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function flowMedian(control: string, mode: FlowMode, samples: FlowFigures[]): FlowRow {
  return {
    control,
    mode,
    runs: samples.length,
    // A timespan without an interaction Lighthouse could see has no INP; it counts as missing, not as 0.
    inp: samples.every((sample) => sample.inp === undefined) ? undefined : middle(samples.map((sample) => sample.inp ?? NaN)),
    tbt: middle(samples.map((sample) => sample.tbt)),
    response: middle(samples.map((sample) => sample.response)),
    hydratedAtTap: samples.filter((sample) => sample.hydratedAtTap).length,
    benchmarkIndex: middle(samples.map((sample) => sample.benchmarkIndex)),
  };
}

function formatFlowRow(row: FlowRow): string {
  const inp = row.inp === undefined ? "not seen" : `${Math.round(row.inp)} ms${row.inp > INP_GOAL_MS ? " (over goal)" : ""}`;
  return `| ${row.control} | ${row.mode} | ${inp} | ${Math.round(row.tbt)} ms | ${Math.round(row.response)} ms | ${row.hydratedAtTap}/${row.runs} | ${Math.round(row.benchmarkIndex)} |`;
}

function median(samples: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  };
  const keys = Object.keys(samples[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, pick(key)])) as unknown as LighthouseFigures;
}

/** `js`: the brotli bytes of the page's hydration modules (fetched after load, run at the first interaction). */
function formatRow(row: LighthouseFigures & { route: string }, js?: number): string {
  return `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.transferBytes / 1024).toFixed(1)} KB | ${js === undefined ? "–" : `${(js / 1024).toFixed(1)} KB`} | ${row.requests} |`;
}

function chromiumVersion(): string {
  try {
    return execSync("/usr/bin/chromium --version", { encoding: "utf8" }).trim().split(" ")[1] ?? "?";
  } catch {
    return "?";
  }
}

function markdownReport(
  rows: (LighthouseFigures & { route: string })[],
  latencies: LatencyRow[],
  hydration: HydrationRow[],
  flows: FlowRow[],
  load: Awaited<ReturnType<typeof leadLoad>> | undefined,
  sizes: ReturnType<typeof measurePages>,
): string {
  const site = rows.filter((row) => row.route !== PLAIN_PAGE);
  const jsOf = (route: string) => sizes.find((size) => size.path === route)?.firstLoadJs;
  const worst = (key: keyof LighthouseFigures, highest: boolean) =>
    site.reduce((acc, row) => (highest ? Math.max(acc, row[key]) : Math.min(acc, row[key])), highest ? -Infinity : Infinity);
  const navigation = rows.length
    ? [
        `Lighthouse ${runs}x per route, medians, mobile emulation with default simulated throttling, Debian Chromium ${chromiumVersion()}. "JS" is the brotli size of the page's hydration modules: fetched and run at the visitor's first interaction, so Lighthouse sees none of it. The last row is a plain HTML page served on the same machine in the same run: the floor this machine and browser allow. Requests to the stock-photo host were answered by a local stand-in that sends what the host sends for the site's addresses (the size asked for, cropped from a photo-sized original, WebP at the quality asked for), so the figures include realistic images.`,
        "",
        "| route | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | transferred | JS | requests |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
        ...rows.map((row) => formatRow(row, jsOf(row.route))),
        "",
        `Worst route: performance ${worst("performance", false)}, accessibility ${worst("accessibility", false)}, best practices ${worst("bestPractices", false)}, SEO ${worst("seo", false)}, LCP ${(worst("lcp", true) / 1000).toFixed(2)} s, TBT ${Math.round(worst("tbt", true))} ms, CLS ${worst("cls", true).toFixed(3)}.`,
        "",
      ]
    : [];
  const latency = latencies.length
    ? [
        `## Interaction latency (Event Timing)`,
        "",
        `${runs} fresh pages per control and state, Debian Chromium ${chromiumVersion()}, CPU slowed 4x, phone viewport with touch (the services dropdown on a desktop-wide one). The figure is the interaction's longest Event Timing entry (what INP reads), 0 when every entry was under the API's 16 ms floor. "before hydration": the settled page as a visitor finds it (the tap itself starts hydration); "during hydration": a scroll started hydration and the tap comes once its modules have arrived, while they run and React hydrates; "hydrated": after React has taken over. A reading is dropped when the page was not in its state at the tap. Goal: at most ${INP_GOAL_MS} ms.`,
        "",
        "| control | state | median | readings (ms) |",
        "|---|---|---|---|",
        ...latencies.map(formatLatencyRow),
        "",
      ]
    : [];
  const hydrationTasks = hydration.length
    ? [
        `## Hydration's long tasks`,
        "",
        `One fresh phone page per route, CPU slowed 4x: a scroll starts hydration, and every long animation frame from then until React has taken over (plus half a second) is kept. A frame with blocking time holds a task over ${LONG_TASK_MS} ms, one the visitor's next input would wait behind: over goal, named by the scripts that ran in it (5 ms or more each).`,
        "",
        "| route | hydration | frames with a task over 50 ms | longest frame: its scripts |",
        "|---|---|---|---|",
        ...hydration.map(formatHydrationRow),
        "",
      ]
    : [];
  const interaction = flows.length
    ? [
        `## Interaction (Lighthouse user flows, timespan mode)`,
        "",
        `${runs}x per control and moment, medians. DevTools throttling at Lighthouse's mobile figures (4x CPU, slow 4G); the services dropdown on a desktop-wide viewport (it has no place on a phone), the rest on a phone viewport with touch. "first tap": the page loads inside the timespan and the control is tapped at DOMContentLoaded; "after hydration": tapped once React has hydrated. "response" is from the tap's pointerdown to the frame that shows its result, measured in the page. Goal: INP at most ${INP_GOAL_MS} ms. The benchmark index is Lighthouse's speed score of the machine during the run: figures from a loaded machine are slower than a phone's.`,
        "",
        "| control | moment | INP | TBT | response | hydrated at tap | benchmark index |",
        "|---|---|---|---|---|---|---|",
        ...flows.map(formatFlowRow),
        "",
      ]
    : [];
  return [
    `# Benchmark report (${new Date().toISOString().slice(0, 10)})`,
    "",
    ...navigation,
    ...latency,
    ...hydrationTasks,
    ...interaction,
    `Largest first-load JavaScript ${(Math.max(...sizes.map((s) => s.firstLoadJs)) / 1024).toFixed(1)} KB, largest HTML ${(Math.max(...sizes.map((s) => s.html)) / 1024).toFixed(1)} KB, CSS ${(Math.max(...sizes.map((s) => s.css)) / 1024).toFixed(1)} KB (brotli).`,
    "",
    ...(load
      ? [
          `## Lead endpoint load run`,
          "",
          `${load.requests} POST /api/leads at concurrency ${load.concurrency}: ${load.perSecond} requests/s, p50 ${load.p50ms} ms, p95 ${load.p95ms} ms, p99 ${load.p99ms} ms, statuses ${JSON.stringify(load.statuses)} (each request a committed SQLite transaction, synchronous=FULL).`,
          "",
        ]
      : []),
  ].join("\n");
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not start: ${url}`);
}
