/**
 * npm run bench:chat-flood [-- --dir <built tree> … --seconds 20 --addresses 8 --questions 30 --real-every 5 --probe-ms 100 --quiet-seconds 5]
 * Does GET / still answer in milliseconds while several addresses spend their whole chat budget on
 * worst-case questions (issue 57, item 1)? For each built tree named (default: this checkout), in turn: the
 * real production server on 127.0.0.1, GET / timed every --probe-ms with no flood and then during one, the
 * chat answers' times and statuses, the server's CPU time and resident memory (bench/parts/chat-flood.ts).
 * Name an older tree first to see before and after in one run on one machine, e.g. a worktree of 50aa65c
 * built with `ALLOW_LOCALHOST_SITE_URL=1 npm run build`. Loopback only, bounded in time; outside npm test.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { hasProductionBuild } from "../tests/fixtures/production-server.ts";
import { chatFlood, type FloodFigures, type Latencies } from "./parts/chat-flood.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", multiple: true },
    seconds: { type: "string", default: "20" },
    addresses: { type: "string", default: "8" },
    questions: { type: "string", default: "30" },
    "real-every": { type: "string", default: "5" },
    "probe-ms": { type: "string", default: "100" },
    "quiet-seconds": { type: "string", default: "5" },
  },
});
const trees = (values.dir ?? [fileURLToPath(new URL("..", import.meta.url))]).map((dir) => resolve(dir));
for (const tree of trees)
  if (!hasProductionBuild(tree)) throw new Error(`No build in ${tree}: run ALLOW_LOCALHOST_SITE_URL=1 npm run build there first.`);
const options = {
  seconds: Number(values.seconds),
  addresses: Number(values.addresses),
  questionsPerAddress: Number(values.questions),
  realEvery: Number(values["real-every"]),
  probeEveryMs: Number(values["probe-ms"]),
  quietSeconds: Number(values["quiet-seconds"]),
};

const ms = (l: Latencies) => (l.count === 0 ? "none answered" : `${l.medianMs} / ${l.p95Ms} / ${l.maxMs} ms (${l.count})`);
const rows: [string, (f: FloodFigures) => string][] = [
  ["GET / with no flood: median / p95 / max (samples)", (f) => ms(f.quiet)],
  ["GET / during the flood: median / p95 / max (samples)", (f) => ms(f.flood)],
  ["GET / without an answer in 60 s (counted above at 60 s)", (f) => String(f.probesUnanswered)],
  ["flood lasted (first question to last settled)", (f) => `${f.floodSeconds} s`],
  [
    "chat statuses (abandoned: no answer within the flood's time)",
    (f) =>
      Object.entries(f.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", "),
  ],
  ["worst-case question answered in: median / p95 / max", (f) => ms(f.worstCase)],
  ["500-character real-looking question answered in", (f) => ms(f.realLooking)],
  ["server CPU during the flood (all threads)", (f) => `${f.cpuSeconds} s, ${f.cpuMsPerQuestion} ms a question sent`],
  ["server RSS idle / flood max / peak (VmHWM)", (f) => `${f.rssIdleMb} / ${f.rssFloodMaxMb} / ${f.rssPeakMb} MB`],
  ["machine load average (1 min) as the flood ended", (f) => `${f.loadAverage} on ${availableParallelism()} CPUs`],
];

console.log(
  `${options.addresses} addresses × ${options.questionsPerAddress} questions (RATE_LIMIT_CHAT=${options.questionsPerAddress}), each address's all at once; ` +
    `every ${options.realEvery}th a 500-character real-looking question, the rest 16 random 30-letter words; ` +
    `GET / started every ${options.probeEveryMs} ms; the flood bounded to ${options.seconds} s.\n`,
);
const results: FloodFigures[] = [];
for (const tree of trees) {
  const figures = await chatFlood(tree, options);
  results.push(figures);
  console.log(`${tree} (${figures.commit}):`);
  for (const [name, value] of rows) console.log(`  ${name}: ${value(figures)}`);
  console.log("");
}
if (results.length > 1) {
  console.log(`| | ${results.map((f) => `${f.tree} (${f.commit})`).join(" | ")} |`);
  console.log(`|---|${results.map(() => "---").join("|")}|`);
  for (const [name, value] of rows) console.log(`| ${name} | ${results.map(value).join(" | ")} |`);
}
