/**
 * A flood of worst-case chat questions against the real production server of one built tree, with GET /
 * timed all the while (issue 57, item 1). The server runs as `node src/server/main.server.ts` on 127.0.0.1
 * with its own LEADS_DB, TRUST_PROXY=loopback (so X-Forwarded-For names the client) and the default chat
 * budget; every address sends its whole budget at once, and one client starts a GET / every interval,
 * whether or not the last one has answered, so a stalled server shows as long waits rather than as fewer
 * samples. Everything is bounded: the flood by its time, each GET by a time-out, the server by a stop.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startProductionServer } from "../../tests/fixtures/production-server.ts";
import { seededRandom } from "../../tests/fixtures/seeded-random.ts";

export interface FloodOptions {
  /** The longest the flood may last; questions not answered by then are abandoned. */
  seconds: number;
  /** Client addresses, each spending its whole chat budget. */
  addresses: number;
  /** Questions each address sends: the server's budget (RATE_LIMIT_CHAT, default 30). */
  questionsPerAddress: number;
  /** Every n-th question of an address is a 500-character real-looking one, the rest are the worst case. */
  realEvery: number;
  /** How often the GET / client starts a request. */
  probeEveryMs: number;
  /** GET / timed with no flood, before it. */
  quietSeconds: number;
}

export interface Latencies {
  count: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface FloodFigures {
  tree: string;
  commit: string;
  quiet: Latencies;
  flood: Latencies;
  /** GET / requests that got no answer within their time-out (counted in the figures at the time-out). */
  probesUnanswered: number;
  /** From the first question sent to the last one settled (answered, refused or abandoned). */
  floodSeconds: number;
  worstCase: Latencies;
  realLooking: Latencies;
  /** Chat answers by HTTP status; "abandoned" are questions still unanswered when the flood's time ran out. */
  statuses: Record<string, number>;
  /** The server's CPU time (all threads) during the flood, and the same a question sent. */
  cpuSeconds: number;
  /** The machine's one-minute load average as the flood ended: other work on a shared machine slows every figure. */
  loadAverage: number;
  cpuMsPerQuestion: number;
  rssIdleMb: number;
  rssFloodMaxMb: number;
  /** VmHWM at the end: the most resident memory the process ever had. */
  rssPeakMb: number;
}

const PROBE_TIMEOUT_MS = 60_000;
const GET_HEADERS = { accept: "text/html", "accept-encoding": "br, gzip" };

/** Sixteen random 30-letter words (the worst case: every word unknown, each a typo look-up). */
function worstCaseQuestion(random: () => number): string {
  const letter = () => String.fromCharCode(97 + Math.floor(random() * 26));
  return Array.from({ length: 16 }, () => Array.from({ length: 30 }, letter).join("")).join(" ");
}

const REAL_SENTENCES = [
  "Hi, we are a 45-person accounting firm in Dallas and our old file server keeps running out of space.",
  "We would like to move everything to Microsoft 365 or maybe Azure, but nobody here knows which is cheaper.",
  "How much does a cloud migraton like that usually cost, and how long does it take from start to finish?",
  "Do you also handle cyber secruity, backups and the firewall, or would we need another company for that?",
  "Our bookkeeping software only runs on Windows Server 2012, so is that a problem for the move?",
  "We had a ransomware scare last spring and the insurance company now asks for multi-factor authentication.",
  "Can your help desk answer calls after 6 PM during tax season, and what are your support hours on weekends?",
  "Is there a monthly plan per user, and does it include replacing laptops when they break?",
  "We also have a second office in Fort Worth with a slow VPN connection that drops every afternoon.",
  "Could someone come on site for an assesment next week, and do you sign a business associate agreement?",
];

/** About 500 characters of plausible visitor prose, a few words misspelt, in a random order. */
function realLookingQuestion(random: () => number): string {
  const sentences = [...REAL_SENTENCES].sort(() => random() - 0.5);
  let text = "";
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > 500) break;
    text = next;
  }
  // Up to 500 characters: the last sentence cut at a word boundary when the whole would not fit.
  const rest = sentences.find((sentence) => !text.includes(sentence)) ?? "";
  const room = Math.max(0, 500 - text.length - 1);
  const cut = rest.slice(0, room).replace(/\s+\S*$/, "");
  return cut ? `${text} ${cut}` : text;
}

function summary(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { count: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10 };
}

