/**
 * npm run bench:leads [-- --requests 5000 --concurrency 20 --failure-ratio 0.2 --drain-seconds 120 --build]
 * Bounded load run of the whole lead path: the production server on 127.0.0.1 (temp LEADS_DB) takes
 * the submissions and forwards them to an in-process fake provider that fails a share of requests
 * with 500 and answers the rest 201 after a short delay. Once every acknowledged lead is delivered
 * (or the drain time is up) it prints throughput, latency, and the acknowledged and delivered
 * counts, writes bench-results/leads.md, and exits 1 unless the counts are equal.
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { REPLY, failureRatio, startFakeProvider } from "../tests/fixtures/fake-provider.ts";
import { hasProductionBuild, startProductionServer } from "../tests/fixtures/production-server.ts";
import { leadLoad } from "./bench/lead-load.ts";
import type { Acknowledgement } from "./bench/lead-load.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "20" },
    "failure-ratio": { type: "string", default: "0.2" },
    "provider-delay-ms": { type: "string", default: "5" },
    "retry-base-ms": { type: "string", default: "200" },
    "drain-seconds": { type: "string", default: "120" },
    port: { type: "string", default: "4150" },
    "provider-port": { type: "string", default: "4151" },
    build: { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const failure = Number(values["failure-ratio"]);
const delayMs = Number(values["provider-delay-ms"]);
const drainMs = Number(values["drain-seconds"]) * 1000;

if (values.build || !hasProductionBuild())
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, ALLOW_LOCALHOST_SITE_URL: "1" } });

const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
const db = join(dir, "leads.db");
const provider = await startFakeProvider(
  failureRatio(failure, { failure: REPLY.serverError, success: { ...REPLY.created, delayMs }, seed: 20_24 }),
  {
    port: Number(values["provider-port"]),
  },
);
const server = await startProductionServer({
  port: Number(values.port),
  env: {
    LEADS_DB: db,
    BREVO_API_KEY: "bench-key",
    BREVO_API_URL: provider.url,
    LEAD_SENDER: "hello@dallas-it.example",
    RATE_LIMIT_POSTS: "1000000",
    // Retries after a 500 come back within a second, not after the production 30 s ceiling.
    LEAD_RETRY_BASE_MS: values["retry-base-ms"],
  },
});

const passed = await measure().finally(async () => {
  await server.stop();
  await provider.close();
  rmSync(dir, { recursive: true, force: true });
});
process.exit(passed ? 0 : 1);

/** The load run and the drain; true when every submission was acknowledged and every acknowledged lead delivered. */
async function measure(): Promise<boolean> {
  console.log(
    `Sending ${requests} leads at ${concurrency} concurrent connections to ${server.base} (provider fails ${failure * 100}% with 500)...`,
  );
  const acknowledged = new Map<string, string>();
  const load = await leadLoad(server.base, requests, concurrency, ({ id, email }: Acknowledgement) => acknowledged.set(id, email));

  console.log(`Waiting up to ${drainMs / 1000} s for every acknowledged lead to be delivered...`);
  const drainStarted = performance.now();
  let counts = deliveredCounts(acknowledged);
  while ((counts.provider < acknowledged.size || counts.store < acknowledged.size) && performance.now() - drainStarted < drainMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    counts = deliveredCounts(acknowledged);
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const drained = counts.provider === acknowledged.size && counts.store === acknowledged.size;

  const answers = provider.requests.map((request) => (typeof request.reply === "object" ? String(request.reply.status) : request.reply));
  const byAnswer = Object.fromEntries([...new Set(answers)].sort().map((answer) => [answer, answers.filter((a) => a === answer).length]));
  const repeated = [...provider.deliveredEmails().values()].filter((times) => times > 1).length;
  const report = [
    `# Lead pipeline benchmark (${new Date().toISOString().slice(0, 19)}Z)`,
    "",
    `Production server on 127.0.0.1, SQLite outbox (WAL, synchronous=FULL) in a temp file; fake provider in process, failing ${failure * 100}% of requests with 500 and answering the rest 201 after ${delayMs} ms; LEAD_RETRY_BASE_MS=${values["retry-base-ms"]}.`,
    "",
    "| measure | value |",
    "|---|---|",
    `| submissions | ${load.requests} at ${load.concurrency} concurrent connections |`,
    `| answers | ${JSON.stringify(load.statuses)} |`,
    `| throughput | ${load.perSecond} submissions/s (${load.seconds} s) |`,
    `| latency | p50 ${load.p50ms} ms, p95 ${load.p95ms} ms, p99 ${load.p99ms} ms |`,
    `| provider requests | ${provider.requests.length}: ${JSON.stringify(byAnswer)} |`,
    `| drain | ${drainSeconds.toFixed(1)} s after the last answer${drained ? "" : " (timed out)"} |`,
    `| **acknowledged** | **${acknowledged.size}** |`,
    `| **delivered** | **${counts.provider}** at the provider (unique lead emails), **${counts.store}** in the store (status delivered); ${repeated} delivered more than once |`,
    "",
    drained && load.statuses["201"] === requests
      ? "PASS: every acknowledged lead was delivered."
      : "FAIL: acknowledged and delivered counts differ, or some submissions were not acknowledged.",
    "",
  ].join("\n");
  console.log(`\n${report}`);
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/leads.md"), report);
  return drained && load.statuses["201"] === requests;
}

/** How many acknowledged leads were delivered, counted at the provider (by email) and in the outbox (by id). */
function deliveredCounts(acknowledged: Map<string, string>): { provider: number; store: number } {
  const emails = provider.deliveredEmails();
  const connection = new DatabaseSync(db, { readOnly: true });
  try {
    const delivered = new Set(
      connection
        .prepare("SELECT id FROM leads WHERE status = 'delivered'")
        .all()
        .map((row) => String(row.id)),
    );
    let atProvider = 0;
    let inStore = 0;
    for (const [id, email] of acknowledged) {
      if (emails.has(email)) atProvider++;
      if (delivered.has(id)) inStore++;
    }
    return { provider: atProvider, store: inStore };
  } finally {
    connection.close();
  }
}