/** A process's resident memory now (VmRSS) or at most (VmHWM), in MB, from Linux /proc. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** User and system CPU time of a process and all its threads so far, in milliseconds (100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET /: its time in ms, or the time-out's when it got no answer. */
async function timedGet(base: string): Promise<{ ms: number; answered: boolean }> {
  const begin = performance.now();
  try {
    const response = await fetch(`${base}/`, { headers: GET_HEADERS, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET / answered ${response.status}`);
    return { ms: performance.now() - begin, answered: true };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("GET / answered")) throw error;
    return { ms: performance.now() - begin, answered: false };
  }
}

/** Starts a GET / every `everyMs` until `stop()`, which resolves once the last one has settled. */
function probeLoop(base: string, everyMs: number, onTick?: () => void) {
  const pending: Promise<void>[] = [];
  const times: number[] = [];
  let unanswered = 0;
  const start = () => {
    onTick?.();
    pending.push(
      timedGet(base).then(({ ms, answered }) => {
        times.push(ms);
        if (!answered) unanswered++;
      }),
    );
  };
  start();
  const timer = setInterval(start, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { times, unanswered };
    },
  };
}

async function ask(base: string, address: string, question: string, signal: AbortSignal): Promise<{ ms: number; status: string }> {
  const begin = performance.now();
  try {
    const response = await fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ question }),
      signal,
    });
    await response.arrayBuffer();
    return { ms: performance.now() - begin, status: String(response.status) };
  } catch {
    return { ms: performance.now() - begin, status: signal.aborted ? "abandoned" : "error" };
  }
}

/** Waits until the server's sentence model has loaded or failed (a tree without one answers no such state). */
async function modelSettled(base: string, token: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${token}` } });
    const report = (await response.json()) as { assistant?: { state?: string } };
    if (report.assistant?.state !== "loading") return;
    await sleep(250);
  }
}

export async function chatFlood(tree: string, options: FloodOptions): Promise<FloodFigures> {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: tree, encoding: "utf8" }).trim();
  const dataDir = mkdtempSync(join(tmpdir(), "bench-chat-flood-"));
  const token = `bench-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const server = await startProductionServer({
    project: tree,
    env: {
      LEADS_DB: join(dataDir, "leads.db"),
      TRUST_PROXY: "loopback",
      RATE_LIMIT_CHAT: String(options.questionsPerAddress),
      METRICS_TOKEN: token,
      LOG_FORMAT: "text",
    },
  });
  try {
    const { base, pid } = server;
    await modelSettled(base, token);
    // Warm-up: the first page render and the first questions (words and meaning) pay their one-off costs here.
    for (let i = 0; i < 5; i++) await timedGet(base);
    const warmUp = new AbortController().signal;
    await ask(base, "192.0.2.1", "How much does a cloud migration cost?", warmUp);
    await ask(base, "192.0.2.1", worstCaseQuestion(seededRandom(1)), warmUp);
    await sleep(500);

    const quietLoop = probeLoop(base, options.probeEveryMs);
    await sleep(options.quietSeconds * 1000);
    const quiet = await quietLoop.stop();
    const rssIdleMb = memoryMb(pid, "VmRSS");

    const random = seededRandom(57);
    const questions = Array.from({ length: options.addresses }, (_, a) =>
      Array.from({ length: options.questionsPerAddress }, (_, q) => ({
        address: `198.51.100.${a + 1}`,
        real: (q + 1) % options.realEvery === 0,
      })),
    )
      .flat()
      .map((plan) => ({ ...plan, question: plan.real ? realLookingQuestion(random) : worstCaseQuestion(random) }));

    let rssFloodMaxMb = rssIdleMb;
    const floodLoop = probeLoop(base, options.probeEveryMs, () => (rssFloodMaxMb = Math.max(rssFloodMaxMb, memoryMb(pid, "VmRSS"))));
    const cpuBefore = cpuMs(pid);
    const began = performance.now();
    const deadline = AbortSignal.timeout(options.seconds * 1000);
    // Every address sends its whole budget at once: as fast as a client can.
    const answers = await Promise.all(questions.map(({ address, question }) => ask(base, address, question, deadline)));
    const floodSeconds = (performance.now() - began) / 1000;
    // Read before waiting for the last GETs, which a stalled server may hold for their whole time-out.
    const cpuSeconds = (cpuMs(pid) - cpuBefore) / 1000;
    const loadAverage = loadavg()[0] ?? 0;
    const flood = await floodLoop.stop();

    const statuses: Record<string, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    const answered = (real: boolean) =>
      answers.filter(({ status }, at) => status === "200" && questions[at]?.real === real).map(({ ms }) => ms);
    return {
      tree,
      commit,
      quiet: summary(quiet.times),
      flood: summary(flood.times),
      probesUnanswered: quiet.unanswered + flood.unanswered,
      floodSeconds: Math.round(floodSeconds * 10) / 10,
      worstCase: summary(answered(false)),
      realLooking: summary(answered(true)),
      statuses,
      cpuSeconds: Math.round(cpuSeconds * 10) / 10,
      loadAverage: Math.round(loadAverage * 10) / 10,
      cpuMsPerQuestion: Math.round((cpuSeconds * 1000) / questions.length),
      rssIdleMb,
      rssFloodMaxMb,
      rssPeakMb: memoryMb(pid, "VmHWM"),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
